import { UnitCalls as calls } from '@app/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../platform/envelope.js';
import { requestLang, translate } from '../../platform/messages.js';
import { serveCall } from '../../platform/serve-call.js';
import { requireOwner } from '../../platform/session.js';
import {
  createUnit,
  deleteUnit,
  listUnits,
  saveUnitPeople,
  unitOptions,
  unitPeople,
  updateUnit,
} from './inspection-unit.service.js';

const saved = (request: FastifyRequest) => translate(requestLang(request), 'unit.saved');

export function unitRoutes(app: FastifyInstance) {
  serveCall(app, calls.list, async (request) => ok(await listUnits(requireOwner(request), request.query)));
  serveCall(app, calls.options, async (request) => ok(await unitOptions(requireOwner(request))));
  serveCall(app, calls.create, async (request) =>
    ok(await createUnit(requireOwner(request), request.body), saved(request)),
  );
  serveCall(app, calls.update, async (request) =>
    ok(await updateUnit(requireOwner(request), request.query.id, request.body), saved(request)),
  );
  serveCall(app, calls.delete, async (request) => {
    await deleteUnit(requireOwner(request), request.query.id);
    return ok(null, translate(requestLang(request), 'unit.deleted'));
  });
  serveCall(app, calls.people, async (request) => ok(await unitPeople(requireOwner(request))));
  serveCall(app, calls.savePeople, async (request) => {
    await saveUnitPeople(requireOwner(request), request.query.id, request.body);
    return ok(null, saved(request));
  });
}
