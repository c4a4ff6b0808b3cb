import { ReportClauseCalls as calls } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../platform/envelope.js';
import { requestLang, translate } from '../../platform/messages.js';
import { serveCall } from '../../platform/serve-call.js';
import { requireOwner } from '../../platform/session.js';
import { clauseCoverage, clauseEvidence, reportClauseList, setReportClauses } from './report-clause.service.js';

export function reportClauseRoutes(app: FastifyInstance) {
  serveCall(app, calls.list, async (request) => ok(await reportClauseList(requireOwner(request), request.query.id)));
  serveCall(app, calls.set, async (request) =>
    ok(
      await setReportClauses(requireOwner(request), request.query.id, request.body.clause_ids),
      translate(requestLang(request), 'report.clausesSaved'),
    ),
  );
  serveCall(app, calls.evidence, async (request) =>
    ok(await clauseEvidence(requireOwner(request), request.query.clause_id)),
  );
  serveCall(app, calls.coverage, async (request) =>
    ok(await clauseCoverage(requireOwner(request), request.query.law_id, request.query.project_id)),
  );
}
