import {
  ResetPasswordBody,
  USER_IMPORT_MAX_BYTES,
  UserCreateBody,
  UserIdQuery,
  UserTableQuery,
  UserUpdateBody,
} from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope.js';
import { requestLang, translate } from '../../platform/messages.js';
import { requireOwner } from '../../platform/session.js';
import { sendXlsx, XLSX_TYPE } from '../../platform/xlsx.js';
import { createUser, removeMember, resetMemberPassword, setMemberEnabled, updateUser } from './user-admin.service.js';
import { importUsers } from './user-import.service.js';
import { importTemplate } from './user-import.template.js';
import { exportUsers, listUsers } from './user-table.service.js';

/** The owner's user table (`/default/dashboard/usertable`, page key `user-table`). */
export function userAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['user-table'];
  const owner = { auth: 'owner' } as const;

  r.get('/api/user/index', { config: owner, schema: { tags, querystring: UserTableQuery } }, async (request) =>
    ok(await listUsers(requireOwner(request), request.query, requestLang(request))),
  );

  r.get(
    '/api/user/export',
    { config: owner, schema: { tags, querystring: UserTableQuery } },
    async (request, reply) => {
      const { fileName, buffer } = await exportUsers(requireOwner(request), request.query, requestLang(request));
      return sendXlsx(reply, fileName, buffer);
    },
  );

  r.post('/api/user/create', { config: owner, schema: { tags, body: UserCreateBody } }, async (request) => {
    const created = await createUser(requireOwner(request), request.body);
    return ok(created, translate(requestLang(request), 'userAdmin.created'));
  });

  r.post(
    '/api/user/update',
    { config: owner, schema: { tags, querystring: UserIdQuery, body: UserUpdateBody } },
    async (request) => {
      await updateUser(requireOwner(request), request.query.id, request.body);
      return ok(null, translate(requestLang(request), 'userAdmin.saved'));
    },
  );

  for (const [path, enabled] of [
    ['/api/user/disable', false],
    ['/api/user/enable', true],
  ] as const) {
    r.post(path, { config: owner, schema: { tags, querystring: UserIdQuery } }, async (request) => {
      await setMemberEnabled(requireOwner(request), request.query.id, enabled);
      return ok(null, translate(requestLang(request), enabled ? 'userAdmin.enabled' : 'userAdmin.disabled'));
    });
  }

  r.post(
    '/api/user/reset-password',
    { config: owner, schema: { tags, querystring: UserIdQuery, body: ResetPasswordBody } },
    async (request) => {
      await resetMemberPassword(requireOwner(request), request.query.id, request.body);
      return ok(null, translate(requestLang(request), 'userAdmin.passwordReset'));
    },
  );

  r.post('/api/user/remove', { config: owner, schema: { tags, querystring: UserIdQuery } }, async (request) => {
    await removeMember(requireOwner(request), request.query.id);
    return ok(null, translate(requestLang(request), 'userAdmin.removed'));
  });

  r.get('/api/user/import-template', { config: owner, schema: { tags } }, async (request, reply) => {
    const { fileName, buffer } = await importTemplate(requireOwner(request), requestLang(request));
    return sendXlsx(reply, fileName, buffer);
  });

  // The workbook travels as the raw body. Its parser lives in this plugin's scope only, so another
  // module's upload can choose its own limit for the same type.
  app.register(async (scope) => {
    scope.addContentTypeParser(XLSX_TYPE, { parseAs: 'buffer', bodyLimit: USER_IMPORT_MAX_BYTES }, (_req, body, done) =>
      done(null, body),
    );
    scope.post(
      '/api/user/import',
      { config: owner, bodyLimit: USER_IMPORT_MAX_BYTES, schema: { tags } },
      async (request) => {
        const lang = requestLang(request);
        const result = await importUsers(requireOwner(request), request.body, lang);
        return ok(result, translate(lang, 'userAdmin.imported', { count: result.count }));
      },
    );
  });
}
