import { FileCalls } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../platform/envelope.js';
import { requestLang, translate } from '../../../platform/messages.js';
import { serveCall } from '../../../platform/serve-call.js';
import { requireOwner } from '../../../platform/session.js';
import type { FilesDeps } from '../files.deps.js';
import { markFailed, requestConversion, runConversion } from './conversion.service.js';
import { createConversionQueue } from './conversion-queue.js';

/**
 * Word → PDF (SPEC §5 "change pdf"). The call only queues; the client follows each file's
 * `conversion` state through /api/files/info and downloads the PDF with `variant=pdf`.
 */
export function conversionRoutes(app: FastifyInstance, deps: FilesDeps) {
  const queue = createConversionQueue(
    (fileId, signal) => runConversion(deps, fileId, signal, app.log),
    (err, fileId) => app.log.error({ err, fileId }, 'conversion job crashed'),
  );
  // Nothing keeps waiting for a server that is gone: what never started is marked failed and can be asked again.
  app.addHook('onClose', async () => {
    await markFailed(deps, await queue.close(), 'the server stopped before the conversion started');
  });

  serveCall(app, FileCalls.changePdf, async (request) =>
    ok(
      await requestConversion(requireOwner(request), request.body.source_address, deps.converter.program, queue),
      translate(requestLang(request), 'conversion.queued'),
    ),
  );
}
