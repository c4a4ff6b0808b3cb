import { FindingCalls as calls, FindingRatesQuery } from '@app/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fileAnswer } from '../../platform/docs.js';
import { ok } from '../../platform/envelope.js';
import { type MessageKey, requestLang, translate } from '../../platform/messages.js';
import { serveCall } from '../../platform/serve-call.js';
import { requireOwner } from '../../platform/session.js';
import { sendXlsx, XLSX_TYPE } from '../../platform/xlsx.js';
import { actOnFinding, createFinding, findingOptions, findingsCitingClause, viewFinding } from './finding.service.js';
import { listFindings } from './finding-list.js';
import { findingRates } from './finding-rates.js';
import { exportFindingRates } from './finding-rates-export.js';
import { createCategory, listCategories, updateCategory } from './finding-settings.service.js';

const said = (request: FastifyRequest, key: MessageKey) => translate(requestLang(request), key);

export function findingRoutes(app: FastifyInstance) {
  serveCall(app, calls.categories, async (request) => ok(await listCategories(requireOwner(request))));
  serveCall(app, calls.createCategory, async (request) =>
    ok(await createCategory(requireOwner(request), request.body), said(request, 'finding.saved')),
  );
  serveCall(app, calls.updateCategory, async (request) =>
    ok(await updateCategory(requireOwner(request), request.query.id, request.body), said(request, 'finding.saved')),
  );
  serveCall(app, calls.options, async (request) =>
    ok(await findingOptions(requireOwner(request), request.query.project_id)),
  );
  serveCall(app, calls.list, async (request) => ok(await listFindings(requireOwner(request), request.query)));
  serveCall(app, calls.view, async (request) => ok(await viewFinding(requireOwner(request), request.query.id)));
  serveCall(app, calls.create, async (request) =>
    ok(await createFinding(requireOwner(request), request.body), said(request, 'finding.raised')),
  );
  serveCall(app, calls.act, async (request) =>
    ok(await actOnFinding(requireOwner(request), request.query.id, request.body), said(request, 'finding.stepDone')),
  );
  serveCall(app, calls.rates, async (request) =>
    ok(await findingRates(requireOwner(request), request.query, requestLang(request))),
  );
  serveCall(app, calls.byClause, async (request) =>
    ok(await findingsCitingClause(requireOwner(request), request.query.clause_id)),
  );

  // A workbook, not an envelope: registered by hand.
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/finding/rates/export',
    {
      config: { auth: 'owner' },
      schema: {
        tags: ['finding'],
        querystring: FindingRatesQuery,
        ...fileAnswer([XLSX_TYPE], 'The rates as a workbook'),
      },
    },
    async (request, reply) => {
      const { fileName, buffer } = await exportFindingRates(requireOwner(request), request.query, requestLang(request));
      return sendXlsx(reply, fileName, buffer);
    },
  );
}
