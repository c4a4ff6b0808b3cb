import { DeviceCalls as calls } from '@app/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../platform/envelope.js';
import { requestLang, translate } from '../../platform/messages.js';
import { serveCall } from '../../platform/serve-call.js';
import { requireOwner } from '../../platform/session.js';
import { createDevice, deleteDevice, deviceOptions, listDevices, updateDevice, viewDevice } from './device.service.js';
import { importDefaultDevices, platformKinds } from './device-import.service.js';
import { listProcesses, saveProcesses } from './process.service.js';

const saved = (request: FastifyRequest) => translate(requestLang(request), 'device.saved');

export function deviceRoutes(app: FastifyInstance) {
  serveCall(app, calls.list, async (request) => ok(await listDevices(requireOwner(request), request.query)));
  serveCall(app, calls.options, async (request) => ok(await deviceOptions(requireOwner(request))));
  serveCall(app, calls.view, async (request) => ok(await viewDevice(requireOwner(request), request.query.id)));
  serveCall(app, calls.create, async (request) =>
    ok(await createDevice(requireOwner(request), request.body), saved(request)),
  );
  serveCall(app, calls.update, async (request) =>
    ok(await updateDevice(requireOwner(request), request.query.id, request.body), saved(request)),
  );
  serveCall(app, calls.delete, async (request) => {
    await deleteDevice(requireOwner(request), request.query.id);
    return ok(null, translate(requestLang(request), 'device.deleted'));
  });
  serveCall(app, calls.saveProcesses, async (request) =>
    ok(await saveProcesses(requireOwner(request), request.query.id, request.body), saved(request)),
  );
  serveCall(app, calls.processes, async (request) => ok(await listProcesses(requireOwner(request), request.query)));
  serveCall(app, calls.platformKinds, async (request) => ok(await platformKinds(requireOwner(request))));
  serveCall(app, calls.importDefaults, async (request) => {
    const result = await importDefaultDevices(requireOwner(request), request.body);
    return ok(result, translate(requestLang(request), 'device.imported', result));
  });
}
