import { TableSettingCalls } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../platform/envelope.js';
import { requestLang, translate } from '../../platform/messages.js';
import { serveCall } from '../../platform/serve-call.js';
import { requireSession } from '../../platform/session.js';
import { resetTableSetting, saveTableSetting, viewTableSetting } from './table-setting.service.js';

// A session is enough: a user's column settings follow the user into every owner.
export function tableSettingRoutes(app: FastifyInstance) {
  serveCall(app, TableSettingCalls.view, async (request) =>
    ok(await viewTableSetting(requireSession(request), request.query.key)),
  );

  serveCall(app, TableSettingCalls.save, async (request) =>
    ok(
      await saveTableSetting(requireSession(request), request.query.key, request.body.columns),
      translate(requestLang(request), 'tableSetting.saved'),
    ),
  );

  serveCall(app, TableSettingCalls.reset, async (request) =>
    ok(
      await resetTableSetting(requireSession(request), request.query.key),
      translate(requestLang(request), 'tableSetting.reset'),
    ),
  );
}
