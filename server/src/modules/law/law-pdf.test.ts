import { Code, FileCalls, Law, LawCalls } from '@app/contract';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastAudit, signedIn, withRevoked } from '../../../test/admin.js';
import { useTestApp } from '../../../test/app.js';
import { envelope, expectFieldErrors } from '../../../test/http.js';
import { files } from '../files/file.table.js';
import { infoOf, scratchStorage, uploadPdf } from '../files/files.test-support.js';
import { sweepAbandonedUploads, UNCLAIMED_MS } from '../files/upload-sweep.js';
import { laws } from './law.table.js';
import { lawKit } from './law.test-support.js';

const store = scratchStorage();
const t = useTestApp({
  files: { storage: store.storage, zipQuality: 80, converter: { program: 'soffice', timeoutMs: 120_000 } },
});
// Uploads go through tus over real HTTP, which app.inject() does not stream.
let base = '';
beforeAll(async () => {
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => store.remove());

const { lawBody, lawCount, createLaw } = lawKit(t);

type Member = Awaited<ReturnType<typeof signedIn>>;
/** A finished upload of the member's, a law's PDF unless said otherwise. */
const upload = (member: Member, purpose: 'law' | 'document' = 'law', name = '电力变压器 第1部分.pdf') =>
  uploadPdf(base, member, purpose, name);

const download = (member: Member, path: string) => member.call.get(`/api/files/download?path=${path}&name=x.pdf`);
const viewOf = async (member: Member, id: number) => envelope<Law>(await member.call(LawCalls.view, { query: { id } }));
const fileRow = async (path: string) => (await t.db.select().from(files).where(eq(files.id, path)))[0];
const lawRow = async (id: number) => (await t.db.select().from(laws).where(eq(laws.id, id)))[0];

describe("a law's PDF", () => {
  it('is attached, read back and downloaded by every reader, replaced by another and detached', async () => {
    const admin = await signedIn(t, 'hdny');
    const first = await upload(admin);
    const law = await createLaw(admin.call, { file_id: first.path, content: '' });
    Law.strict().parse(law);
    expect(law.file).toEqual({ id: first.path, name: '电力变压器 第1部分.pdf', size: first.bytes.length });
    expect((await lastAudit(t.db, 'laws', law.id))?.changes.file_id?.after).toBe(first.path);

    for (const role of ['manager', 'wtf', 'staff'] as const) {
      const reader = await signedIn(t, 'hdny', role);
      expect((await viewOf(reader, law.id)).data.file?.id, role).toBe(first.path);
      expect((await download(reader, first.path)).rawPayload.equals(first.bytes), role).toBe(true);
      // Read, not changed: the file goes only through its law's form.
      expect(envelope(await reader.call(FileCalls.delete, { query: { path: first.path } })).code, role).toBe(
        Code.NotFound,
      );
    }
    expect(envelope(await admin.call(FileCalls.delete, { query: { path: first.path } })).code).toBe(Code.NotFound);
    expect(await fileRow(first.path)).toBeDefined();

    // Another administrator saves the law with the file it has, though he did not upload it.
    const colleague = await signedIn(t, 'hdny');
    const kept = envelope<Law>(
      await colleague.call(LawCalls.update, {
        query: { id: law.id },
        body: lawBody({ code: law.code, file_id: first.path }),
      }),
    );
    expect(kept.code, kept.msg).toBe(Code.Success);
    expect(kept.data.file?.id).toBe(first.path);

    const second = await upload(admin, 'law', '替代版本.pdf');
    const replaced = envelope<Law>(
      await admin.call(LawCalls.update, {
        query: { id: law.id },
        body: lawBody({ code: law.code, file_id: second.path }),
      }),
    );
    expect(replaced.code, replaced.msg).toBe(Code.Success);
    expect(replaced.data.file).toEqual({ id: second.path, name: '替代版本.pdf', size: second.bytes.length });
    expect((await lastAudit(t.db, 'laws', law.id))?.changes.file_id).toEqual({
      before: first.path,
      after: second.path,
    });
    // The old file is its uploader's alone again; the readers of the law no longer reach it.
    const inspector = await signedIn(t, 'hdny', 'staff');
    expect((await infoOf(inspector.call, first.path)).code).toBe(Code.NotFound);
    expect((await infoOf(admin.call, first.path)).code).toBe(Code.Success);
    expect((await download(inspector, second.path)).rawPayload.equals(second.bytes)).toBe(true);

    const detached = envelope<Law>(
      await admin.call(LawCalls.update, { query: { id: law.id }, body: lawBody({ code: law.code, file_id: null }) }),
    );
    expect(detached.data.file).toBeNull();
    expect((await viewOf(inspector, law.id)).data.file).toBeNull();
    expect((await infoOf(inspector.call, second.path)).code).toBe(Code.NotFound);
    expect((await lastAudit(t.db, 'laws', law.id))?.changes.file_id).toEqual({ before: second.path, after: null });
  });

  it("refuses another's, another owner's, unfinished, non-PDF or taken files and bad ids, changing nothing", async () => {
    const admin = await signedIn(t, 'hdny');
    const law = await createLaw(admin.call, { title: '未附文件的标准' });
    const before = await lawCount();
    const refused = async (fileId: unknown) => {
      expectFieldErrors(await admin.call(LawCalls.create, { body: lawBody({ file_id: fileId }) }), ['file_id']);
      expectFieldErrors(
        await admin.call(LawCalls.update, {
          query: { id: law.id },
          body: lawBody({ code: law.code, file_id: fileId }),
        }),
        ['file_id'],
      );
    };

    const stranger = await signedIn(t, 'xnsd');
    await refused((await upload(stranger)).path);
    await refused((await upload(await signedIn(t, 'hdny'))).path);
    // A PDF uploaded for another purpose (a project's document), and rows that are not finished PDFs.
    await refused((await upload(admin, 'document')).path);
    const ownerId = (await lawRow(law.id))?.ownerId ?? 0;
    const row = async (fields: { type?: string; state?: 'done' | 'pending' }) => {
      const [inserted] = await t.db
        .insert(files)
        .values({
          ownerId,
          uploaderId: admin.user.id,
          purpose: 'law',
          name: '伪装.pdf',
          size: 10,
          type: fields.type ?? 'application/pdf',
          state: fields.state ?? 'done',
        })
        .returning({ id: files.id });
      return inserted?.id ?? '';
    };
    await refused(await row({ type: 'image/png' }));
    await refused(await row({ state: 'pending' }));
    await refused('00000000-0000-4000-8000-000000000000');
    // The upload refuses a picture declared for a law at once.
    expectFieldErrors(
      await admin.call(FileCalls.grant, {
        body: {
          files: [{ name: '照片.jpg', type: 'image/jpeg', size: 100, purpose: 'law' }],
        },
      }),
      ['files.0.type'],
    );
    // One law per file.
    const taken = await upload(admin);
    const holder = await createLaw(admin.call, { file_id: taken.path });
    expectFieldErrors(
      await admin.call(LawCalls.create, { body: lawBody({ file_id: taken.path }) }),
      ['file_id'],
      '所选文件不存在、不是本人上传完成的 PDF，或已附在其他法规上',
    );
    expectFieldErrors(
      await admin.call(LawCalls.update, {
        query: { id: law.id },
        body: lawBody({ code: law.code, file_id: taken.path }),
      }),
      ['file_id'],
    );
    for (const bad of ['x', 12, '../etc/passwd', 'A0000000-0000-4000-8000-000000000000', 'a\u0000b']) {
      await refused(bad);
    }

    expect(await lawCount()).toBe(before + 1);
    expect(await lawRow(law.id)).toMatchObject({ title: '未附文件的标准', fileId: null });
    expect((await lawRow(holder.id))?.fileId).toBe(taken.path);
  });

  it("keeps another owner's law and its PDF out of reach", async () => {
    const admin = await signedIn(t, 'hdny');
    const { path } = await upload(admin);
    const law = await createLaw(admin.call, { file_id: path });
    const stranger = await signedIn(t, 'xnsd');
    expect((await viewOf(stranger, law.id)).code).toBe(Code.NotFound);
    expect((await infoOf(stranger.call, path)).code).toBe(Code.NotFound);
    expect(envelope(await download(stranger, path)).code).toBe(Code.NotFound);
    expect(envelope(await stranger.call(FileCalls.delete, { query: { path } })).code).toBe(Code.NotFound);
    // Nor does their own law take it.
    expectFieldErrors(await stranger.call(LawCalls.create, { body: lawBody({ file_id: path }) }), ['file_id']);
    expect((await lawRow(law.id))?.fileId).toBe(path);
    expect(await fileRow(path)).toBeDefined();
  });

  it('needs the law page to be read: a member without its index right reaches neither', async () => {
    const admin = await signedIn(t, 'hdny');
    const { path, bytes } = await upload(admin);
    const law = await createLaw(admin.call, { file_id: path });
    const inspector = await signedIn(t, 'hdny', 'staff');
    await withRevoked(
      t.db,
      { ownerKey: 'hdny', role: 'staff', pageKey: 'knowledge-law', action: 'index' },
      async () => {
        expect((await viewOf(inspector, law.id)).code).toBe(Code.NoPermission);
        expect((await infoOf(inspector.call, path)).code).toBe(Code.NotFound);
      },
    );
    expect((await download(inspector, path)).rawPayload.equals(bytes)).toBe(true);
  });

  it('is swept a day after no law holds it; attached ones stay', async () => {
    const admin = await signedIn(t, 'hdny');
    const stray = await upload(admin);
    const attached = await upload(admin);
    const letGo = await upload(admin);
    await createLaw(admin.call, { file_id: attached.path });
    const law = await createLaw(admin.call, { file_id: letGo.path });
    await admin.call(LawCalls.update, { query: { id: law.id }, body: lawBody({ code: law.code, file_id: null }) });
    const longAgo = new Date(Date.now() - UNCLAIMED_MS - 60_000);
    const paths = [stray.path, attached.path, letGo.path];
    await t.db.update(files).set({ createdAt: longAgo }).where(inArray(files.id, paths));

    await sweepAbandonedUploads(t.db, store.storage);

    const left = await t.db.select({ id: files.id }).from(files).where(inArray(files.id, paths));
    expect(left.map((row) => row.id)).toEqual([attached.path]);
  });
});
