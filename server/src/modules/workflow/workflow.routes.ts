import { WorkflowCalls as calls } from '@app/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../platform/envelope.js';
import type { HookDeps } from '../../platform/hooks.js';
import { type MessageKey, requestLang, translate } from '../../platform/messages.js';
import { serveCall } from '../../platform/serve-call.js';
import { requireOwner } from '../../platform/session.js';
import {
  createDefinition,
  listDefinitions,
  publishDefinition,
  removeDefinition,
  updateDefinition,
  viewDefinition,
  viewVersion,
} from './definition.service.js';
import { setIndependence, viewIndependence } from './independence.js';
import { listReviews, reviewOfForm, terminateReview, withdrawReview } from './instance.service.js';
import { actOnTask } from './task.service.js';

const said = (request: FastifyRequest, key: MessageKey, params?: Record<string, string | number>) =>
  translate(requestLang(request), key, params);

export function workflowRoutes(app: FastifyInstance, { hooks }: HookDeps) {
  serveCall(app, calls.list, async (request) => ok(await listDefinitions(requireOwner(request), request.query)));
  serveCall(app, calls.view, async (request) => ok(await viewDefinition(requireOwner(request), request.query.id)));
  serveCall(app, calls.version, async (request) =>
    ok(await viewVersion(requireOwner(request), request.query.id, request.query.version)),
  );
  serveCall(app, calls.create, async (request) =>
    ok(await createDefinition(requireOwner(request), request.body), said(request, 'workflow.created')),
  );
  serveCall(app, calls.update, async (request) => {
    await updateDefinition(requireOwner(request), request.body);
    return ok(null, said(request, 'workflow.saved'));
  });
  serveCall(app, calls.publish, async (request) => {
    const published = await publishDefinition(requireOwner(request), request.body.id);
    return ok(published, said(request, 'workflow.published', published));
  });
  serveCall(app, calls.remove, async (request) => {
    await removeDefinition(requireOwner(request), request.body.id);
    return ok(null, said(request, 'workflow.deleted'));
  });
  serveCall(app, calls.independence, async (request) => ok(await viewIndependence(requireOwner(request))));
  serveCall(app, calls.setIndependence, async (request) => {
    await setIndependence(requireOwner(request), request.body);
    return ok(null, said(request, 'workflow.independenceUpdated'));
  });
  serveCall(app, calls.instances, async (request) => ok(await listReviews(requireOwner(request), request.query)));
  serveCall(app, calls.instanceOfForm, async (request) =>
    ok(await reviewOfForm(requireOwner(request), request.query.form_id, hooks)),
  );
  serveCall(app, calls.act, async (request) =>
    ok(
      await actOnTask(requireOwner(request), request.body, requestLang(request), hooks),
      said(request, 'workflow.acted'),
    ),
  );
  serveCall(app, calls.withdraw, async (request) =>
    ok(
      await withdrawReview(requireOwner(request), request.body, requestLang(request), hooks),
      said(request, 'workflow.event.withdraw'),
    ),
  );
  serveCall(app, calls.terminate, async (request) =>
    ok(
      await terminateReview(requireOwner(request), request.body, requestLang(request), hooks),
      said(request, 'workflow.event.terminate'),
    ),
  );
}
