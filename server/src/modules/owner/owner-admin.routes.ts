import {
  AccountSearchQuery,
  OwnerAdminsBody,
  OwnerCreateBody,
  OwnerFields,
  OwnerKeyQuery,
  OwnerListQuery,
} from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope.js';
import { requestLang, translate } from '../../platform/messages.js';
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
export function ownerAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { auth: 'owner' } as const;
  const tags = ['owner-admin'];
  const byKey = { tags, querystring: OwnerKeyQuery };

  r.get('/api/config/owner/index', { config, schema: { tags, querystring: OwnerListQuery } }, async (request) =>
    ok(await listOwners(requireOwner(request), request.query)),
  );

  r.get('/api/config/owner/options', { config, schema: { tags } }, async (request) =>
    ok(await ownerOptions(requireOwner(request))),
  );

  r.get('/api/config/owner/accounts', { config, schema: { tags, querystring: AccountSearchQuery } }, async (request) =>
    ok(await searchAccounts(requireOwner(request), request.query.q)),
  );

  r.post('/api/config/owner/create', { config, schema: { tags, body: OwnerCreateBody } }, async (request) =>
    ok(await createOwner(requireOwner(request), request.body), translate(requestLang(request), 'ownerAdmin.created')),
  );

  r.post('/api/config/owner/update', { config, schema: { ...byKey, body: OwnerFields } }, async (request) => {
    await updateOwner(requireOwner(request), request.query.key, request.body);
    return ok(null, translate(requestLang(request), 'ownerAdmin.saved'));
  });

  r.post('/api/config/owner/enable', { config, schema: byKey }, async (request) => {
    await setOwnerEnabled(requireOwner(request), request.query.key, true);
    return ok(null, translate(requestLang(request), 'ownerAdmin.enabled'));
  });

  r.post('/api/config/owner/disable', { config, schema: byKey }, async (request) => {
    await setOwnerEnabled(requireOwner(request), request.query.key, false);
    return ok(null, translate(requestLang(request), 'ownerAdmin.disabled'));
  });

  r.get('/api/config/owner/view', { config, schema: byKey }, async (request) =>
    ok(await viewOwner(requireOwner(request), request.query.key)),
  );

  r.post('/api/config/owner/admins', { config, schema: { ...byKey, body: OwnerAdminsBody } }, async (request) =>
    ok(
      await setOwnerAdmins(requireOwner(request), request.query.key, request.body.usernames),
      translate(requestLang(request), 'ownerAdmin.adminsSaved'),
    ),
  );
}
