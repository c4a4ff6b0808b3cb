import { ReportCalls as calls } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../platform/envelope.js';
import { requestLang, translate } from '../../platform/messages.js';
import { serveCall } from '../../platform/serve-call.js';
import { requireOwner } from '../../platform/session.js';
import { createReport, uploadOptions } from './report.service.js';
import { listReports } from './report-list.service.js';
import { reportSummary } from './report-summary.service.js';

export function reportRoutes(app: FastifyInstance) {
  serveCall(app, calls.list, async (request) => ok(await listReports(requireOwner(request), request.query)));
  serveCall(app, calls.summary, async (request) => ok(await reportSummary(requireOwner(request), request.query)));
  serveCall(app, calls.uploadOptions, async (request) =>
    ok(await uploadOptions(requireOwner(request), request.query.project_id)),
  );
  serveCall(app, calls.create, async (request) =>
    ok(await createReport(requireOwner(request), request.body), translate(requestLang(request), 'report.created')),
  );
}
