import { createHash } from 'node:crypto';
import { createWriteStream, existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import S3rver from 's3rver';
import type { S3Settings } from '../src/platform/storage.js';

/**
 * A real S3-compatible server (s3rver) on loopback for the S3 store tests. s3rver 3.7.1 lacks two
 * calls of the multipart API that the tus S3 store relies on, ListParts and AbortMultipartUpload
 * (s3rver issue #330); they are answered here from s3rver's own part files, everything else is s3rver's.
 * Its store also answers a write once the bytes have passed its checksum, before they are on disk, so a
 * read right after (the upload's finish, on a busy machine) could find the file short or missing; the
 * two writes are redone here to answer only once the file is closed.
 */
export interface TestS3 {
  settings: S3Settings;
  close(): Promise<void>;
}

const BUCKET = 'inspection-files';
const KEY = 'S3RVER';

export async function startTestS3(): Promise<TestS3> {
  const directory = await mkdtemp(join(tmpdir(), 's3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await server.run();
  writeBeforeAnswering(server);
  addMultipartCalls(server);
  return {
    settings: {
      endpoint: `http://127.0.0.1:${port}`,
      bucket: BUCKET,
      region: 'us-east-1',
      accessKey: KEY,
      secretKey: KEY,
      forcePathStyle: true,
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/** Streams content to a file and answers its size and MD5 once the file is written and closed. */
async function writeWhole(path: string, content: Readable | Buffer): Promise<{ size: number; md5: string }> {
  await mkdir(dirname(path), { recursive: true });
  const md5 = createHash('md5');
  let size = 0;
  const measure = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      md5.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  await pipeline(Buffer.isBuffer(content) ? Readable.from([content]) : content, measure, createWriteStream(path));
  return { size, md5: md5.digest('hex') };
}

function writeBeforeAnswering(server: S3rver) {
  const store = server.store;
  store.putObject = async (object) => {
    const written = await writeWhole(store.getResourcePath(object.bucket, object.key, 'object'), object.content);
    await store.putMetadata(object.bucket, object.key, object.metadata, written.md5);
    return written;
  };
  store.putPart = async (bucket, uploadId, partNumber, content) => {
    const path = join(store.getResourcePath(bucket, undefined, 'uploads'), uploadId, String(partNumber));
    const written = await writeWhole(path, content);
    // The checksum file is what marks a part as whole (see ListParts below), so it comes last.
    await writeFile(`${path}.md5`, written.md5);
    return written;
  };
}

const xmlText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function addMultipartCalls(server: S3rver) {
  const [s3rverListener] = server.httpServer.listeners('request');
  if (!s3rverListener) throw new Error('s3rver has no request listener');
  server.httpServer.removeAllListeners('request');
  server.httpServer.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://s3');
    const uploadId = url.searchParams.get('uploadId');
    const [, bucket = '', ...keyParts] = url.pathname.split('/');
    const key = decodeURIComponent(keyParts.join('/'));
    const isListOrAbort =
      uploadId && key && !url.searchParams.has('partNumber') && ['GET', 'DELETE'].includes(req.method ?? '');
    if (!isListOrAbort) return s3rverListener(req, res);

    const partsDir = join(server.store.getResourcePath(bucket, undefined, 'uploads'), uploadId.replace(/[/\\]/g, ''));
    const answer = (status: number, body: string) => {
      res.writeHead(status, { 'content-type': 'application/xml' });
      res.end(`<?xml version="1.0" encoding="UTF-8"?>\n${body}`);
    };
    if (!existsSync(partsDir)) {
      return answer(
        404,
        '<Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist.</Message></Error>',
      );
    }
    if (req.method === 'DELETE') {
      rmSync(partsDir, { recursive: true, force: true });
      res.writeHead(204);
      return res.end();
    }
    const parts = readdirSync(partsDir)
      // A part whose checksum file is missing was still arriving when its request died: not a part.
      .filter((name) => /^\d+$/.test(name) && existsSync(join(partsDir, `${name}.md5`)))
      .map(Number)
      .sort((a, b) => a - b)
      .map((n) => {
        const part = join(partsDir, String(n));
        const etag = readFileSync(`${part}.md5`, 'utf8');
        const { size, mtime } = statSync(part);
        return `<Part><PartNumber>${n}</PartNumber><LastModified>${mtime.toISOString()}</LastModified><ETag>"${etag}"</ETag><Size>${size}</Size></Part>`;
      });
    answer(
      200,
      `<ListPartsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Bucket>${xmlText(bucket)}</Bucket><Key>${xmlText(key)}</Key><UploadId>${xmlText(uploadId)}</UploadId><MaxParts>10000</MaxParts><IsTruncated>false</IsTruncated>${parts.join('')}</ListPartsResult>`,
    );
  });
}
