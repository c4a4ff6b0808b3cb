import { PlanCalls as calls } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../platform/envelope.js';
import { requestLang, translate } from '../../platform/messages.js';
import { serveCall } from '../../platform/serve-call.js';
import { requireOwner } from '../../platform/session.js';
import { completionOptions, completionPoints, listCompletion } from './completion.service.js';
import { listPlanGroups, planGroupView } from './plan-groups.service.js';
import { listPlanPoints } from './plan-list.service.js';
import { clearNotice, recordNotice, setPlannedDate } from './plan-write.service.js';

export function planRoutes(app: FastifyInstance) {
  serveCall(app, calls.groups, async (request) => ok(await listPlanGroups(requireOwner(request))));
  serveCall(app, calls.group, async (request) => ok(await planGroupView(requireOwner(request), request.query.gid)));
  serveCall(app, calls.points, async (request) => ok(await listPlanPoints(requireOwner(request), request.query)));
  serveCall(app, calls.setPlannedDate, async (request) => {
    const answer = await setPlannedDate(requireOwner(request), request.body);
    return ok(answer, translate(requestLang(request), 'plan.datesSet', { count: answer.count }));
  });
  serveCall(app, calls.notice, async (request) => {
    await recordNotice(requireOwner(request), request.query.id, request.body);
    return ok(null, translate(requestLang(request), 'plan.noticeSaved'));
  });
  serveCall(app, calls.clearNotice, async (request) => {
    await clearNotice(requireOwner(request), request.query.id);
    return ok(null, translate(requestLang(request), 'plan.noticeCleared'));
  });
  serveCall(app, calls.completion, async (request) => ok(await listCompletion(requireOwner(request), request.query)));
  serveCall(app, calls.completionOptions, async (request) => ok(await completionOptions(requireOwner(request))));
  serveCall(app, calls.completionPoints, async (request) =>
    ok(await completionPoints(requireOwner(request), request.query.equipment_id)),
  );
}
