import { OwnerAdminCalls } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../platform/envelope.js';
import { requestLang, translate } from '../../platform/messages.js';
import type { OwnerTemplate } from '../../platform/module.js';
import { serveCall } from '../../platform/serve-call.js';
import { requireOwner } from '../../platform/session.js';
import {
  createOwner,
  listOwners,
  ownerOptions,
  searchAccounts,
  setOwnerEnabled,
  updateOwner,
} from './owner-admin.service.js';
import { setOwnerAdmins, viewOwner } from './owner-setting.service.js';

/** The configuration layout's owner pages (`/config/owner/list`, `/config/owner/setting/:pid`). */
export function ownerAdminRoutes(app: FastifyInstance, ownerTemplate: OwnerTemplate) {
  serveCall(app, OwnerAdminCalls.list, async (request) => ok(await listOwners(requireOwner(request), request.query)));

  serveCall(app, OwnerAdminCalls.options, async (request) => ok(await ownerOptions(requireOwner(request))));

  serveCall(app, OwnerAdminCalls.accounts, async (request) =>
    ok(await searchAccounts(requireOwner(request), request.query.q)),
  );

  serveCall(app, OwnerAdminCalls.create, async (request) =>
    ok(
      await createOwner(requireOwner(request), request.body, ownerTemplate),
      translate(requestLang(request), 'ownerAdmin.created'),
    ),
  );

  serveCall(app, OwnerAdminCalls.update, async (request) => {
    await updateOwner(requireOwner(request), request.query.key, request.body);
    return ok(null, translate(requestLang(request), 'ownerAdmin.saved'));
  });

  serveCall(app, OwnerAdminCalls.enable, async (request) => {
    await setOwnerEnabled(requireOwner(request), request.query.key, true);
    return ok(null, translate(requestLang(request), 'ownerAdmin.enabled'));
  });

  serveCall(app, OwnerAdminCalls.disable, async (request) => {
    await setOwnerEnabled(requireOwner(request), request.query.key, false);
    return ok(null, translate(requestLang(request), 'ownerAdmin.disabled'));
  });

  serveCall(app, OwnerAdminCalls.view, async (request) =>
    ok(await viewOwner(requireOwner(request), request.query.key)),
  );

  serveCall(app, OwnerAdminCalls.admins, async (request) =>
    ok(
      await setOwnerAdmins(requireOwner(request), request.query.key, request.body.usernames),
      translate(requestLang(request), 'ownerAdmin.adminsSaved'),
    ),
  );
}
