import {
  EquipmentCalls as calls,
  EQUIPMENT_IMPORT_MAX_BYTES,
  EquipmentListQuery,
  EquipmentPageQuery,
} from '@app/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fileAnswer } from '../../platform/docs.js';
import { ok } from '../../platform/envelope.js';
import { serveExcelImport } from '../../platform/excel-import-routes.js';
import { requestLang, translate } from '../../platform/messages.js';
import { serveCall } from '../../platform/serve-call.js';
import { requireOwner } from '../../platform/session.js';
import { sendXlsx, XLSX_TYPE } from '../../platform/xlsx.js';
import {
  createEquipment,
  deleteEquipment,
  equipmentOptions,
  listEquipment,
  updateEquipment,
} from './equipment.service.js';
import { importEquipment } from './equipment-import.service.js';
import { equipmentInspectorChoices, saveEquipmentInspectors } from './equipment-inspectors.service.js';
import { equipmentPointGrid, saveEquipmentPoints } from './equipment-points.service.js';
import { exportEquipment, importTemplate } from './equipment-workbook.service.js';

const saved = (request: FastifyRequest) => translate(requestLang(request), 'equipment.saved');

export function equipmentRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const owner = { auth: 'owner' } as const;
  const tags = ['equipment'];

  serveCall(app, calls.list, async (request) => ok(await listEquipment(requireOwner(request), request.query)));
  serveCall(app, calls.options, async (request) => ok(await equipmentOptions(requireOwner(request), request.query)));
  serveCall(app, calls.create, async (request) =>
    ok(await createEquipment(requireOwner(request), request.query.page_key, request.body), saved(request)),
  );
  serveCall(app, calls.update, async (request) => {
    const { id, page_key } = request.query;
    return ok(await updateEquipment(requireOwner(request), page_key, id, request.body), saved(request));
  });
  serveCall(app, calls.delete, async (request) => {
    await deleteEquipment(requireOwner(request), request.query.page_key, request.query.id);
    return ok(null, translate(requestLang(request), 'equipment.deleted'));
  });
  serveCall(app, calls.inspectors, async (request) =>
    ok(await equipmentInspectorChoices(requireOwner(request), request.query.page_key, request.query.id)),
  );
  serveCall(app, calls.saveInspectors, async (request) => {
    const { id, page_key } = request.query;
    await saveEquipmentInspectors(requireOwner(request), page_key, id, request.body);
    return ok(null, saved(request));
  });
  serveCall(app, calls.points, async (request) =>
    ok(await equipmentPointGrid(requireOwner(request), request.query.id)),
  );
  serveCall(app, calls.savePoints, async (request) =>
    ok(await saveEquipmentPoints(requireOwner(request), request.query.id, request.body), saved(request)),
  );

  // Workbooks, not envelopes: registered by hand.
  r.get(
    '/api/equipment/export',
    {
      config: owner,
      schema: { tags, querystring: EquipmentListQuery, ...fileAnswer([XLSX_TYPE], 'The list as a workbook') },
    },
    async (request, reply) => {
      const { fileName, buffer } = await exportEquipment(requireOwner(request), request.query, requestLang(request));
      return sendXlsx(reply, fileName, buffer);
    },
  );
  r.get(
    '/api/equipment/import-template',
    {
      config: owner,
      schema: { tags, querystring: EquipmentPageQuery, ...fileAnswer([XLSX_TYPE], 'The import template') },
    },
    async (request, reply) => {
      const lang = requestLang(request);
      const { fileName, buffer } = await importTemplate(requireOwner(request), request.query.page_key, lang);
      return sendXlsx(reply, fileName, buffer);
    },
  );

  serveExcelImport(
    app,
    { commit: calls.import, preview: calls.importPreview },
    EQUIPMENT_IMPORT_MAX_BYTES,
    (request, workbook, lang, mode) =>
      importEquipment(requireOwner(request), request.query.page_key, workbook, lang, mode),
    (lang, result) => translate(lang, 'equipment.imported', { count: result.count }),
  );
}
