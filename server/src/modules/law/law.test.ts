import { randomBytes } from 'node:crypto';
import { Code, Law, type LawBody, LawRow, LIST_COUNT_CAP, type ListData } from '@app/contract';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastAudit, signedIn, withRevoked } from '../../../test/admin.js';
import { useTestApp } from '../../../test/app.js';
import { ownerByKey } from '../../../test/factories.js';
import { api, envelope, expectFieldErrors } from '../../../test/http.js';
import { files } from '../files/file.table.js';
import { infoOf, scratchStorage, uploadWhole } from '../files/files.test-support.js';
import { sweepAbandonedUploads, UNCLAIMED_MS } from '../files/upload-sweep.js';
import { insertLaws } from './law.service.js';
import { laws } from './law.table.js';

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

let serial = 0;
const lawBody = (fields: Partial<Record<keyof LawBody, unknown>> = {}) => ({
  code: `Q/TEST ${++serial}-2024`,
  title: '测试标准',
  issuer: '测试编制单位',
  enable_date: '2024-01-01',
  status: 'current',
  content: '',
  ...fields,
});
const lawCount = async () => (await t.db.select({ n: count() }).from(laws))[0]?.n ?? 0;
type Caller = Awaited<ReturnType<typeof signedIn>>['call'];

async function createLaw(call: Caller, fields: Partial<Record<keyof LawBody, unknown>> = {}) {
  const res = envelope<Law>(await call.post('/api/law/create', lawBody(fields)));
  expect(res.code, res.msg).toBe(Code.Success);
  return res.data;
}

const list = async (call: Caller, query: string) => {
  const res = envelope<ListData<LawRow>>(await call.get(`/api/law/index?${query}`));
  expect(res.code, res.msg).toBe(Code.Success);
  return res.data;
};
const search = (call: Caller, text: string) => list(call, `per-page=-1&filter[q]=${encodeURIComponent(text)}`);

describe('the law library', () => {
  it('keeps laws: created, viewed, listed newest first, changed and deleted, audited', async () => {
    const { call } = await signedIn(t, 'hdny');
    const law = await createLaw(call, { code: 'GB/T 99999-2030', enable_date: '2030-01-01', content: '正文' });
    Law.strict().parse(law);
    expect((await lastAudit(t.db, 'laws', law.id))?.changes.code?.after).toBe('GB/T 99999-2030');

    const page = await list(call, 'page=1&per-page=15');
    for (const row of page.result) LawRow.strict().parse(row);
    expect(page.result[0]?.id).toBe(law.id);
    // The demo owner's library: GB/T 1094 and the others.
    expect(page.result.map((row) => row.code)).toContain('GB/T 1094.3-2017');
    expect(page.paging).toMatchObject({ page: 1, perPage: 15 });
    expect(page.paging.count).toBeGreaterThan(10);

    const viewed = envelope<Law>(await call.get(`/api/law/view?id=${law.id}`));
    expect(viewed.data.content).toBe('正文');
    const updated = envelope<Law>(
      await call.post(
        `/api/law/update?id=${law.id}`,
        lawBody({ code: law.code, title: '新标题', status: 'replaced', content: '修订后的正文' }),
      ),
    );
    expect(updated.data).toMatchObject({ title: '新标题', status: 'replaced', content: '修订后的正文' });
    expect((await lastAudit(t.db, 'laws', law.id))?.changes.status).toEqual({ before: 'current', after: 'replaced' });
    // The search follows the change.
    expect((await search(call, '修订后')).result.map((row) => row.id)).toEqual([law.id]);

    expect(envelope(await call.post(`/api/law/delete?id=${law.id}`)).msg).toBe('已删除');
    expect((await lastAudit(t.db, 'laws', law.id))?.action).toBe('delete');
    expect(envelope(await call.get(`/api/law/view?id=${law.id}`)).code).toBe(Code.NotFound);
  });

  it('finds Chinese words inside the text and ranks title and code hits first', async () => {
    const { call } = await signedIn(t, 'xnsd');
    const inText = await createLaw(call, {
      title: '电站设备监造导则',
      content: '第五章 出厂试验\n主变压器应逐台进行外施耐压试验，套管及引线绝缘应满足设计要求。',
    });
    const inTitle = await createLaw(call, { title: '高压套管绝缘试验方法', content: '本标准适用于套管。' });
    const unrelated = await createLaw(call, { title: '碾压混凝土施工规范', content: '碾压层厚度宜为 30 cm。' });

    const insulation = (await search(call, '绝缘')).result;
    const ids = insulation.map((row) => row.id);
    expect(ids).toContain(inText.id);
    expect(ids.indexOf(inTitle.id)).toBeLessThan(ids.indexOf(inText.id));
    expect(ids).not.toContain(unrelated.id);
    // Every title hit comes before every row found only in its text.
    const titleHits = insulation.map((row) => row.title.includes('绝缘'));
    expect(titleHits).toEqual([...titleHits].sort((a, b) => Number(b) - Number(a)));

    // A word of three characters is a phrase: 变压器 is found, 压变器 is not.
    expect((await search(call, '变压器')).result.map((row) => row.id)).toEqual([inText.id]);
    expect((await search(call, '压变器')).result).toEqual([]);
    // Words separated by a space must all be there; a lone character is the start of a word.
    expect((await search(call, '外施耐压 引线绝缘')).result.map((row) => row.id)).toEqual([inText.id]);
    expect((await search(call, '碾')).result.map((row) => row.id)).toContain(unrelated.id);
    // Codes, by their words and digits, including the start of a number.
    expect((await search(call, 'GB/T 1546')).result.map((row) => row.code)).toEqual(['GB/T 15468-2020']);
    expect((await search(call, '，。')).result).toEqual([]);
  });

  it('ranks a search the count holds in full, and lists one matching more in the list order', async () => {
    const { call } = await signedIn(t, 'xnsd');
    // The word in the text of laws dated a day apart back from 2020, and in the title of one older law.
    const dated = (n: number) => new Date(Date.UTC(2020, 0, 1) - n * 86_400_000).toISOString().slice(0, 10);
    const inText = (n: number) => ({
      code: `Q/FD ${n}-2020`,
      title: '风电场运行规程',
      issuer: '',
      enable_date: dated(n),
      status: 'current' as const,
      content: '叶片应定期进行防雷检查。',
    });
    await insertLaws(
      t.db,
      (await ownerByKey(t.db, 'xnsd')).id,
      Array.from({ length: LIST_COUNT_CAP - 1 }, (_, n) => inText(n + 1)),
    );
    const titled = await createLaw(call, { title: '叶片防雷检查规程', enable_date: '1990-01-01', content: '' });
    const firstPage = () => list(call, `page=1&per-page=15&filter[q]=${encodeURIComponent('防雷')}`);

    // As many as the count holds: ranked, the title hit first though it is the oldest.
    const ranked = await firstPage();
    expect(ranked.paging).toMatchObject({ count: LIST_COUNT_CAP });
    expect(ranked.paging.countCapped).toBeUndefined();
    expect(ranked.result[0]?.id).toBe(titled.id);

    // One more: the newest first, as the list orders laws, and the title hit is far down.
    const newest = await createLaw(call, { title: '风电场运行规程', enable_date: '2020-01-01', content: '防雷' });
    const listed = await firstPage();
    expect(listed.paging).toMatchObject({ count: LIST_COUNT_CAP, countCapped: true });
    expect(listed.result.map((row) => row.enable_date)).toEqual([
      newest.enable_date,
      ...Array.from({ length: 14 }, (_, n) => dated(n + 1)),
    ]);
    expect(listed.result.map((row) => row.id)).not.toContain(titled.id);
  });

  it("turns a ranked search's pages in one order, kept for its sort, and ranks again after a change", async () => {
    const { call } = await signedIn(t, 'hdny');
    // Forty laws with the word, every seventh in its title; enable dates out of the ids' order.
    await insertLaws(
      t.db,
      (await ownerByKey(t.db, 'hdny')).id,
      Array.from({ length: 40 }, (_, n) => ({
        code: `Q/YJ ${n}-2021`,
        title: n % 7 === 0 ? '叶尖检查规程' : '风机运行规程',
        issuer: '',
        enable_date: `19${70 + ((n * 7) % 13)}-01-01`,
        status: 'current' as const,
        content: n % 7 === 0 ? '' : '叶尖应定期检查。',
      })),
    );
    const query = (sort: string) => `sort=${sort}&filter[q]=${encodeURIComponent('叶尖')}`;
    const ids = (rows: LawRow[]) => rows.map((row) => row.id);
    const pages = async (sort: string) => {
      const read = [];
      for (const page of [1, 2, 3]) read.push(...(await list(call, `page=${page}&per-page=15&${query(sort)}`)).result);
      return ids(read);
    };
    for (const sort of ['-enable_date', 'enable_date']) {
      const all = ids((await list(call, `per-page=-1&${query(sort)}`)).result);
      expect(all).toHaveLength(40);
      expect(await pages(sort)).toEqual(all);
    }
    // Ranks tie within the title hits and within the others: the sort orders them.
    expect(await pages('enable_date')).not.toEqual(await pages('-enable_date'));

    // A law saved through a request is in the next call's order.
    const added = await createLaw(call, { title: '叶尖防雷检查', enable_date: '1969-01-01' });
    const after = await pages('-enable_date');
    expect(after).toHaveLength(41);
    expect(after).toContain(added.id);
  });

  it('filters by status, issuing body, title and enable date', async () => {
    const { call } = await signedIn(t, 'hdny');
    const withdrawn = (await list(call, 'per-page=-1&filter[status]=withdrawn')).result;
    expect(withdrawn.map((row) => row.code)).toEqual(['JB/T 501-2006']);
    const energy = (await list(call, `per-page=-1&filter[issuer]=${encodeURIComponent('能源局')}`)).result;
    expect(energy.map((row) => row.code)).toEqual(['DL/T 5161.1-2018']);
    const titled = (await list(call, `per-page=-1&filter[title]=${encodeURIComponent('干式')}`)).result;
    expect(titled.map((row) => row.code)).toEqual(['GB/T 1094.11-2007']);
    const dated = (await list(call, 'per-page=-1&sort=enable_date&filter[enable_date]=2014-01-01|2016-12-31')).result;
    expect(dated.map((row) => row.enable_date)).toEqual(['2014-12-14', '2014-12-14', '2016-04-01', '2016-12-01']);
    const byCode = (await list(call, 'per-page=15&sort=code')).result.map((row) => row.code);
    expect(byCode.slice(0, 2)).toEqual(['DL/T 5161.1-2018', 'DL/T 596-1996']);
  });

  it('refuses bad input and a code the owner uses, changing nothing', async () => {
    const { call } = await signedIn(t, 'hdny');
    const before = await lawCount();
    expectFieldErrors(
      await call.post(
        '/api/law/create',
        lawBody({ code: ' ', title: '', enable_date: '2024-02-30', status: 'lost', content: 'x'.repeat(100_001) }),
      ),
      ['code', 'title', 'enable_date', 'status', 'content'],
    );
    expectFieldErrors(
      await call.post('/api/law/create', lawBody({ code: 'GB 50150-2016' })),
      ['code'],
      '已有相同编号的法规标准',
    );
    expectFieldErrors(await call.post('/api/law/create', lawBody({ title: 'a\u0000b' })), ['title']);
    expectFieldErrors(await call.get(`/api/law/index?filter[q]=${'绝'.repeat(201)}`), ['filter[q]']);
    expectFieldErrors(await call.get('/api/law/index?filter[enable_date]=2020-13-01|'), ['filter[enable_date]']);
    expectFieldErrors(await call.get('/api/law/index?sort=title'), ['sort']);
    expectFieldErrors(await call.get('/api/law/view?id=x'), ['id']);
    expect(await lawCount()).toBe(before);
  });

  it("keeps another owner's laws out of reach, changing nothing", async () => {
    const { call } = await signedIn(t, 'hdny');
    const law = await createLaw(call, { title: '华东专用标准', content: '专用条款' });
    const other = await signedIn(t, 'xnsd');
    for (const res of [
      await other.call.get(`/api/law/view?id=${law.id}`),
      await other.call.post(`/api/law/update?id=${law.id}`, lawBody({ title: '改' })),
      await other.call.post(`/api/law/delete?id=${law.id}`),
    ]) {
      expect(envelope(res).code).toBe(Code.NotFound);
    }
    const [kept] = await t.db.select().from(laws).where(eq(laws.id, law.id));
    expect(kept?.title).toBe('华东专用标准');
    expect((await search(other.call, '专用条款')).result).toEqual([]);
    expect((await list(other.call, 'per-page=-1')).result.map((row) => row.id)).not.toContain(law.id);
    // The same code is free in another owner.
    await createLaw(other.call, { code: law.code });
  });

  it("needs the page's actions and a session; the other roles read and search only", async () => {
    const { call } = await signedIn(t, 'hdny');
    const law = await createLaw(call, { content: '可读' });
    const before = await lawCount();
    await withRevoked(
      t.db,
      { ownerKey: 'hdny', role: 'admin', pageKey: 'knowledge-law', action: 'create' },
      async () => {
        expect(envelope(await call.post('/api/law/create', lawBody())).code).toBe(Code.NoPermission);
      },
    );
    for (const role of ['manager', 'wtf', 'staff'] as const) {
      const member = await signedIn(t, 'hdny', role);
      expect(
        (await search(member.call, '可读')).result.map((row) => row.id),
        role,
      ).toEqual([law.id]);
      expect(envelope(await member.call.get(`/api/law/view?id=${law.id}`)).code, role).toBe(Code.Success);
      for (const res of [
        await member.call.post('/api/law/create', lawBody()),
        await member.call.post(`/api/law/update?id=${law.id}`, lawBody()),
        await member.call.post(`/api/law/delete?id=${law.id}`),
      ]) {
        expect(envelope(res).code, role).toBe(Code.NoPermission);
      }
    }
    expect(await lawCount()).toBe(before);
    expect(envelope(await api(t.app).get('/api/law/index')).code).toBe(Code.NotLoggedIn);
  });
});

type Member = Awaited<ReturnType<typeof signedIn>>;
const pdfBytes = () => Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(2_000)]);

/** A finished upload of the member's, a law's PDF unless said otherwise. */
async function upload(member: Member, purpose: 'law' | 'document' = 'law', name = '电力变压器 第1部分.pdf') {
  const bytes = pdfBytes();
  const done = await uploadWhole(base, member.cookie, member.call, { name, type: 'application/pdf', purpose, bytes });
  expect(done.status).toBe(204);
  return { path: done.path, bytes };
}

const download = (member: Member, path: string) => member.call.get(`/api/files/download?path=${path}&name=x.pdf`);
const viewOf = async (member: Member, id: number) => envelope<Law>(await member.call.get(`/api/law/view?id=${id}`));
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
      expect(envelope(await reader.call.post(`/api/files/delete?path=${first.path}`)).code, role).toBe(Code.NotFound);
    }
    expect(envelope(await admin.call.post(`/api/files/delete?path=${first.path}`)).code).toBe(Code.NotFound);
    expect(await fileRow(first.path)).toBeDefined();

    // Another administrator saves the law with the file it has, though he did not upload it.
    const colleague = await signedIn(t, 'hdny');
    const kept = envelope<Law>(
      await colleague.call.post(`/api/law/update?id=${law.id}`, lawBody({ code: law.code, file_id: first.path })),
    );
    expect(kept.code, kept.msg).toBe(Code.Success);
    expect(kept.data.file?.id).toBe(first.path);

    const second = await upload(admin, 'law', '替代版本.pdf');
    const replaced = envelope<Law>(
      await admin.call.post(`/api/law/update?id=${law.id}`, lawBody({ code: law.code, file_id: second.path })),
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
      await admin.call.post(`/api/law/update?id=${law.id}`, lawBody({ code: law.code, file_id: null })),
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
      expectFieldErrors(await admin.call.post('/api/law/create', lawBody({ file_id: fileId })), ['file_id']);
      expectFieldErrors(
        await admin.call.post(`/api/law/update?id=${law.id}`, lawBody({ code: law.code, file_id: fileId })),
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
      await admin.call.post('/api/files/grant', {
        files: [{ name: '照片.jpg', type: 'image/jpeg', size: 100, purpose: 'law' }],
      }),
      ['files.0.type'],
    );
    // One law per file.
    const taken = await upload(admin);
    const holder = await createLaw(admin.call, { file_id: taken.path });
    expectFieldErrors(
      await admin.call.post('/api/law/create', lawBody({ file_id: taken.path })),
      ['file_id'],
      '所选文件不存在、不是本人上传完成的 PDF，或已附在其他法规上',
    );
    expectFieldErrors(
      await admin.call.post(`/api/law/update?id=${law.id}`, lawBody({ code: law.code, file_id: taken.path })),
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
    expect(envelope(await stranger.call.post(`/api/files/delete?path=${path}`)).code).toBe(Code.NotFound);
    // Nor does their own law take it.
    expectFieldErrors(await stranger.call.post('/api/law/create', lawBody({ file_id: path })), ['file_id']);
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
    await admin.call.post(`/api/law/update?id=${law.id}`, lawBody({ code: law.code, file_id: null }));
    const longAgo = new Date(Date.now() - UNCLAIMED_MS - 60_000);
    const paths = [stray.path, attached.path, letGo.path];
    await t.db.update(files).set({ createdAt: longAgo }).where(inArray(files.id, paths));

    await sweepAbandonedUploads(t.db, store.storage);

    const left = await t.db.select({ id: files.id }).from(files).where(inArray(files.id, paths));
    expect(left.map((row) => row.id)).toEqual([attached.path]);
  });
});
