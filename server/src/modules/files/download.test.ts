import { randomBytes } from 'node:crypto';
import { Code, type Envelope, FileCalls, type FileInfo, type ListData } from '@app/contract';
import { Document, Packer, Paragraph } from 'docx';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastAudit, signedIn, withRevoked } from '../../../test/admin.js';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { api, envelope, expectFieldErrors } from '../../../test/http.js';
import { parseRange } from './download.js';
import { files } from './file.table.js';
import { infoOf, openTestStore, type TestStore, uploadWhole } from './files.test-support.js';

let store: TestStore;
let t: TestApp;
let base: string;
let owner: Awaited<ReturnType<typeof signedIn>>;
let pdfPath: string;
let pdfBytes: Buffer;

beforeAll(async () => {
  store = await openTestStore('local');
  t = await buildTestApp({ files: store.deps });
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  owner = await signedIn(t, 'hdny');
  pdfBytes = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(100_000)]);
  const upload = await uploadWhole(base, owner.cookie, owner.call, {
    name: '压力容器检验报告.pdf',
    type: 'application/pdf',
    purpose: 'library',
    bytes: pdfBytes,
  });
  expect(upload.status).toBe(204);
  pdfPath = upload.path;
});
afterAll(async () => {
  await t?.close();
  await store?.close();
});

const downloadOf = (path: string, name = '压力容器检验报告.pdf') =>
  `/api/files/download?path=${path}&name=${encodeURIComponent(name)}`;

describe('GET /api/files/download', () => {
  it('sends the stored bytes with the UTF-8 name, the stored type, nosniff, inline for a PDF', async () => {
    const res = await owner.call.get(downloadOf(pdfPath));
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(pdfBytes)).toBe(true);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers['content-disposition']).toBe(
      `inline; filename="________.pdf"; filename*=UTF-8''${encodeURIComponent('压力容器检验报告.pdf')}`,
    );
  });

  it('names the file from its row, whatever name the address carries', async () => {
    const res = await owner.call.get(`/api/files/download?path=${pdfPath}&name=evil.html`);
    expect(res.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('压力容器检验报告.pdf')}`,
    );
    expect(res.headers['content-disposition']).not.toContain('evil');
    expect(res.headers['content-type']).toBe('application/pdf');
  });

  it('saves office files as attachments and sandboxes what a browser would show', async () => {
    const docx = await new Promise<Buffer>((resolve) => {
      const document = new Document({ sections: [{ children: [new Paragraph('整改通知')] }] });
      void Packer.toBuffer(document).then(resolve);
    });
    const word = await uploadWhole(base, owner.cookie, owner.call, {
      name: '整改通知.docx',
      type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      purpose: 'library',
      bytes: docx,
    });
    expect(word.status).toBe(204);
    const res = await owner.call.get(`/api/files/download?path=${word.path}&name=x`);
    expect(res.headers['content-disposition']).toMatch(/^attachment; /);
    expect(res.headers['content-security-policy']).toContain('sandbox');
    expect((await owner.call.get(downloadOf(pdfPath))).headers['content-security-policy']).toBeUndefined();
  });

  it('answers a byte range with 206, a suffix range, and 416 past the end', async () => {
    const part = await owner.call.get(downloadOf(pdfPath), { range: 'bytes=100-199' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${pdfBytes.length}`);
    expect(part.rawPayload.equals(pdfBytes.subarray(100, 200))).toBe(true);

    const tail = await owner.call.get(downloadOf(pdfPath), { range: 'bytes=-10' });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(pdfBytes.subarray(pdfBytes.length - 10))).toBe(true);

    const open = await owner.call.get(downloadOf(pdfPath), { range: `bytes=${pdfBytes.length - 5}-` });
    expect(open.rawPayload.length).toBe(5);

    const beyond = await owner.call.get(downloadOf(pdfPath), { range: `bytes=${pdfBytes.length}-` });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${pdfBytes.length}`);
  });

  it('reads a range header the way RFC 9110 does', () => {
    expect(parseRange(undefined, 10)).toBe('whole');
    expect(parseRange('bytes=0-4,6-7', 10)).toBe('whole');
    expect(parseRange('bytes=2-', 10)).toEqual({ start: 2, end: 9 });
    expect(parseRange('bytes=2-100', 10)).toEqual({ start: 2, end: 9 });
    expect(parseRange('bytes=-3', 10)).toEqual({ start: 7, end: 9 });
    expect(parseRange('bytes=-0', 10)).toBeNull();
    expect(parseRange('bytes=5-2', 10)).toBeNull();
    expect(parseRange('bytes=10-', 10)).toBeNull();
  });

  it("says 'download needs a name and path' when either is missing", async () => {
    expectFieldErrors(await owner.call.get(`/api/files/download?path=${pdfPath}`), ['name'], '下载需要文件名和路径');
    const en = await owner.call.get('/api/files/download?name=a.pdf', { 'accept-language': 'en' });
    expectFieldErrors(en, ['path'], 'Download needs a name and a path');
  });

  it('answers not found for an unknown path, a missing copy, or a path that is no id', async () => {
    expect(envelope(await owner.call.get(downloadOf('8a3c0c0e-0000-4000-8000-000000000000'))).code).toBe(Code.NotFound);
    expect(envelope(await owner.call.get(`${downloadOf(pdfPath)}&variant=zip`)).code).toBe(Code.NotFound);
    expect(envelope(await owner.call.get(downloadOf('../../etc/passwd'))).code).toBe(Code.NotFound);
  });

  it('needs the library index right and a session; another owner’s user hears not found', async () => {
    const member = await signedIn(t, 'hdny');
    await withRevoked(
      t.db,
      { ownerKey: 'hdny', role: 'admin', pageKey: 'project-data-library', action: 'index' },
      async () => {
        expect(envelope(await member.call.get(downloadOf(pdfPath))).code).toBe(Code.NoPermission);
      },
    );
    const stranger = await signedIn(t, 'xnsd');
    expect(envelope(await stranger.call.get(downloadOf(pdfPath))).code).toBe(Code.NotFound);
    expect(envelope(await api(t.app).get(downloadOf(pdfPath))).code).toBe(Code.NotLoggedIn);
  });

  it("shows a record's photo to any member of its owner, with no page right, and to no one else", async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const inspector = await signedIn(t, 'hdny', 'staff');
    const upload = await uploadWhole(base, inspector.cookie, inspector.call, {
      name: '进度照片.png',
      type: 'image/png',
      purpose: 'photo',
      bytes: png,
    });
    expect(upload.status).toBe(204);
    const address = downloadOf(upload.path, '进度照片.png');
    const client = await signedIn(t, 'hdny', 'wtf');
    expect((await client.call.get(address)).statusCode).toBe(200);
    expect(envelope(await (await signedIn(t, 'xnsd')).call.get(address)).code).toBe(Code.NotFound);
  });
});

describe('the document library', () => {
  it('lists the owner’s finished library files, newest first, filtered by name', async () => {
    const list = envelope<ListData<FileInfo>>(await owner.call(FileCalls.library, { query: { 'per-page': 15 } }));
    expect(list.code).toBe(Code.Success);
    expect(list.data.result.map((file) => file.path)).toContain(pdfPath);
    const found = list.data.result.find((file) => file.path === pdfPath);
    expect(found).toMatchObject({
      name: '压力容器检验报告.pdf',
      size: pdfBytes.length,
      type: 'application/pdf',
      state: 'done',
    });
    expect(found?.uploader).toBe(owner.user.name);

    const filtered = envelope<ListData<FileInfo>>(
      await owner.call(FileCalls.library, { query: { 'filter[name]': '不存在的名字' } }),
    );
    expect(filtered.data.result).toEqual([]);
    expectFieldErrors(await owner.call(FileCalls.library, { query: { sort: 'uploader_id' } }), ['sort']);

    const stranger = await signedIn(t, 'xnsd');
    const theirs = envelope<ListData<FileInfo>>(await stranger.call(FileCalls.library));
    expect(theirs.data.result.map((file) => file.path)).not.toContain(pdfPath);
  });

  it('deletes a file with its bytes, audited; others cannot', async () => {
    const bytes = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(500)]);
    const { path } = await uploadWhole(base, owner.cookie, owner.call, {
      name: '待删除.pdf',
      type: 'application/pdf',
      purpose: 'library',
      bytes,
    });
    const stranger = await signedIn(t, 'xnsd');
    expect(envelope(await stranger.call(FileCalls.delete, { query: { path } })).code).toBe(Code.NotFound);
    const staff = await signedIn(t, 'hdny', 'staff');
    expect(envelope(await staff.call(FileCalls.delete, { query: { path } })).code).toBe(Code.NoPermission);
    expect((await infoOf(owner.call, path)).data.state).toBe('done');

    const res = await owner.call(FileCalls.delete, { query: { path } });
    expect(envelope(res)).toMatchObject({ code: Code.Success, msg: '文件已删除' });
    expect(await t.db.select().from(files).where(eq(files.id, path))).toEqual([]);
    expect(await store.storage.size(path)).toBeNull();
    expect(await lastAudit(t.db, 'files', path)).toMatchObject({ action: 'delete' });
    expect(envelope<Envelope<null>>(await owner.call(FileCalls.delete, { query: { path: 'nope' } })).code).toBe(
      Code.FieldErrors,
    );
  });
});
