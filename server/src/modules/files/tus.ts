import { randomUUID } from 'node:crypto';
import { ErrorAnswer, isFileId, MAX_UPLOAD_BYTES, UPLOAD_TOKEN_HEADER } from '@app/contract';
import { MemoryLocker, Server } from '@tus/server';
import { EVENTS } from '@tus/utils';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type OwnerCtx, requireOwner } from '../../platform/session.js';
import { files } from './file.table.js';
import type { FilesDeps } from './files.deps.js';
import { TUS_APPEND, TUS_CANCEL, TUS_CREATE, TUS_NO_UPLOAD, TUS_OFFSET } from './tus-docs.js';
import { fileForCreation, fileForTransfer, startUpload, UPLOAD_NOT_FOUND } from './upload-auth.service.js';
import { ContentRejected, finishUpload } from './upload-finish.js';
import { sendWebResponse, toWebRequest } from './web-request.js';

export const TUS_PATH = '/api/files/tus';

/**
 * Resumable uploads (tus 1.0) at /api/files/tus. Fastify checks the session and CSRF header first; the
 * tus server then reads the body straight from the socket into the store. One lock per upload
 * (in memory, per node) keeps two PATCHes from writing the same upload at once.
 */
/**
 * What Fastify answers before the tus server sees a request: the session and CSRF guards' envelopes
 * (and the error handler's). The tus server's own answers are in tus-docs.ts.
 */
const GUARD_ANSWERS = { 200: ErrorAnswer, '4xx': ErrorAnswer, '5xx': ErrorAnswer };

export function tusRoutes(app: FastifyInstance, deps: FilesDeps) {
  const { db } = deps;
  // The hooks see the web Request built below; this tells them whom Fastify authenticated.
  const callers = new WeakMap<Request, OwnerCtx>();
  const callerOf = (req: Request): OwnerCtx => {
    const ctx = callers.get(req);
    if (!ctx) throw UPLOAD_NOT_FOUND;
    return ctx;
  };
  const grantedSize = async (id: string | null) => {
    if (!id || !isFileId(id)) return MAX_UPLOAD_BYTES;
    const [row] = await db.select({ size: files.size }).from(files).where(eq(files.id, id));
    return row?.size ?? MAX_UPLOAD_BYTES;
  };

  const tus = new Server({
    path: TUS_PATH,
    datastore: deps.storage.uploads,
    locker: new MemoryLocker(),
    relativeLocation: true,
    disableTerminationForFinishedUploads: true,
    allowedOrigins: [],
    // A creation longer than its grant answers 413. Later requests are bounded by the length the
    // upload was created with, which tus itself holds them to; no need to ask the database again.
    maxSize: (req, id) => (req.method === 'POST' ? grantedSize(id) : MAX_UPLOAD_BYTES),
    // The id is the file row the grant created; anything else fails the creation check below.
    namingFunction: (_req, metadata) => {
      const path = metadata?.path ?? '';
      return isFileId(path) ? path : randomUUID();
    },
    onIncomingRequest: async (req, id) => {
      const ctx = callerOf(req);
      if (req.method === 'POST') {
        await fileForCreation(db, ctx, id, req.headers.get(UPLOAD_TOKEN_HEADER));
        return;
      }
      const file = await fileForTransfer(db, ctx, id, req.method);
      // All bytes are in but the finish failed or was cut off: a HEAD finishes it before it answers.
      if (req.method === 'HEAD' && file.state === 'uploading') await finishIfComplete(id);
    },
    onUploadCreate: async (_req, upload) => {
      const [file] = await db.select().from(files).where(eq(files.id, upload.id));
      if (!file || upload.size !== file.size)
        throw { status_code: 400, body: 'Upload-Length differs from the granted size\n' };
      if (!(await startUpload(db, upload.id))) throw UPLOAD_NOT_FOUND;
      // Only the server's own facts are kept with the upload (the S3 store sets the object's type from them).
      return { metadata: { contentType: file.type } };
    },
    onUploadFinish: async (_req, upload) => {
      await finish(upload.id);
      return {};
    },
    onResponseError: (_req, err) => {
      if ('status_code' in err) return undefined;
      // Not an answer of the protocol: logged here, and the client hears no internals.
      app.log.error({ err }, 'upload failed');
      return { status_code: 500, body: 'The upload could not be handled; try again\n' };
    },
  });

  const finish = async (id: string) => {
    try {
      await finishUpload(deps, id);
    } catch (err) {
      if (err instanceof ContentRejected)
        throw { status_code: 415, body: 'File content does not match its declared type\n' };
      throw err;
    }
  };
  const finishIfComplete = async (id: string) => {
    const upload = await deps.storage.uploads.getUpload(id).catch(() => null);
    if (upload && upload.size !== undefined && upload.offset === upload.size) await finish(id);
  };
  // A cancelled upload leaves nothing behind: its row goes with its bytes.
  tus.on(EVENTS.POST_TERMINATE, (_req, _res, id) => {
    db.delete(files)
      .where(eq(files.id, id))
      .catch((err) => app.log.warn({ err, id }, 'could not delete the row of a cancelled upload'));
  });

  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    const webRequest = toWebRequest(request.raw, `${request.protocol}://${request.host}`);
    callers.set(webRequest, requireOwner(request));
    reply.hijack();
    await sendWebResponse(reply.raw, await tus.handleWeb(webRequest));
  };

  app.register(async (scope) => {
    // The body is the tus server's to read; Fastify must leave the stream alone.
    scope.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));
    // GET is left out on purpose: downloads go through /api/files/download and its checks. OPTIONS
    // too: uploads are same-origin only, so no browser preflights them. Each method has its own
    // description in the document; the tus server answers them all.
    // A HEAD of its own (not a GET's) is left out of the document unless asked for.
    const config = { auth: 'owner' as const, swagger: { exposeHeadRoute: true } };
    const tags = ['files'];
    const routes = [
      ['POST', TUS_PATH, TUS_CREATE],
      ['POST', `${TUS_PATH}/:id`, TUS_CREATE],
      ['HEAD', `${TUS_PATH}/:id`, TUS_OFFSET],
      ['PATCH', `${TUS_PATH}/:id`, TUS_APPEND],
      ['DELETE', `${TUS_PATH}/:id`, TUS_CANCEL],
      ...(['HEAD', 'PATCH', 'DELETE'] as const).map((method) => [method, TUS_PATH, TUS_NO_UPLOAD] as const),
    ] as const;
    for (const [method, url, documented] of routes) {
      scope.route({ method, url, config, schema: { tags, response: GUARD_ANSWERS, documented }, handler: handle });
    }
  });
}
