import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Code, type Envelope, FileCalls, MAX_UPLOAD_BYTES, type UploadGrant } from '@app/contract';
import { count, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, withRevoked } from '../../../test/admin.js';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { ownerByKey } from '../../../test/factories.js';
import { callApi, envelope, expectFieldErrors } from '../../../test/http.js';
import { files, uploadGrants } from './file.table.js';
import { grantFor, infoOf, openTestStore, type TestStore, tusClient, uploadWhole } from './files.test-support.js';
import { MAX_UNFINISHED_UPLOADS } from './grant.service.js';
import { sweepAbandonedUploads } from './upload-sweep.js';

let store: TestStore;
let t: TestApp;
let base: string;
beforeAll(async () => {
  store = await openTestStore('local');
  t = await buildTestApp({ files: store.deps });
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await t?.close();
  await store?.close();
});

const fileCount = async () => (await t.db.select({ n: count() }).from(files))[0]?.n;
const pdf = (size = 1000) => ({ name: '整改通知.pdf', type: 'application/pdf', purpose: 'library' as const, size });

describe('POST /api/files/grant', () => {
  it('answers SPEC §3 upload credentials: a token for 900 s and a server-chosen path per file', async () => {
    const me = await signedIn(t, 'hdny');
    const before = Date.now();
    const grant = await grantFor(me.call, [pdf(), { ...pdf(), name: '../../etc/passwd.pdf' }]);

    expect(grant.tmp_keys.sessionToken.length).toBeGreaterThanOrEqual(40);
    expect(grant.tmp_keys.expiredTime * 1000).toBeGreaterThanOrEqual(before + 899_000);
    expect(grant.tmp_keys.expiredTime * 1000).toBeLessThanOrEqual(Date.now() + 900_000);
    expect(grant.files).toHaveLength(2);
    for (const file of grant.files) {
      expect(file.path_name).toMatch(/^[0-9a-f-]{36}$/);
      expect(file).toMatchObject({ bucket: 'local', region: 'local' });
      expect(file.url).toBe(`/api/files/download?path=${file.path_name}&name=${encodeURIComponent(file.name)}`);
    }
    // A name is only a label: its slashes never reach a path.
    expect(grant.files[1]?.name).toBe('.._.._etc_passwd.pdf');
    const [row] = await t.db.select().from(uploadGrants).where(eq(uploadGrants.id, grant.tmp_keys.tmpSecretId));
    expect(row?.tokenHash).not.toContain(grant.tmp_keys.sessionToken);
  });

  it("refuses an empty list with 'files is null' and writes nothing", async () => {
    const me = await signedIn(t, 'hdny');
    const before = await fileCount();
    const res = await me.call(FileCalls.grant, { body: { files: [] } });
    expectFieldErrors(res, ['files'], '文件列表为空（files is null）');
    expect(envelope(res).msg).toContain('files is null');
    expect((await me.call(FileCalls.grant, { body: {} })).json().code).toBe(Code.FieldErrors);
    expect(await fileCount()).toBe(before);
  });

  it('checks every file against its purpose and writes nothing unless all pass', async () => {
    const me = await signedIn(t, 'hdny');
    const before = await fileCount();
    const res = await me.call(FileCalls.grant, {
      body: {
        files: [
          pdf(),
          { ...pdf(), name: '..' },
          { name: 'a.pdf', type: 'application/pdf', purpose: 'avatar', size: 10 },
          { ...pdf(), name: '报告.exe' },
          { ...pdf(), size: MAX_UPLOAD_BYTES + 1 },
          { name: '头像.png', type: 'image/png', purpose: 'avatar', size: 6 * 1024 * 1024 },
        ],
      },
    });
    expectFieldErrors(res, ['files.1.name', 'files.2.type', 'files.3.name', 'files.4.size', 'files.5.size']);
    expect(envelope(res).errdata?.['files.0.name']).toBeUndefined();
    expect(await fileCount()).toBe(before);
  });

  it('needs the library create right for library files, and the owner settings right for logos', async () => {
    const me = await signedIn(t, 'hdny', 'staff');
    expect((await me.call(FileCalls.grant, { body: { files: [pdf()] } })).json().code).toBe(Code.NoPermission);
    const logo = { name: 'logo.png', type: 'image/png', purpose: 'logo', size: 10 };
    expect((await me.call(FileCalls.grant, { body: { files: [logo] } })).json().code).toBe(Code.NoPermission);
    const avatar = { name: '头像.png', type: 'image/png', purpose: 'avatar', size: 10 };
    expect((await me.call(FileCalls.grant, { body: { files: [avatar] } })).json().code).toBe(Code.Success);

    const admin = await signedIn(t, 'hdny');
    await withRevoked(
      t.db,
      { ownerKey: 'hdny', role: 'admin', pageKey: 'project-data-library', action: 'create' },
      async () => {
        expect((await admin.call(FileCalls.grant, { body: { files: [pdf()] } })).json().code).toBe(Code.NoPermission);
      },
    );
  });

  it('answers -1 without a session', async () => {
    expect((await callApi(t.app, undefined, FileCalls.grant, { body: { files: [pdf()] } })).json().code).toBe(
      Code.NotLoggedIn,
    );
  });
});

describe('upload creation', () => {
  it('needs the grant’s own token, once, before it expires', async () => {
    const me = await signedIn(t, 'hdny');
    const other = await signedIn(t, 'hdny');
    const grant = await grantFor(me.call, [pdf(10), pdf(10)]);
    const [first, second] = grant.files.map((file) => file.path_name);
    const tus = tusClient(base, me.cookie);

    expect((await tus.create(first ?? '', 10, null)).status).toBe(404);
    expect((await tus.create(first ?? '', 10, 'not-the-token')).status).toBe(404);
    expect((await tusClient(base, other.cookie).create(first ?? '', 10, grant.tmp_keys.sessionToken)).status).toBe(404);
    expect((await tus.create(first ?? '', 10, grant.tmp_keys.sessionToken)).status).toBe(201);
    expect((await tus.create(first ?? '', 10, grant.tmp_keys.sessionToken)).status).toBe(404);

    await t.db
      .update(uploadGrants)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(uploadGrants.id, grant.tmp_keys.tmpSecretId));
    expect((await tus.create(second ?? '', 10, grant.tmp_keys.sessionToken)).status).toBe(404);
  });

  it('refuses content that is not of the declared type with 415 and keeps nothing', async () => {
    const me = await signedIn(t, 'hdny');
    const bytes = Buffer.from('<html><script>alert(1)</script></html>'.padEnd(2000, ' '));
    const { path, status } = await uploadWhole(base, me.cookie, me.call, { ...pdf(), bytes });
    expect(status).toBe(415);
    const [row] = await t.db.select().from(files).where(eq(files.id, path));
    expect(row?.state).toBe('rejected');
    expect(await store.storage.size(path)).toBeNull();
    expect((await me.call.get(`/api/files/download?path=${path}&name=x.pdf`)).json().code).toBe(Code.NotFound);
  });

  it('cancelling an upload (tus DELETE) removes its row and bytes', async () => {
    const me = await signedIn(t, 'hdny');
    const grant = await grantFor(me.call, [pdf(100)]);
    const path = grant.files[0]?.path_name ?? '';
    const tus = tusClient(base, me.cookie);
    const location = (await tus.create(path, 100, grant.tmp_keys.sessionToken)).headers.get('location') ?? '';
    expect((await tus.patch(location, 0, randomBytes(50))).status).toBe(204);
    expect((await tus.remove(location)).status).toBe(204);
    await expect.poll(async () => (await t.db.select().from(files).where(eq(files.id, path))).length).toBe(0);
  });

  it('makes a compressed copy and a thumbnail of an image, keeping the original', async () => {
    const me = await signedIn(t, 'hdny');
    const bytes = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#B0002E' } })
      .png()
      .toBuffer();
    const { path, status } = await uploadWhole(base, me.cookie, me.call, {
      name: '现场照片.png',
      type: 'image/png',
      purpose: 'library',
      bytes,
    });
    expect(status).toBe(204);
    const info = (await infoOf(me.call, path)).data;
    expect(info.zipUrl).toContain('variant=zip');
    expect(info.thumbUrl).toContain('variant=thumb');

    const zip = await me.call.get(info.zipUrl ?? '');
    expect(zip.headers['content-type']).toBe('image/webp');
    expect(zip.headers['content-disposition']).toContain(encodeURIComponent('现场照片.webp'));
    expect(zip.headers['content-security-policy']).toContain('sandbox');
    expect(await sharp(zip.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1920, height: 960 });
    const thumb = await me.call.get(info.thumbUrl ?? '');
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ width: 320, height: 160 });
    const original = await me.call.get(info.url);
    expect(original.rawPayload.equals(bytes)).toBe(true);
  });

  it('marks the grant answer type of the envelope', async () => {
    const me = await signedIn(t, 'hdny');
    const body = (await me.call(FileCalls.grant, { body: { files: [pdf()] } })).json<Envelope<UploadGrant>>();
    expect(Object.keys(body.data.tmp_keys).sort()).toEqual([
      'expiredTime',
      'sessionToken',
      'tmpSecretId',
      'tmpSecretKey',
    ]);
    expect(Object.keys(body.data.files[0] ?? {}).sort()).toEqual(['bucket', 'name', 'path_name', 'region', 'url']);
  });
});

describe('sweepAbandonedUploads', () => {
  it('lets go of month-old unfinished uploads, never-started files and expired grants; keeps the rest', async () => {
    const me = await signedIn(t, 'hdny');
    const grant = await grantFor(me.call, [pdf(100)]);
    const stale = grant.files[0]?.path_name ?? '';
    const never = (await grantFor(me.call, [pdf(100)])).files[0]?.path_name ?? '';
    const fresh = (await grantFor(me.call, [pdf(100)])).files[0]?.path_name ?? '';
    await t.db
      .update(files)
      .set({ createdAt: new Date(Date.now() - 16 * 60 * 1000) })
      .where(eq(files.id, never));
    const { path: kept } = await uploadWhole(base, me.cookie, me.call, {
      ...pdf(),
      bytes: Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(100)]),
    });
    const monthAgo = new Date(Date.now() - 31 * 24 * 60 * 60 * 1000);
    await t.db
      .update(files)
      .set({ createdAt: monthAgo })
      .where(inArray(files.id, [stale, kept]));
    await t.db.update(uploadGrants).set({ expiresAt: monthAgo }).where(eq(uploadGrants.id, grant.tmp_keys.tmpSecretId));

    // The tus file store's own record says the upload began a month ago too.
    const record = join(store.directory ?? '', `${kept}.json`);
    const info = JSON.parse(await readFile(record, 'utf8'));
    await writeFile(record, JSON.stringify({ ...info, creation_date: monthAgo.toISOString() }));

    await sweepAbandonedUploads(t.db, store.storage);

    expect(
      await t.db
        .select()
        .from(files)
        .where(inArray(files.id, [stale, never])),
    ).toEqual([]);
    expect(await t.db.select().from(files).where(eq(files.id, fresh))).toHaveLength(1);
    expect(await t.db.select().from(uploadGrants).where(eq(uploadGrants.id, grant.tmp_keys.tmpSecretId))).toEqual([]);
    expect((await infoOf(me.call, kept)).data.state).toBe('done');
    expect(await store.storage.size(kept)).toBeGreaterThan(0);
    expect((await me.call.get(`/api/files/download?path=${kept}&name=a.pdf`)).statusCode).toBe(200);
  });
});

describe('limits on uploads', () => {
  it('refuses a grant to a user with too many unfinished uploads', async () => {
    const me = await signedIn(t, 'hdny');
    const owner = await ownerByKey(t.db, 'hdny');
    await t.db.insert(files).values(
      Array.from({ length: MAX_UNFINISHED_UPLOADS }, () => ({
        ownerId: owner.id,
        uploaderId: me.user.id,
        purpose: 'library' as const,
        name: 'x.pdf',
        size: 10,
        type: 'application/pdf',
      })),
    );
    const before = await fileCount();
    const res = envelope(await me.call(FileCalls.grant, { body: { files: [pdf()] } }));
    expect(res).toMatchObject({ code: Code.Warning, msg: '您未完成的上传过多，请先完成或取消部分上传' });
    expect(await fileCount()).toBe(before);
    const other = await signedIn(t, 'hdny');
    expect(envelope(await other.call(FileCalls.grant, { body: { files: [pdf()] } })).code).toBe(Code.Success);
  });

  it('refuses tus calls without the CSRF header, and a second creation of one file', async () => {
    const me = await signedIn(t, 'hdny');
    const grant = await grantFor(me.call, [pdf(10)]);
    const path = grant.files[0]?.path_name ?? '';
    const forged = await fetch(`${base}/api/files/tus`, {
      method: 'POST',
      headers: {
        cookie: me.cookie,
        'tus-resumable': '1.0.0',
        'upload-length': '10',
        'upload-metadata': `path ${Buffer.from(path).toString('base64')}`,
        'upload-token': grant.tmp_keys.sessionToken,
      },
    });
    expect(forged.status).toBe(403);

    const tus = tusClient(base, me.cookie);
    const [first, second] = await Promise.all([
      tus.create(path, 10, grant.tmp_keys.sessionToken),
      tus.create(path, 10, grant.tmp_keys.sessionToken),
    ]);
    expect([first.status, second.status].sort()).toEqual([201, 404]);
  });
});
