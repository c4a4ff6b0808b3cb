import { DownloadQuery, FileBytes, FileCalls } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fileAnswer } from '../../platform/docs.js';
import { ok } from '../../platform/envelope.js';
import { requestLang, translate } from '../../platform/messages.js';
import { serveCall } from '../../platform/serve-call.js';
import { requireOwner } from '../../platform/session.js';
import { conversionRoutes } from './conversion/conversion.routes.js';
import { sendDownload } from './download.js';
import { deleteFile, fileInfo, listLibrary } from './file.service.js';
import type { FilesDeps } from './files.deps.js';
import { createUploadGrant } from './grant.service.js';
import { tusRoutes } from './tus.js';

const whole = fileAnswer(['*/*'], 'The whole file, of the type it was uploaded as (or of the variant asked for)');
const header = (description: string) => ({ type: 'string', description });
/** A file, whole or a range of it (RFC 9110), or an error envelope. */
const downloadAnswer = {
  response: {
    ...whole.response,
    206: { description: 'The range asked for', content: { '*/*': { schema: FileBytes } } },
  },
  documented: {
    headers: { type: 'object', properties: { range: header('bytes=<first>-<last>: one range of the file') } },
    response: {
      200: {
        headers: {
          ...whole.documented.response[200].headers,
          'Accept-Ranges': header('bytes'),
          ETag: header('The SHA-256 of the original, in quotes (not sent for a variant)'),
        },
      },
      206: { headers: { 'Content-Range': header('bytes <first>-<last>/<size>') } },
      416: {
        description: 'The range lies outside the file',
        type: 'null' as const,
        headers: { 'Content-Range': header('bytes */<size>') },
      },
    },
  },
};

export function filesRoutes(app: FastifyInstance, deps: FilesDeps) {
  // SPEC §4 "get signature": the token and server-chosen paths for the listed files.
  serveCall(app, FileCalls.grant, async (request) =>
    ok(await createUploadGrant(requireOwner(request), request.body, deps.storage)),
  );
  serveCall(app, FileCalls.info, async (request) => ok(await fileInfo(requireOwner(request), request.query.path)));
  serveCall(app, FileCalls.library, async (request) => ok(await listLibrary(requireOwner(request), request.query)));
  serveCall(app, FileCalls.delete, async (request) => {
    await deleteFile(requireOwner(request), request.query.path, deps.storage);
    return ok(null, translate(requestLang(request), 'file.deleted'));
  });

  // The answer is the file's bytes (or a range of them), not an envelope: registered by hand.
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/files/download',
      { config: { auth: 'owner' }, schema: { tags: ['files'], querystring: DownloadQuery, ...downloadAnswer } },
      async (request, reply) =>
        sendDownload(requireOwner(request), reply, deps.storage, request.query, request.headers.range),
    );

  tusRoutes(app, deps);
  conversionRoutes(app, deps);
}
