import { CRITERION_IMPORT_MAX_BYTES, CriterionCalls as calls } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fileAnswer } from '../../platform/docs.js';
import { ok } from '../../platform/envelope.js';
import { serveExcelImport } from '../../platform/excel-import-routes.js';
import { requestLang, translate } from '../../platform/messages.js';
import { sendSerialized, serveCall } from '../../platform/serve-call.js';
import { requireOwner } from '../../platform/session.js';
import { sendXlsx, XLSX_TYPE } from '../../platform/xlsx.js';
import { clauseTreeAnswer } from './clause-tree-answer.js';
import { createClause, deleteClause, lawOptions, updateClause } from './criterion.service.js';
import { importClauses, importTemplate } from './criterion-import.service.js';

export function criterionRoutes(app: FastifyInstance) {
  serveCall(app, calls.laws, async (request) => ok(await lawOptions(requireOwner(request), request.query.q)));
  serveCall(app, calls.tree, async (request, reply) =>
    sendSerialized(reply, await clauseTreeAnswer(requireOwner(request), request.query.law_id)),
  );
  serveCall(app, calls.create, async (request) =>
    ok(
      await createClause(requireOwner(request), request.query.law_id, request.body),
      translate(requestLang(request), 'criterion.saved'),
    ),
  );
  serveCall(app, calls.update, async (request) =>
    ok(
      await updateClause(requireOwner(request), request.query.id, request.body),
      translate(requestLang(request), 'criterion.saved'),
    ),
  );
  serveCall(app, calls.delete, async (request) => {
    const { id, subtree } = request.query;
    const result = await deleteClause(requireOwner(request), id, subtree === '1');
    return ok(result, translate(requestLang(request), 'criterion.deleted', { count: result.count }));
  });

  // A workbook, not an envelope: registered by hand.
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/criterion/import-template',
      { config: { auth: 'owner' }, schema: { tags: ['criterion'], ...fileAnswer([XLSX_TYPE], 'The import template') } },
      async (request, reply) => {
        const { fileName, buffer } = await importTemplate(requireOwner(request), requestLang(request));
        return sendXlsx(reply, fileName, buffer);
      },
    );

  serveExcelImport(
    app,
    { commit: calls.import, preview: calls.importPreview },
    CRITERION_IMPORT_MAX_BYTES,
    (request, workbook, lang, mode) => importClauses(requireOwner(request), request.query.law_id, workbook, lang, mode),
    (lang, result) => translate(lang, 'criterion.imported', { count: result.count }),
  );
}
