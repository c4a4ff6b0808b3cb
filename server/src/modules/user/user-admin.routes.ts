import { USER_IMPORT_MAX_BYTES, UserAdminCalls, UserTableQuery } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fileAnswer } from '../../platform/docs.js';
import { ok } from '../../platform/envelope.js';
import { serveExcelImport } from '../../platform/excel-import-routes.js';
import { requestLang, translate } from '../../platform/messages.js';
import { serveCall } from '../../platform/serve-call.js';
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

  serveCall(app, UserAdminCalls.list, async (request) =>
    ok(await listUsers(requireOwner(request), request.query, requestLang(request))),
  );

  // A workbook, not an envelope: registered by hand.
  r.get(
    '/api/user/export',
    {
      config: owner,
      schema: { tags, querystring: UserTableQuery, ...fileAnswer([XLSX_TYPE], 'The list as a workbook') },
    },
    async (request, reply) => {
      const { fileName, buffer } = await exportUsers(requireOwner(request), request.query, requestLang(request));
      return sendXlsx(reply, fileName, buffer);
    },
  );

  serveCall(app, UserAdminCalls.create, async (request) => {
    const created = await createUser(requireOwner(request), request.body);
    return ok(created, translate(requestLang(request), 'userAdmin.created'));
  });

  serveCall(app, UserAdminCalls.update, async (request) => {
    await updateUser(requireOwner(request), request.query.id, request.body);
    return ok(null, translate(requestLang(request), 'userAdmin.saved'));
  });

  for (const [call, enabled] of [
    [UserAdminCalls.disable, false],
    [UserAdminCalls.enable, true],
  ] as const) {
    serveCall(app, call, async (request) => {
      await setMemberEnabled(requireOwner(request), request.query.id, enabled);
      return ok(null, translate(requestLang(request), enabled ? 'userAdmin.enabled' : 'userAdmin.disabled'));
    });
  }

  serveCall(app, UserAdminCalls.resetPassword, async (request) => {
    await resetMemberPassword(requireOwner(request), request.query.id, request.body);
    return ok(null, translate(requestLang(request), 'userAdmin.passwordReset'));
  });

  serveCall(app, UserAdminCalls.remove, async (request) => {
    await removeMember(requireOwner(request), request.query.id);
    return ok(null, translate(requestLang(request), 'userAdmin.removed'));
  });

  // A workbook, not an envelope: registered by hand.
  r.get(
    '/api/user/import-template',
    { config: owner, schema: { tags, ...fileAnswer([XLSX_TYPE], 'The import template') } },
    async (request, reply) => {
      const { fileName, buffer } = await importTemplate(requireOwner(request), requestLang(request));
      return sendXlsx(reply, fileName, buffer);
    },
  );

  serveExcelImport(
    app,
    { commit: UserAdminCalls.import, preview: UserAdminCalls.importPreview },
    USER_IMPORT_MAX_BYTES,
    (request, workbook, lang, mode) => importUsers(requireOwner(request), workbook, lang, mode),
    (lang, result) => translate(lang, 'userAdmin.imported', { count: result.count }),
  );
}
