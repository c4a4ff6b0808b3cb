import { Code, type ListData, layoutRoutes, RouteEntry, RouteTitleCalls, type RouteTitles } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.js';
import { createUser, ownerByKey, userByName } from '../../../test/factories.js';
import { callApi, envelope, expectFieldErrors, login, sessionHashOf, type TestQuery } from '../../../test/http.js';
import { grant, revoke } from '../../../test/permissions.js';
import { setSessionOwner } from '../../platform/session.js';
import { auditOf } from '../menu/menu.fixtures.js';
import { routeTitles } from './route-title.table.js';

const t = useTestApp();

const listOf = async (cookie: string, query: TestQuery<typeof RouteTitleCalls.list> = {}) =>
  envelope<ListData<RouteEntry>>(await callApi(t.app, cookie, RouteTitleCalls.list, { query }));
const titlesOf = async (cookie: string) => envelope<RouteTitles>(await callApi(t.app, cookie, RouteTitleCalls.titles));
const update = (cookie: string | undefined, key: string, body: unknown) =>
  callApi(t.app, cookie, RouteTitleCalls.update, { query: { key }, body: body as object });
/** The stored titles of one page in one owner, to show that a refused call changed nothing. */
async function storedOf(ownerKey: string, pageKey: string) {
  const owner = await ownerByKey(t.db, ownerKey);
  const rows = await t.db
    .select({ zh: routeTitles.titleZh, en: routeTitles.titleEn })
    .from(routeTitles)
    .where(and(eq(routeTitles.ownerId, owner.id), eq(routeTitles.pageKey, pageKey)));
  return rows[0] ?? null;
}
async function loginIn(username: string, ownerKey: string) {
  const cookie = await login(t.app, username);
  await setSessionOwner(t.db, sessionHashOf(cookie), (await ownerByKey(t.db, ownerKey)).id);
  return cookie;
}

describe('GET /api/route/index', () => {
  it('lists the routes of the default layout, never the login page nor configuration pages', async () => {
    const body = await listOf(await login(t.app, 'admin'));
    expect(body.code).toBe(Code.Success);
    for (const row of body.data.result) RouteEntry.strict().parse(row);
    const keys = body.data.result.map((row) => row.key);
    expect(keys).toEqual(layoutRoutes(false).map((route) => route.name));
    expect(keys).not.toContain('login');
    expect(keys).not.toContain('config-owner-list');
    expect(body.data.paging.count).toBe(keys.length);
    expect(body.data.result.find((row) => row.key === 'control-menu')).toEqual({
      key: 'control-menu',
      path: '/control/menu',
      section: 'control',
      default_zh: '菜单管理',
      default_en: 'Menus',
      title_zh: '',
      title_en: '',
    });
  });

  it('filters by section and by text in keys, paths and titles', async () => {
    const cookie = await login(t.app, 'admin');
    const control = (await listOf(cookie, { section: 'control' })).data.result;
    expect(control.length).toBeGreaterThan(5);
    expect(control.every((row) => row.section === 'control')).toBe(true);
    expect((await listOf(cookie, { text: '签到' })).data.result.map((r) => r.key)).toEqual(['signin-index']);
    expect((await listOf(cookie, { section: 'signin', text: 'MAP' })).data.result.map((r) => r.key)).toEqual([
      'signin-map',
    ]);
    expectFieldErrors(await callApi(t.app, cookie, RouteTitleCalls.list, { query: { section: 'nowhere' } }), [
      'section',
    ]);
  });

  it('answers the configuration layout to the configuration owner', async () => {
    const config = await ownerByKey(t.db, 'config');
    await grant(t.db, [
      { ownerId: config.id, role: 'admin', pageKey: 'control-route', action: 'index', createdBy: null },
    ]);
    const keys = (await listOf(await loginIn('admin', 'config'))).data.result.map((row) => row.key);
    expect(keys).toEqual(layoutRoutes(true).map((route) => route.name));
    expect(keys).toContain('config-owner-list');
    expect(keys).not.toContain('home');
  });

  it('needs a session and the index permission', async () => {
    expect((await listOf('')).code).toBe(Code.NotLoggedIn);
    expect((await listOf(await login(t.app, 'manager'))).code).toBe(Code.NoPermission);
  });
});

describe('POST /api/route/update', () => {
  it("sets the owner's titles, audited; the list and every member's titles show them", async () => {
    const admin = await login(t.app, 'admin');
    const res = envelope<RouteEntry>(await update(admin, 'user-table', { title_zh: ' 人员管理 ', title_en: 'People' }));
    expect(res).toMatchObject({ code: Code.Success, msg: '页面标题已保存' });
    expect(res.data).toMatchObject({
      key: 'user-table',
      default_zh: '用户管理',
      title_zh: '人员管理',
      title_en: 'People',
    });
    const listed = (await listOf(admin, { text: 'People' })).data.result;
    expect(listed.map((row) => row.key)).toEqual(['user-table']);
    expect((await titlesOf(await login(t.app, 'staff'))).data['user-table']).toEqual({ zh: '人员管理', en: 'People' });

    const hdny = await ownerByKey(t.db, 'hdny');
    const [audit] = await auditOf(t.db, hdny.id, 'route_titles');
    expect(audit).toMatchObject({
      action: 'create',
      entityId: 'user-table',
      actorId: (await userByName(t.db, 'admin')).id,
    });
    expect(audit?.changes).toEqual({
      title_zh: { before: null, after: '人员管理' },
      title_en: { before: null, after: 'People' },
    });
  });

  it("goes back to the registry's title when emptied or set to it, and forgets the row when both are", async () => {
    const admin = await login(t.app, 'admin');
    await update(admin, 'control-role', { title_zh: '角色与权限', title_en: 'Roles & rights' });
    const half = envelope<RouteEntry>(
      await update(admin, 'control-role', { title_zh: '角色与权限', title_en: 'Roles' }),
    );
    expect(half.data).toMatchObject({ title_zh: '角色与权限', title_en: '' });
    expect((await titlesOf(admin)).data['control-role']).toEqual({ zh: '角色与权限', en: '' });

    const reset = envelope<RouteEntry>(await update(admin, 'control-role', { title_zh: '', title_en: '' }));
    expect(reset).toMatchObject({ code: Code.Success, msg: '已恢复默认标题' });
    expect(reset.data).toMatchObject({ title_zh: '', title_en: '' });
    expect(await storedOf('hdny', 'control-role')).toBeNull();
    expect((await titlesOf(admin)).data['control-role']).toBeUndefined();
    const hdny = await ownerByKey(t.db, 'hdny');
    const trail = (await auditOf(t.db, hdny.id, 'route_titles')).filter((row) => row.entityId === 'control-role');
    expect(trail.map((row) => row.action)).toEqual(['delete', 'update', 'create']);
  });

  it('refuses titles over 32 characters, missing fields and wrong types, changing nothing', async () => {
    const admin = await login(t.app, 'admin');
    await update(admin, 'control-online', { title_zh: '在线人员', title_en: '' });
    expectFieldErrors(await update(admin, 'control-online', { title_zh: '长'.repeat(33), title_en: '' }), ['title_zh']);
    expectFieldErrors(await update(admin, 'control-online', { title_zh: '在线' }), ['title_en']);
    expectFieldErrors(await update(admin, 'control-online', { title_zh: 5, title_en: [] }), ['title_zh', 'title_en']);
    expectFieldErrors(await update(admin, '', { title_zh: '', title_en: '' }), ['key']);
    expect(await storedOf('hdny', 'control-online')).toEqual({ zh: '在线人员', en: '' });
  });

  it("answers 'not found' for pages outside the owner's layout", async () => {
    const admin = await login(t.app, 'admin');
    for (const key of ['config-owner-list', 'login', 'no-such-page']) {
      expect(envelope(await update(admin, key, { title_zh: '别名', title_en: '' })).code).toBe(Code.NotFound);
      expect(await storedOf('hdny', key)).toBeNull();
    }
  });

  it('needs a session and the update permission', async () => {
    const user = await createUser(t.db, { role: 'admin', ownerKey: 'xnsd' });
    const cookie = await login(t.app, user.username);
    await revoke(t.db, { ownerKey: 'xnsd', role: 'admin', pageKey: 'control-route', action: 'update' });
    expect(envelope(await update(cookie, 'home', { title_zh: '门户', title_en: '' })).code).toBe(Code.NoPermission);
    expect(envelope(await update(undefined, 'home', { title_zh: '门户', title_en: '' })).code).toBe(Code.NotLoggedIn);
    expect(await storedOf('xnsd', 'home')).toBeNull();
  });
});

describe('answers of the route calls', () => {
  it("carry only the contract's fields, never the owner's row (owner id, author)", async () => {
    const admin = await login(t.app, 'admin');
    const saved = envelope<RouteEntry>(await update(admin, 'user-table', { title_zh: '人员', title_en: 'People' }));
    expect(saved.code).toBe(Code.Success);
    RouteEntry.strict().parse(saved.data);
    const titles = await titlesOf(admin);
    expect(titles.data['user-table']).toStrictEqual({ zh: '人员', en: 'People' });
    expect(JSON.stringify([saved.data, titles.data])).not.toMatch(/owner|created|page_?key/i);
  });
});

describe("one owner's titles stay its own", () => {
  it('are neither listed nor answered to another owner, and that owner sets its own apart', async () => {
    const inHdny = await login(t.app, 'admin');
    await update(inHdny, 'news', { title_zh: '华东要闻', title_en: 'East news' });
    const inXnsd = await loginIn('admin', 'xnsd');
    expect((await listOf(inXnsd, { text: 'news' })).data.result[0]).toMatchObject({ key: 'news', title_zh: '' });
    expect((await titlesOf(inXnsd)).data.news).toBeUndefined();
    await update(inXnsd, 'news', { title_zh: '西南动态', title_en: '' });
    expect(await storedOf('hdny', 'news')).toEqual({ zh: '华东要闻', en: 'East news' });
    expect((await titlesOf(await login(t.app, 'manager'))).data.news).toEqual({ zh: '华东要闻', en: 'East news' });
  });
});

describe('GET /api/route/titles', () => {
  it('needs a session working in an owner', async () => {
    expect((await titlesOf('')).code).toBe(Code.NotLoggedIn);
    const loner = await createUser(t.db);
    expect((await titlesOf(await login(t.app, loner.username))).code).toBe(Code.NoOwner);
  });
});
