import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { Code, FileCalls } from '@app/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/admin.js';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { buildApp } from '../../app.js';
import { files } from './file.table.js';
import {
  grantFor,
  infoOf,
  openTestStore,
  type StoreKind,
  sha256,
  type TestStore,
  tusClient,
  uploadRecordKey,
  uploadWhole,
} from './files.test-support.js';
import { reopenInterruptedFinishes } from './upload-finish.js';

const MB = 1024 * 1024;
/** Content that passes the type check as an MP4: an `ftyp` box, then noise. */
function mp4Bytes(size: number): Buffer {
  const bytes = randomBytes(size);
  Buffer.from([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d, 0, 0, 2, 0]).copy(bytes);
  Buffer.from('isomiso2avc1mp41').copy(bytes, 16);
  return bytes;
}
const video = (bytes: Buffer, name = '巡检录像.mp4') => ({
  name,
  type: 'video/mp4',
  purpose: 'library' as const,
  size: bytes.length,
});

/** The tus 1.0 conformance cases of issue 4, run against the local store and a real S3-compatible server. */
describe.each<StoreKind>(['local', 's3'])('tus uploads on the %s store', (kind) => {
  let store: TestStore;
  let t: TestApp;
  let base: string;
  // What the app logged as errors: an answer 500 says nothing of its cause, the log does.
  const logged: string[] = [];

  beforeAll(async () => {
    store = await openTestStore(kind);
    t = await buildTestApp({
      files: store.deps,
      logger: { level: 'error', stream: { write: (line) => logged.push(line) } },
    });
    base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await t?.close();
    await store?.close();
  });

  it('resumes with HEAD then PATCH, and the download equals the original', async () => {
    const me = await signedIn(t, 'hdny');
    const bytes = mp4Bytes(12 * MB);
    const grant = await grantFor(me.call, [video(bytes)]);
    const path = grant.files[0]?.path_name ?? '';
    const tus = tusClient(base, me.cookie);

    const created = await tus.create(path, bytes.length, grant.tmp_keys.sessionToken);
    expect(created.status).toBe(201);
    const location = created.headers.get('location') ?? '';
    expect(location).toContain(path);

    const first = await tus.patch(location, 0, bytes.subarray(0, 6 * MB));
    expect(first.status, logged.join('\n')).toBe(204);
    const head = await tus.head(location);
    expect(head.status).toBe(200);
    const offset = Number(head.headers.get('upload-offset'));
    expect(offset).toBe(6 * MB);
    expect(Number(head.headers.get('upload-length'))).toBe(bytes.length);

    const rest = await tus.patch(location, offset, bytes.subarray(offset));
    expect(rest.status).toBe(204);
    expect(Number(rest.headers.get('upload-offset'))).toBe(bytes.length);

    const info = await infoOf(me.call, path);
    expect(info.data).toMatchObject({ state: 'done', size: bytes.length, sha256: sha256(bytes), name: '巡检录像.mp4' });
    const download = await me.call.get(info.data.url);
    expect(download.statusCode).toBe(200);
    expect(sha256(download.rawPayload)).toBe(sha256(bytes));
  });

  it('answers 409 to a PATCH at the wrong Upload-Offset and keeps the bytes it has', async () => {
    const me = await signedIn(t, 'hdny');
    const bytes = mp4Bytes(2 * MB);
    const grant = await grantFor(me.call, [video(bytes)]);
    const tus = tusClient(base, me.cookie);
    const location =
      (await tus.create(grant.files[0]?.path_name ?? '', bytes.length, grant.tmp_keys.sessionToken)).headers.get(
        'location',
      ) ?? '';
    expect((await tus.patch(location, 0, bytes.subarray(0, MB))).status).toBe(204);

    expect((await tus.patch(location, 123, bytes.subarray(123))).status).toBe(409);
    expect((await tus.patch(location, 0, bytes)).status).toBe(409);
    expect(Number((await tus.head(location)).headers.get('upload-offset'))).toBe(MB);
  });

  it('answers 413 to bytes beyond Upload-Length and to a length beyond the grant', async () => {
    const me = await signedIn(t, 'hdny');
    const bytes = mp4Bytes(MB);
    const grant = await grantFor(me.call, [video(bytes)]);
    const path = grant.files[0]?.path_name ?? '';
    const tus = tusClient(base, me.cookie);

    expect((await tus.create(path, bytes.length + 1, grant.tmp_keys.sessionToken)).status).toBe(413);
    const created = await tus.create(path, bytes.length, grant.tmp_keys.sessionToken);
    expect(created.status).toBe(201);
    const location = created.headers.get('location') ?? '';
    expect((await tus.patch(location, 0, Buffer.concat([bytes, Buffer.alloc(10)]))).status).toBe(413);
    expect(Number((await tus.head(location)).headers.get('upload-offset'))).toBe(0);
  });

  it('resumes after the server is killed in the middle of a PATCH', async () => {
    const me = await signedIn(t, 'hdny');
    const bytes = mp4Bytes(16 * MB);
    const grant = await grantFor(me.call, [video(bytes)]);
    const path = grant.files[0]?.path_name ?? '';

    // A second server on the same database and store; it dies while the first 10 MB are arriving.
    const doomed = await buildApp({ db: t.db, files: store.deps });
    const doomedBase = await doomed.listen({ host: '127.0.0.1', port: 0 });
    const location =
      (await tusClient(doomedBase, me.cookie).create(path, bytes.length, grant.tmp_keys.sessionToken)).headers.get(
        'location',
      ) ?? '';
    await killDuringPatch(doomed, doomedBase, location, me.cookie, bytes.subarray(0, 10 * MB));

    const tus = tusClient(base, me.cookie);
    const head = await tus.head(location);
    expect(head.status).toBe(200);
    const offset = Number(head.headers.get('upload-offset'));
    expect(offset).toBeGreaterThanOrEqual(0);
    expect(offset).toBeLessThan(10 * MB);
    expect((await tus.patch(location, offset, bytes.subarray(offset))).status).toBe(204);

    const info = await infoOf(me.call, path);
    expect(info.data.state).toBe('done');
    expect(sha256((await me.call.get(info.data.url)).rawPayload)).toBe(sha256(bytes));
  });

  it('keeps an upload whole when two PATCHes race for it', async () => {
    const me = await signedIn(t, 'hdny');
    const one = mp4Bytes(4 * MB);
    const other = mp4Bytes(4 * MB);
    const grant = await grantFor(me.call, [video(one)]);
    const path = grant.files[0]?.path_name ?? '';
    const tus = tusClient(base, me.cookie);
    const location = (await tus.create(path, one.length, grant.tmp_keys.sessionToken)).headers.get('location') ?? '';

    await Promise.allSettled([tus.patch(location, 0, one), tus.patch(location, 0, other)]);
    const offset = Number((await tus.head(location)).headers.get('upload-offset'));
    if (offset < one.length) {
      // The lock let one writer go and stopped the other; finish with the bytes of neither mixed in.
      const [row] = await t.db.select().from(files).where(eq(files.id, path));
      expect(row?.state).toBe('uploading');
      return;
    }
    const info = await infoOf(me.call, path);
    expect([sha256(one), sha256(other)]).toContain(info.data.sha256);
    expect(sha256((await me.call.get(info.data.url)).rawPayload)).toBe(info.data.sha256);
  });

  it('keeps image copies in the store and deletes a file with all its copies', async () => {
    const me = await signedIn(t, 'hdny');
    const bytes = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#1F6FB2' } })
      .jpeg()
      .toBuffer();
    const photo = { name: '检验现场.jpg', type: 'image/jpeg', purpose: 'library' as const };
    const { path, status } = await uploadWhole(base, me.cookie, me.call, { ...photo, bytes });
    expect(status, logged.join('\n')).toBe(204);
    const info = await infoOf(me.call, path);
    const thumb = await me.call.get(info.data.thumbUrl ?? '');
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(320);
    expect(await store.storage.size(`${path}.zip`)).toBeGreaterThan(0);

    expect(await store.storage.size(uploadRecordKey(kind, path))).not.toBeNull();
    expect((await me.call(FileCalls.delete, { query: { path } })).json().code).toBe(Code.Success);
    for (const key of [path, `${path}.zip`, `${path}.thumb`, uploadRecordKey(kind, path)]) {
      expect(await store.storage.size(key), key).toBeNull();
    }
  });

  it('keeps another member of the same owner away from my upload in progress', async () => {
    const me = await signedIn(t, 'hdny');
    const colleague = await signedIn(t, 'hdny');
    const bytes = mp4Bytes(MB);
    const grant = await grantFor(me.call, [video(bytes)]);
    const mine = tusClient(base, me.cookie);
    const location =
      (await mine.create(grant.files[0]?.path_name ?? '', bytes.length, grant.tmp_keys.sessionToken)).headers.get(
        'location',
      ) ?? '';
    expect((await mine.patch(location, 0, bytes.subarray(0, 1000))).status).toBe(204);

    const theirs = tusClient(base, colleague.cookie);
    expect((await theirs.head(location)).status).toBe(404);
    expect((await theirs.patch(location, 1000, bytes.subarray(1000))).status).toBe(404);
    expect((await theirs.remove(location)).status).toBe(404);
    expect(Number((await mine.head(location)).headers.get('upload-offset'))).toBe(1000);
  });

  it('takes no PATCH or DELETE on a finished upload, and HEAD still says it is complete', async () => {
    const me = await signedIn(t, 'hdny');
    const bytes = mp4Bytes(MB);
    const { path } = await uploadWhole(base, me.cookie, me.call, { ...video(bytes), bytes });
    const [before] = await t.db.select().from(files).where(eq(files.id, path));
    const tus = tusClient(base, me.cookie);
    const location = tus.url(path);

    expect((await tus.patch(location, bytes.length, Buffer.alloc(0))).status).toBe(404);
    expect((await tus.remove(location)).status).toBe(404);
    const head = await tus.head(location);
    expect(head.status).toBe(200);
    expect(Number(head.headers.get('upload-offset'))).toBe(bytes.length);
    const [after] = await t.db.select().from(files).where(eq(files.id, path));
    expect(after?.completedAt).toEqual(before?.completedAt);
  });

  it('finishes on the next HEAD an upload whose finishing step was cut off', async () => {
    const me = await signedIn(t, 'hdny');
    const bytes = mp4Bytes(MB);
    const { path } = await uploadWhole(base, me.cookie, me.call, { ...video(bytes), bytes });
    // As a crash between the last byte and the finish leaves it (after the start-up hand-back).
    await t.db.update(files).set({ state: 'finishing', sha256: null }).where(eq(files.id, path));
    await reopenInterruptedFinishes(t.db);
    expect((await infoOf(me.call, path)).data.state).toBe('uploading');

    const head = await tusClient(base, me.cookie).head(tusClient(base, me.cookie).url(path));
    expect(head.status).toBe(200);
    expect((await infoOf(me.call, path)).data).toMatchObject({ state: 'done', sha256: sha256(bytes) });
  });

  it('gives another owner’s user nothing: upload URL, info and download', async () => {
    const me = await signedIn(t, 'hdny');
    const stranger = await signedIn(t, 'xnsd');
    const bytes = mp4Bytes(MB);
    const { path, status } = await uploadWhole(base, me.cookie, me.call, { ...video(bytes), bytes });
    expect(status).toBe(204);
    const grant = await grantFor(me.call, [video(bytes)]);
    const pending = grant.files[0]?.path_name ?? '';

    const theirs = tusClient(base, stranger.cookie);
    expect((await theirs.create(pending, bytes.length, grant.tmp_keys.sessionToken)).status).toBe(404);
    expect((await theirs.head(theirs.url(path))).status).toBe(404);
    expect((await theirs.patch(theirs.url(path), 0, bytes)).status).toBe(404);
    expect((await theirs.head(theirs.url('..%2F..%2Fetc%2Fpasswd'))).status).toBe(404);
    expect((await infoOf(stranger.call, path)).code).toBe(Code.NotFound);
    const download = await stranger.call.get(`/api/files/download?path=${path}&name=x.mp4`);
    expect(download.json().code).toBe(Code.NotFound);
    const [row] = await t.db.select().from(files).where(eq(files.id, pending));
    expect(row?.state).toBe('pending');
  });
});

/** Starts a PATCH, lets part of the body through, then closes the server under it. */
async function killDuringPatch(app: FastifyInstance, base: string, location: string, cookie: string, body: Buffer) {
  const url = new URL(location, base);
  const req = request(url, {
    method: 'PATCH',
    headers: {
      cookie,
      'tus-resumable': '1.0.0',
      'x-requested-with': 'XMLHttpRequest',
      'upload-offset': '0',
      'content-type': 'application/offset+octet-stream',
      'content-length': String(body.length),
    },
  });
  req.on('error', () => undefined);
  req.write(body.subarray(0, body.length / 2));
  await new Promise((resolve) => setTimeout(resolve, 300));
  app.server.closeAllConnections();
  await app.close();
  req.destroy();
}
