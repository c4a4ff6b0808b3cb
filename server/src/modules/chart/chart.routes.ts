import { ChartCalls } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../platform/envelope.js';
import { serveCall } from '../../platform/serve-call.js';
import { chartSvg } from './chart-svg.js';

export function chartRoutes(app: FastifyInstance) {
  // Any member draws: the call reads no data, only the figures its screen already holds.
  serveCall(app, ChartCalls.svg, async (request) => ok({ svg: chartSvg(request.body) }));
}
