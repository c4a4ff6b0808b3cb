import { TableSettingBody, TableSettingQuery } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope.js';
import { requestLang, translate } from '../../platform/messages.js';
import { requireSession } from '../../platform/session.js';
import { resetTableSetting, saveTableSetting, viewTableSetting } from './table-setting.service.js';

// A session is enough: a user's column settings follow the user into every owner.
export function tableSettingRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['table-setting'];

  r.get('/api/table-setting/view', { schema: { tags, querystring: TableSettingQuery } }, async (request) =>
    ok(await viewTableSetting(requireSession(request), request.query.key)),
  );

  r.post(
    '/api/table-setting/save',
    { schema: { tags, querystring: TableSettingQuery, body: TableSettingBody } },
    async (request) =>
      ok(
        await saveTableSetting(requireSession(request), request.query.key, request.body.columns),
        translate(requestLang(request), 'tableSetting.saved'),
      ),
  );

  r.post('/api/table-setting/reset', { schema: { tags, querystring: TableSettingQuery } }, async (request) =>
    ok(
      await resetTableSetting(requireSession(request), request.query.key),
      translate(requestLang(request), 'tableSetting.reset'),
    ),
  );
}
