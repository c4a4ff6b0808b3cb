import { Code, Law, LawCalls, LawRow } from '@app/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { lastAudit, signedIn, withRevoked } from '../../../test/admin.js';
import { useTestApp } from '../../../test/app.js';
import { callApi, envelope, expectFieldErrors } from '../../../test/http.js';
import { laws } from './law.table.js';
import { lawKit } from './law.test-support.js';

const t = useTestApp();
const { lawBody, lawCount, createLaw, list, search } = lawKit(t);

describe('the law library', () => {
  it('keeps laws: created, viewed, listed newest first, changed and deleted, audited', async () => {
    const { call } = await signedIn(t, 'hdny');
    const law = await createLaw(call, { code: 'GB/T 99999-2030', enable_date: '2030-01-01', content: '正文' });
    Law.strict().parse(law);
    expect((await lastAudit(t.db, 'laws', law.id))?.changes.code?.after).toBe('GB/T 99999-2030');

    const page = await list(call, { page: 1, 'per-page': 15 });
    for (const row of page.result) LawRow.strict().parse(row);
    expect(page.result[0]?.id).toBe(law.id);
    // The demo owner's library: GB/T 1094 and the others.
    expect(page.result.map((row) => row.code)).toContain('GB/T 1094.3-2017');
    expect(page.paging).toMatchObject({ page: 1, perPage: 15 });
    expect(page.paging.count).toBeGreaterThan(10);

    const viewed = envelope<Law>(await call(LawCalls.view, { query: { id: law.id } }));
    expect(viewed.data.content).toBe('正文');
    const updated = envelope<Law>(
      await call(LawCalls.update, {
        query: { id: law.id },
        body: lawBody({ code: law.code, title: '新标题', status: 'replaced', content: '修订后的正文' }),
      }),
    );
    expect(updated.data).toMatchObject({ title: '新标题', status: 'replaced', content: '修订后的正文' });
    expect((await lastAudit(t.db, 'laws', law.id))?.changes.status).toEqual({ before: 'current', after: 'replaced' });
    // The search follows the change.
    expect((await search(call, '修订后')).result.map((row) => row.id)).toEqual([law.id]);

    expect(envelope(await call(LawCalls.delete, { query: { id: law.id } })).msg).toBe('已删除');
    expect((await lastAudit(t.db, 'laws', law.id))?.action).toBe('delete');
    expect(envelope(await call(LawCalls.view, { query: { id: law.id } })).code).toBe(Code.NotFound);
  });

  it('refuses bad input and a code the owner uses, changing nothing', async () => {
    const { call } = await signedIn(t, 'hdny');
    const before = await lawCount();
    expectFieldErrors(
      await call(LawCalls.create, {
        body: lawBody({
          code: ' ',
          title: '',
          enable_date: '2024-02-30',
          status: 'lost',
          content: 'x'.repeat(100_001),
        }),
      }),
      ['code', 'title', 'enable_date', 'status', 'content'],
    );
    expectFieldErrors(
      await call(LawCalls.create, { body: lawBody({ code: 'GB 50150-2016' }) }),
      ['code'],
      '已有相同编号的法规标准',
    );
    expectFieldErrors(await call(LawCalls.create, { body: lawBody({ title: 'a\u0000b' }) }), ['title']);
    expectFieldErrors(await call(LawCalls.list, { query: { 'filter[q]': '绝'.repeat(201) } }), ['filter[q]']);
    expectFieldErrors(await call(LawCalls.list, { query: { 'filter[enable_date]': '2020-13-01|' } }), [
      'filter[enable_date]',
    ]);
    expectFieldErrors(await call(LawCalls.list, { query: { sort: 'title' } }), ['sort']);
    expectFieldErrors(await call(LawCalls.view, { query: { id: 'x' } }), ['id']);
    expect(await lawCount()).toBe(before);
  });

  it("keeps another owner's laws out of reach, changing nothing", async () => {
    const { call } = await signedIn(t, 'hdny');
    const law = await createLaw(call, { title: '华东专用标准', content: '专用条款' });
    const other = await signedIn(t, 'xnsd');
    for (const res of [
      await other.call(LawCalls.view, { query: { id: law.id } }),
      await other.call(LawCalls.update, { query: { id: law.id }, body: lawBody({ title: '改' }) }),
      await other.call(LawCalls.delete, { query: { id: law.id } }),
    ]) {
      expect(envelope(res).code).toBe(Code.NotFound);
    }
    const [kept] = await t.db.select().from(laws).where(eq(laws.id, law.id));
    expect(kept?.title).toBe('华东专用标准');
    expect((await search(other.call, '专用条款')).result).toEqual([]);
    expect((await list(other.call, { 'per-page': '-1' })).result.map((row) => row.id)).not.toContain(law.id);
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
        expect(envelope(await call(LawCalls.create, { body: lawBody() })).code).toBe(Code.NoPermission);
      },
    );
    for (const role of ['manager', 'wtf', 'staff'] as const) {
      const member = await signedIn(t, 'hdny', role);
      expect(
        (await search(member.call, '可读')).result.map((row) => row.id),
        role,
      ).toEqual([law.id]);
      expect(envelope(await member.call(LawCalls.view, { query: { id: law.id } })).code, role).toBe(Code.Success);
      for (const res of [
        await member.call(LawCalls.create, { body: lawBody() }),
        await member.call(LawCalls.update, { query: { id: law.id }, body: lawBody() }),
        await member.call(LawCalls.delete, { query: { id: law.id } }),
      ]) {
        expect(envelope(res).code, role).toBe(Code.NoPermission);
      }
    }
    expect(await lawCount()).toBe(before);
    expect(envelope(await callApi(t.app, undefined, LawCalls.list)).code).toBe(Code.NotLoggedIn);
  });
});
