import { ReportReviewCalls as calls } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../platform/envelope.js';
import { serveCall } from '../../platform/serve-call.js';
import { requireOwner } from '../../platform/session.js';
import { releaseCheck, reportDetail, reportPoints } from './report-review.service.js';

export function reportReviewRoutes(app: FastifyInstance) {
  serveCall(app, calls.detail, async (request) => ok(await reportDetail(requireOwner(request), request.query.id)));
  serveCall(app, calls.points, async (request) =>
    ok(await reportPoints(requireOwner(request), request.query.project_id, request.query.equipment_id)),
  );
  serveCall(app, calls.releaseCheck, async (request) =>
    ok(await releaseCheck(requireOwner(request), request.query.id)),
  );
}
