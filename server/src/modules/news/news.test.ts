import { Code, type ListData, NewsCalls, NewsItem, NewsRow } from '@app/contract';
import { count, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { lastAudit, signedIn, withRevoked } from '../../../test/admin.js';
import { useTestApp } from '../../../test/app.js';
import { ownerByKey } from '../../../test/factories.js';
import { callApi, envelope, expectFieldErrors, type TestQuery } from '../../../test/http.js';
import { insertNews } from './news.service.js';
import { news } from './news.table.js';

const t = useTestApp();

const newsBody = (fields: Record<string, unknown> = {}) => ({
  title: '关于质量月活动的通知',
  body: '各单位：\n九月为质量月，请组织开展质量检查。',
  pinned: false,
  ...fields,
});
const newsCount = async () => (await t.db.select({ n: count() }).from(news))[0]?.n ?? 0;
type Caller = Awaited<ReturnType<typeof signedIn>>['call'];

async function createNews(call: Caller, fields: Record<string, unknown> = {}) {
  const res = envelope<NewsItem>(await call(NewsCalls.create, { body: newsBody(fields) }));
  expect(res.code, res.msg).toBe(Code.Success);
  return res.data;
}
const titles = async (call: Caller) => {
  const res = envelope<ListData<NewsRow>>(await call(NewsCalls.list, { query: { page: 1, 'per-page': 15 } }));
  expect(res.code, res.msg).toBe(Code.Success);
  for (const row of res.data.result) NewsRow.strict().parse(row);
  return res.data.result.map((row) => row.title);
};

describe('news', () => {
  it('are written, listed pinned first then newest, changed and deleted, audited', async () => {
    const { call, user } = await signedIn(t, 'hdny');
    const item = await createNews(call, { title: '最新通知' });
    NewsItem.strict().parse(item);
    expect(item).toMatchObject({ pinned: false, author: user.name });
    expect(Date.now() - new Date(item.published_at).getTime()).toBeLessThan(60_000);
    expect((await lastAudit(t.db, 'news', item.id))?.changes.title?.after).toBe('最新通知');

    // The demo's pinned notice stays on top of a newer one; the newest unpinned follows.
    const listed = await titles(call);
    expect(listed.slice(0, 2)).toEqual(['关于开展主变压器出厂试验见证工作的通知', '最新通知']);

    const pinned = envelope<NewsItem>(
      await call(NewsCalls.update, {
        query: { id: item.id },
        body: newsBody({ title: '最新通知', pinned: true, body: '改后正文' }),
      }),
    );
    expect(pinned.data).toMatchObject({ pinned: true, body: '改后正文' });
    expect((await titles(call))[0]).toBe('最新通知');
    expect((await lastAudit(t.db, 'news', item.id))?.changes.pinned).toEqual({ before: false, after: true });
    expect(envelope<NewsItem>(await call(NewsCalls.view, { query: { id: item.id } })).data.body).toBe('改后正文');

    expect(envelope(await call(NewsCalls.delete, { query: { id: item.id } })).msg).toBe('已删除');
    expect((await lastAudit(t.db, 'news', item.id))?.action).toBe('delete');
    expect(await titles(call)).not.toContain('最新通知');
  });

  it('show one scheduled for later to its writers only, until its time', async () => {
    const { call } = await signedIn(t, 'hdny');
    const later = new Date(Date.now() + 86_400_000).toISOString();
    const item = await createNews(call, { title: '明日发布的公告', published_at: later });
    expect(await titles(call)).toContain('明日发布的公告');
    const reader = await signedIn(t, 'hdny', 'staff');
    expect(await titles(reader.call)).not.toContain('明日发布的公告');
    expect(envelope(await reader.call(NewsCalls.view, { query: { id: item.id } })).code).toBe(Code.NotFound);
    await call(NewsCalls.delete, { query: { id: item.id } });
  });

  it('refuse bad input, changing nothing', async () => {
    const { call } = await signedIn(t, 'hdny');
    const before = await newsCount();
    expectFieldErrors(
      await call(NewsCalls.create, {
        body: newsBody({ title: ' ', body: '', published_at: '2026-02-30T10:00:00Z', pinned: 'yes' }),
      }),
      ['title', 'body', 'published_at', 'pinned'],
    );
    expectFieldErrors(await call(NewsCalls.create, { body: newsBody({ body: 'x'.repeat(20_001) }) }), ['body']);
    expectFieldErrors(await call(NewsCalls.list, { query: { sort: 'title' } }), ['sort']);
    expectFieldErrors(await call(NewsCalls.list, { query: { 'filter[published_at]': 'x' } }), ['filter[published_at]']);
    expect(await newsCount()).toBe(before);
  });

  it("keep another owner's news out of reach, changing nothing", async () => {
    const { call } = await signedIn(t, 'hdny');
    const item = await createNews(call, { title: '华东内部通知' });
    const other = await signedIn(t, 'xnsd');
    for (const res of [
      await other.call(NewsCalls.view, { query: { id: item.id } }),
      await other.call(NewsCalls.update, { query: { id: item.id }, body: newsBody({ title: '改' }) }),
      await other.call(NewsCalls.delete, { query: { id: item.id } }),
    ]) {
      expect(envelope(res).code).toBe(Code.NotFound);
    }
    const [kept] = await t.db.select().from(news).where(eq(news.id, item.id));
    expect(kept?.title).toBe('华东内部通知');
    expect(await titles(other.call)).not.toContain('华东内部通知');
  });

  it("need the page's actions and a session; every role reads them", async () => {
    const { call } = await signedIn(t, 'hdny');
    const item = await createNews(call, { title: '人人可读' });
    const before = await newsCount();
    await withRevoked(t.db, { ownerKey: 'hdny', role: 'admin', pageKey: 'news', action: 'create' }, async () => {
      expect(envelope(await call(NewsCalls.create, { body: newsBody() })).code).toBe(Code.NoPermission);
    });
    for (const role of ['manager', 'wtf', 'staff'] as const) {
      const member = await signedIn(t, 'hdny', role);
      expect(await titles(member.call), role).toContain('人人可读');
      expect(envelope(await member.call(NewsCalls.view, { query: { id: item.id } })).code, role).toBe(Code.Success);
      for (const res of [
        await member.call(NewsCalls.create, { body: newsBody() }),
        await member.call(NewsCalls.update, { query: { id: item.id }, body: newsBody() }),
        await member.call(NewsCalls.delete, { query: { id: item.id } }),
      ]) {
        expect(envelope(res).code, role).toBe(Code.NoPermission);
      }
    }
    expect(await newsCount()).toBe(before);
    expect(envelope(await callApi(t.app, undefined, NewsCalls.list)).code).toBe(Code.NotLoggedIn);
  });

  it('page pinned first in either order, one page joining the next', async () => {
    const owner = await ownerByKey(t.db, 'xnsd');
    const day = (n: number) => new Date(Date.UTC(2020, 0, 1 + n));
    // Twenty, every seventh pinned, the same day twice so the id breaks the tie.
    const rows = Array.from({ length: 20 }, (_, i) => ({
      title: `分页${i}`,
      body: '正文',
      pinned: i % 7 === 0,
      published_at: day(Math.floor(i / 2)),
    }));
    await insertNews(t.db, owner.id, rows);
    const { call } = await signedIn(t, 'xnsd', 'staff');
    const page = async (query: TestQuery<typeof NewsCalls.list>) => {
      const res = envelope<ListData<NewsRow>>(await call(NewsCalls.list, { query }));
      expect(res.code, res.msg).toBe(Code.Success);
      return res.data;
    };
    const ours = (list: ListData<NewsRow>) =>
      list.result.map((row) => row.title).filter((title) => title.startsWith('分页'));
    const stored = await t.db.select().from(news).where(like(news.title, '分页%'));
    const idOf = new Map(stored.map((row) => [row.title, row.id]));
    const expected = (direction: 1 | -1) =>
      rows
        .map((row) => ({ ...row, id: idOf.get(row.title) ?? 0 }))
        .sort(
          (a, b) =>
            Number(b.pinned) - Number(a.pinned) ||
            direction * (a.published_at.getTime() - b.published_at.getTime()) ||
            direction * (a.id - b.id),
        )
        .map((row) => row.title);
    for (const [sort, direction] of [
      ['published_at', 1],
      ['-published_at', -1],
    ] as const) {
      const all = await page({ 'per-page': '-1', sort });
      const first = await page({ page: 1, 'per-page': 15, sort });
      const second = await page({ page: 2, 'per-page': 15, sort });
      // The demo owner's own announcements are listed too: the order of ours is what is checked.
      expect(ours(all), sort).toEqual(expected(direction));
      expect(
        [...first.result, ...second.result].map((row) => row.title),
        sort,
      ).toEqual(all.result.map((row) => row.title));
      expect(first.paging, sort).toEqual({ count: all.result.length, page: 1, perPage: 15 });
    }
    await t.db.delete(news).where(like(news.title, '分页%'));
  });
});
