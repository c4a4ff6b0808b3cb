import { MapCalls } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../platform/envelope.js';
import { serveCall } from '../../platform/serve-call.js';
import type { MapDeps } from './map.settings.js';

export function mapRoutes(app: FastifyInstance, deps: MapDeps) {
  // The same for every member of every owner: the call's `owner` auth is the whole check.
  serveCall(app, MapCalls.settings, async () => ok(deps.map));
}
