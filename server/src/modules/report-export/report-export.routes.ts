import {
  ReportExportCalls as calls,
  REPORT_BATCH_DOWNLOAD_PATH,
  REPORT_EXPORT_PATH,
  ReportBatchQuery,
  ReportExportQuery,
} from '@app/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contentDisposition } from '../../platform/content-disposition.js';
import { fileAnswer } from '../../platform/docs.js';
import { ok } from '../../platform/envelope.js';
import { type Lang, requestLang, translate } from '../../platform/messages.js';
import { serveCall } from '../../platform/serve-call.js';
import { requireOwner } from '../../platform/session.js';
import { createConversionQueue } from '../files/public.js';
import { batchStatus, batchZip, failBatches, startBatch } from './batch.service.js';
import { runBatch } from './batch-job.js';
import { EXPORT_TYPES, exportReport, type ReportExportDeps } from './report-export.service.js';

const download = (reply: FastifyReply, type: string, fileName: string) =>
  reply
    .header('Content-Type', type)
    .header('Content-Disposition', contentDisposition('attachment', fileName))
    .header('Cache-Control', 'private, no-store');

export function reportExportRoutes(app: FastifyInstance, deps: ReportExportDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const owner = { auth: 'owner' } as const;
  const tags = ['report'];

  // Batches run one at a time in this process, as conversions do (the files module's queue), taken
  // round-robin over owners and users; each renders in the language its requester asked in.
  const langs = new Map<string, Lang>();
  const queue = createConversionQueue(
    (id, signal) => runBatch(deps, id, langs.get(id) ?? 'zh-CN', signal, app.log).finally(() => langs.delete(id)),
    (err, id) => app.log.error({ err, id }, 'report batch export crashed'),
  );
  app.addHook('onClose', async () => failBatches(deps.db, await queue.close()));

  serveCall(app, calls.startBatch, async (request) => {
    const lang = requestLang(request);
    const ctx = requireOwner(request);
    const enqueue = (id: string) => {
      langs.set(id, lang);
      // Turns go round the owners, then round their users: one user's batches never starve another's.
      queue.add(id, { whose: [ctx.owner.id, ctx.user.id] });
    };
    return ok(await startBatch(ctx, request.body, enqueue), translate(lang, 'reportExport.started'));
  });
  serveCall(app, calls.batchStatus, async (request) =>
    ok(await batchStatus(requireOwner(request), request.query.id, requestLang(request))),
  );

  // Files, not envelopes: registered by hand.
  r.get(
    `/api${REPORT_EXPORT_PATH}`,
    {
      config: owner,
      schema: { tags, querystring: ReportExportQuery, ...fileAnswer(Object.values(EXPORT_TYPES), 'The report') },
    },
    async (request, reply) => {
      const at = { lang: requestLang(request), log: request.log };
      const file = await exportReport(requireOwner(request), deps, request.query, at);
      return download(reply, file.type, file.fileName).send(file.body);
    },
  );
  r.get(
    `/api${REPORT_BATCH_DOWNLOAD_PATH}`,
    {
      config: owner,
      schema: { tags, querystring: ReportBatchQuery, ...fileAnswer(['application/zip'], "The batch's reports") },
    },
    async (request, reply) => {
      const zip = await batchZip(requireOwner(request), deps.storage, request.query.id, requestLang(request));
      return download(reply, 'application/zip', zip.fileName).header('Content-Length', zip.size).send(zip.body);
    },
  );
}
