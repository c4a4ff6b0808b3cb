import { Code, downloadUrl, FileCalls, type FileInfo } from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { signedIn, withRevoked } from '../../../../test/admin.js';
import { useTestApp } from '../../../../test/app.js';
import { callApi, envelope, expectFieldErrors } from '../../../../test/http.js';
import { files } from '../file.table.js';
import { LIBRARY_PAGE } from '../file-access.js';
import { MAX_CONVERTIBLE_BYTES } from './conversion.service.js';
import {
  conversionEnd,
  countingServer,
  DOCX,
  PNG,
  pdfText,
  scratchStorage,
  storeFile,
  wordDocument,
  wordWithLinkedPicture,
} from './conversion.test-support.js';

const SENTENCE = '检验报告已经审核通过。';
const { storage, remove } = scratchStorage();
const t = useTestApp({
  files: { storage, zipQuality: 80, converter: { program: 'soffice', timeoutMs: 60_000 } },
});
afterAll(remove);

const storeWord = async (bytes: Buffer, name = '检验报告.docx') =>
  storeFile(t.db, storage, { ownerKey: 'hdny', username: 'admin', name, type: DOCX, bytes });
const conversionOf = async (id: string) =>
  (await t.db.select({ conversion: files.conversion }).from(files).where(eq(files.id, id)))[0]?.conversion;

describe('POST /api/cos/change-pdf', () => {
  it('converts a Word document to a PDF that downloads with its text', { timeout: 120_000 }, async () => {
    const { call } = await signedIn(t, 'hdny');
    const file = await storeWord(await wordDocument(SENTENCE));

    const res = await call(FileCalls.changePdf, { body: { source_address: [downloadUrl(file.id, file.name)] } });
    const body = envelope<FileInfo[]>(res);
    expect(body.code).toBe(Code.Success);
    expect(body.data).toMatchObject([{ path: file.id, conversion: 'waiting', conversionReason: null, pdfUrl: null }]);

    const done = await conversionEnd(call, file.id);
    expect(done).toMatchObject({ conversion: 'done', conversionReason: null });
    expect(done.pdfUrl).toBe(downloadUrl(file.id, '检验报告.pdf', 'pdf'));
    const pdf = await call.get(done.pdfUrl ?? '');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdfText(pdf.rawPayload)).toContain(SENTENCE);

    // Asking again converts again; a full address with scheme and host names the same file.
    const again = await call(FileCalls.changePdf, {
      body: { source_address: [`https://example.com${downloadUrl(file.id, 'x')}`] },
    });
    expect(envelope<FileInfo[]>(again).data).toMatchObject([{ path: file.id, conversion: 'waiting', pdfUrl: null }]);
    expect((await conversionEnd(call, file.id)).conversion).toBe('done');
  });

  it('does not fetch a picture the document links to', { timeout: 120_000 }, async () => {
    const server = await countingServer();
    try {
      const { call } = await signedIn(t, 'hdny');
      const file = await storeWord(await wordWithLinkedPicture(SENTENCE, server.url));
      expect(envelope(await call(FileCalls.changePdf, { body: { source_address: [file.id] } })).code).toBe(
        Code.Success,
      );
      const done = await conversionEnd(call, file.id);
      expect(done.conversion).toBe('done');
      expect(server.requests()).toBe(0);
    } finally {
      await server.close();
    }
  });

  it('refuses an empty list or an address that names no file, and changes nothing', async () => {
    const { call } = await signedIn(t, 'hdny');
    const file = await storeWord(await wordDocument(SENTENCE));
    expectFieldErrors(await call(FileCalls.changePdf, { body: { source_address: [] } }), ['source_address']);
    expectFieldErrors(await call(FileCalls.changePdf, { body: {} }), ['source_address']);
    const bad = await call(FileCalls.changePdf, {
      body: { source_address: [file.id, '/api/files/download?name=a.docx'] },
    });
    expectFieldErrors(bad, ['source_address'], '文件地址无效');
    expect(await conversionOf(file.id)).toBe('none');
  });

  it('converts Word documents only', async () => {
    const { call } = await signedIn(t, 'hdny');
    const word = await storeWord(await wordDocument(SENTENCE));
    const png = await storeFile(t.db, storage, {
      ownerKey: 'hdny',
      username: 'admin',
      name: '现场.png',
      type: 'image/png',
      bytes: PNG,
    });
    const res = await call(FileCalls.changePdf, {
      body: { source_address: [word.id, png.id] },
      headers: { 'accept-language': 'en' },
    });
    expectFieldErrors(res, ['source_address'], 'Only Word documents (.doc, .docx) can be converted to PDF');
    expect(await conversionOf(word.id)).toBe('none');
    expect(await conversionOf(png.id)).toBe('none');
  });

  it('refuses a document over 100 MB', async () => {
    const { call } = await signedIn(t, 'hdny');
    const word = await storeWord(await wordDocument(SENTENCE));
    await t.db
      .update(files)
      .set({ size: MAX_CONVERTIBLE_BYTES + 1 })
      .where(eq(files.id, word.id));
    expectFieldErrors(
      await call(FileCalls.changePdf, { body: { source_address: [word.id] } }),
      ['source_address'],
      '超过 100 MB 的文档不能转换为 PDF',
    );
    expect(await conversionOf(word.id)).toBe('none');
  });

  it('refuses a document whose upload has not finished', async () => {
    const { call } = await signedIn(t, 'hdny');
    const file = await storeFile(t.db, storage, {
      ownerKey: 'hdny',
      username: 'admin',
      name: '未完成.docx',
      type: DOCX,
      bytes: await wordDocument(SENTENCE),
      state: 'uploading',
    });
    expectFieldErrors(await call(FileCalls.changePdf, { body: { source_address: [file.id] } }), ['source_address']);
    expect(await conversionOf(file.id)).toBe('none');
  });

  it("answers not found for another owner's document and leaves it alone", async () => {
    const file = await storeWord(await wordDocument(SENTENCE));
    const { call } = await signedIn(t, 'xnsd');
    const body = envelope(await call(FileCalls.changePdf, { body: { source_address: [file.id] } }));
    expect(body.code).toBe(Code.NotFound);
    expect(await conversionOf(file.id)).toBe('none');
  });

  it("needs the library's update right", async () => {
    const file = await storeWord(await wordDocument(SENTENCE));
    const { call } = await signedIn(t, 'hdny');
    await withRevoked(t.db, { ownerKey: 'hdny', role: 'admin', pageKey: LIBRARY_PAGE, action: 'update' }, async () => {
      const body = envelope(await call(FileCalls.changePdf, { body: { source_address: [file.id] } }));
      expect(body.code).toBe(Code.NoPermission);
    });
    expect(await conversionOf(file.id)).toBe('none');
  });

  it('needs a session', async () => {
    const file = await storeWord(await wordDocument(SENTENCE));
    expect(
      envelope(await callApi(t.app, undefined, FileCalls.changePdf, { body: { source_address: [file.id] } })).code,
    ).toBe(Code.NotLoggedIn);
    expect(await conversionOf(file.id)).toBe('none');
  });
});
