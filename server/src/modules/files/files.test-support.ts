import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  Code,
  type Envelope,
  FileCalls,
  type FileInfo,
  type GrantFile,
  UPLOAD_TOKEN_HEADER,
  type UploadGrant,
} from '@app/contract';
import { expect } from 'vitest';
import type { Caller } from '../../../test/http.js';
import { startTestS3 } from '../../../test/s3-server.js';
import { type FileStorage, localStorage, s3Storage } from '../../platform/storage.js';
import type { FilesDeps } from './files.deps.js';
import { TUS_PATH } from './tus.js';

/** Test helpers of the files module: a store of either kind, a tus client over real HTTP, uploads. */

export type StoreKind = 'local' | 's3';

export interface TestStore {
  storage: FileStorage;
  /** The folder of a local store; the tus file store keeps `<id>.json` records there. */
  directory?: string;
  deps: Omit<FilesDeps, 'db'>;
  close(): Promise<void>;
}

/** A local store in a fresh temporary folder (made on first write), and how to remove it. */
export function scratchStorage(): { storage: FileStorage; directory: string; remove: () => Promise<void> } {
  const directory = join(tmpdir(), `files-test-${randomUUID()}`);
  return {
    storage: localStorage(directory),
    directory,
    remove: () => rm(directory, { recursive: true, force: true }),
  };
}

export async function openTestStore(kind: StoreKind): Promise<TestStore> {
  const converter = { program: 'soffice', timeoutMs: 120_000 };
  if (kind === 's3') {
    const s3 = await startTestS3();
    const storage = s3Storage(s3.settings);
    return {
      storage,
      deps: { storage, zipQuality: 80, converter },
      async close() {
        storage.close();
        await s3.close();
      },
    };
  }
  const { storage, directory, remove } = scratchStorage();
  return { storage, directory, deps: { storage, zipQuality: 80, converter }, close: remove };
}

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

type Call = Caller;

/** Asks for an upload grant and expects it to be given. */
export async function grantFor(call: Call, files: GrantFile[]): Promise<UploadGrant> {
  const body = (await call(FileCalls.grant, { body: { files } })).json<Envelope<UploadGrant>>();
  expect(body.code, body.msg).toBe(Code.Success);
  return body.data;
}

/** A tus client speaking to a listening app as the browser would: session cookie and CSRF header. */
export function tusClient(base: string, cookie: string) {
  const headers = (extra: Record<string, string> = {}) => ({
    cookie,
    'tus-resumable': '1.0.0',
    'x-requested-with': 'XMLHttpRequest',
    ...extra,
  });
  const at = (location: string) => new URL(location, base).toString();
  return {
    create: (path: string, length: number, token: string | null) =>
      fetch(`${base}${TUS_PATH}`, {
        method: 'POST',
        headers: headers({
          'upload-length': String(length),
          'upload-metadata': `path ${Buffer.from(path).toString('base64')}`,
          ...(token === null ? {} : { [UPLOAD_TOKEN_HEADER]: token }),
        }),
      }),
    patch: (location: string, offset: number, body: Buffer) =>
      fetch(at(location), {
        method: 'PATCH',
        headers: headers({ 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' }),
        body,
      }),
    head: (location: string) => fetch(at(location), { method: 'HEAD', headers: headers() }),
    remove: (location: string) => fetch(at(location), { method: 'DELETE', headers: headers() }),
    url: (path: string) => at(`${TUS_PATH}/${path}`),
  };
}

export interface UploadInput {
  name: string;
  type: string;
  purpose: GrantFile['purpose'];
  bytes: Buffer;
}

/** Grant, create and one PATCH: a whole upload; answers the file's path and the final PATCH's status. */
export async function uploadWhole(base: string, cookie: string, call: Call, input: UploadInput) {
  const grant = await grantFor(call, [
    { name: input.name, type: input.type, purpose: input.purpose, size: input.bytes.length },
  ]);
  const path = grant.files[0]?.path_name ?? '';
  const tus = tusClient(base, cookie);
  const created = await tus.create(path, input.bytes.length, grant.tmp_keys.sessionToken);
  expect(created.status).toBe(201);
  const finished = await tus.patch(created.headers.get('location') ?? '', 0, input.bytes);
  return { path, status: finished.status, grant };
}

/** A finished upload by `member` of a small PDF for `purpose`: its path and the bytes it holds. */
export async function uploadPdf(
  base: string,
  member: { cookie: string; call: Call },
  purpose: GrantFile['purpose'],
  name: string,
) {
  const bytes = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(2_000)]);
  const done = await uploadWhole(base, member.cookie, member.call, { name, type: 'application/pdf', purpose, bytes });
  expect(done.status).toBe(204);
  return { path: done.path, bytes };
}

/** The envelope of `GET /api/files/info`, whatever its code. */
export async function infoOf(call: Call, path: string) {
  return (await call(FileCalls.info, { query: { path } })).json<Envelope<FileInfo>>();
}

/** The key of the record the tus store keeps beside an upload's bytes. */
export const uploadRecordKey = (kind: StoreKind, path: string) => (kind === 's3' ? `${path}.info` : `${path}.json`);
