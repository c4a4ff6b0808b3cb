import { Code, FileCalls, type FileInfo } from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../../../test/admin.js';
import { type TestApp, useTestApp } from '../../../../test/app.js';
import { envelope } from '../../../../test/http.js';
import { files } from '../file.table.js';
import { failInterruptedConversions } from './conversion.service.js';
import { conversionEnd, DOCX, infoOf, scratchStorage, storeFile, wordDocument } from './conversion.test-support.js';

const { storage, remove } = scratchStorage();
afterAll(remove);

const storeWord = async (t: TestApp) =>
  storeFile(t.db, storage, {
    ownerKey: 'hdny',
    username: 'admin',
    name: '检验报告.docx',
    type: DOCX,
    bytes: await wordDocument('检验报告已经审核通过。'),
  });

describe('a server without LibreOffice', () => {
  const t = useTestApp({
    files: { storage, zipQuality: 80, converter: { program: '/nonexistent/soffice', timeoutMs: 60_000 } },
  });

  it('says so and leaves the document as it was', async () => {
    const { call } = await signedIn(t, 'hdny');
    const file = await storeWord(t);
    const zh = envelope(await call(FileCalls.changePdf, { body: { source_address: [file.id] } }));
    expect(zh).toMatchObject({ code: Code.Error, msg: '服务器未安装 LibreOffice，无法转换为 PDF', data: null });
    const en = envelope(
      await call(FileCalls.changePdf, { body: { source_address: [file.id] }, headers: { 'accept-language': 'en' } }),
    );
    expect(en.msg).toBe('LibreOffice is not installed on the server, so documents cannot be converted to PDF');
    expect(await infoOf(call, file.id)).toMatchObject({ conversion: 'none', conversionReason: null, pdfUrl: null });
  });
});

describe('a conversion over its time limit', () => {
  const t = useTestApp({
    files: { storage, zipQuality: 80, converter: { program: 'soffice', timeoutMs: 50 } },
  });

  it('is stopped and marked failed with the reason', { timeout: 60_000 }, async () => {
    const { call } = await signedIn(t, 'hdny');
    const file = await storeWord(t);
    const body = envelope<FileInfo[]>(await call(FileCalls.changePdf, { body: { source_address: [file.id] } }));
    expect(body.code).toBe(Code.Success);

    const end = await conversionEnd(call, file.id);
    expect(end).toMatchObject({ conversion: 'failed', pdfUrl: null });
    expect(end.conversionReason).toMatch(/time limit of 50 ms/);
    const pdf = envelope(await call.get(`/api/files/download?path=${file.id}&name=a.pdf&variant=pdf`));
    expect(pdf.code).toBe(Code.NotFound);
  });
});

describe('a restart', () => {
  const t = useTestApp({ files: { storage, zipQuality: 80, converter: { program: 'soffice', timeoutMs: 60_000 } } });

  it('fails the conversions the stopped process left unfinished, and only those', async () => {
    const { call } = await signedIn(t, 'hdny');
    const [waiting, converting, converted] = await Promise.all([storeWord(t), storeWord(t), storeWord(t)]);
    await t.db.update(files).set({ conversion: 'waiting' }).where(eq(files.id, waiting.id));
    await t.db.update(files).set({ conversion: 'converting' }).where(eq(files.id, converting.id));
    await t.db.update(files).set({ conversion: 'done' }).where(eq(files.id, converted.id));

    await failInterruptedConversions(t.db);

    for (const file of [waiting, converting]) {
      expect(await infoOf(call, file.id)).toMatchObject({
        conversion: 'failed',
        conversionReason: 'the server restarted before the conversion finished',
      });
    }
    expect((await infoOf(call, converted.id)).conversion).toBe('done');
  });
});
