import { AnalysisExportBody, AnalysisCalls as calls } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fileAnswer } from '../../platform/docs.js';
import { ok } from '../../platform/envelope.js';
import { serveCall } from '../../platform/serve-call.js';
import { requireOwner } from '../../platform/session.js';
import { sendXlsx, XLSX_TYPE } from '../../platform/xlsx.js';
import { analysisActivity, analysisOverview, exportChartRows, todayPoints } from './analysis.service.js';

const workbook = fileAnswer([XLSX_TYPE], "The chart's rows as a workbook");

export function analysisRoutes(app: FastifyInstance) {
  serveCall(app, calls.overview, async (request) => ok(await analysisOverview(requireOwner(request), request.query)));
  serveCall(app, calls.todayPoints, async (request) => ok(await todayPoints(requireOwner(request))));
  serveCall(app, calls.activity, async (request) => ok(await analysisActivity(requireOwner(request))));

  // A workbook, not an envelope: registered by hand.
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '/api/analysis/export',
      { config: { auth: 'owner' }, schema: { tags: ['analysis'], body: AnalysisExportBody, ...workbook } },
      async (request, reply) => {
        const { fileName, buffer } = await exportChartRows(requireOwner(request), request.body);
        return sendXlsx(reply, fileName, buffer);
      },
    );
}
