import { Code, MenuCalls, MenuData, routeByName } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.js';
import { createMenuItem, createUser, ownerByKey } from '../../../test/factories.js';
import { callApi, envelope, login, sessionHashOf } from '../../../test/http.js';
import { ROLE_MATRIX, revoke } from '../../../test/permissions.js';
import { setSessionOwner } from '../../platform/session.js';
import { MODULE_MENU } from '../index.js';
import { ownerWithTemplate } from './menu.fixtures.js';

const t = useTestApp();

async function menuOf(cookie: string, call: typeof MenuCalls.menu | typeof MenuCalls.configMenu = MenuCalls.menu) {
  const body = envelope<MenuData>(await callApi(t.app, cookie, call));
  return { body, paths: body.data?.datamenu.flatMap((g) => g.items.map((i) => i.fontend_path)) ?? [] };
}
/** Signs in as `username` and moves the session to the owner `ownerKey`. */
async function loginIn(username: string, ownerKey: string) {
  const cookie = await login(t.app, username);
  await setSessionOwner(t.db, sessionHashOf(cookie), (await ownerByKey(t.db, ownerKey)).id);
  return cookie;
}

describe('GET /api/top-menu/index', () => {
  it('answers -1 without a session', async () => {
    expect(envelope(await callApi(t.app, undefined, MenuCalls.menu)).code).toBe(Code.NotLoggedIn);
  });

  it.each(ROLE_MATRIX)('answers groups of items and assignments [%s] to %s', async (role, username) => {
    const { body, paths } = await menuOf(await login(t.app, username));
    expect(body.code).toBe(Code.Success);
    expect(MenuData.strict().parse(body.data)).toEqual(body.data);
    expect(body.data.assignments).toEqual([role]);
    const group = body.data.datamenu[0];
    expect(group).toMatchObject({ title: '工作台', icon: 'DashboardOutlined', action: 'DashboardOutlined' });
    expect(group?.items[0]).toEqual({ title: '首页', icon: 'HomeOutlined', fontend_path: '/home' });
    // Only the administrator holds index on the administration pages; module pages show to the
    // administrator and to the roles their manifest grants index (the library to none of them);
    // hidden entries (pages opened from another screen) make no item.
    const modulePages = MODULE_MENU.filter(
      (entry) =>
        !entry.hidden && entry.groupKey !== 'config' && (role === 'admin' || entry.grants?.[role]?.includes('index')),
    ).map((entry) => routeByName(entry.pageKey)?.path);
    expect(modulePages.includes('/project/data-library/index')).toBe(role === 'admin');
    const adminOnly =
      role === 'admin'
        ? [
            '/default/dashboard/usertable',
            '/control/role',
            '/control/authority',
            '/control/organization',
            '/control/menu',
            '/control/route',
            '/control/online',
            '/control/audit-log',
          ]
        : [];
    expect(paths.slice(0, 2)).toEqual(['/home', '/default/users/user-profile']);
    expect([...paths].sort()).toEqual(['/home', '/default/users/user-profile', ...modulePages, ...adminOnly].sort());
  });

  it('drops an item as soon as its page index permission is revoked, then the emptied group', async () => {
    const { owner, cookie } = await ownerWithTemplate(t.app, t.db, 'wtf');
    expect((await menuOf(cookie)).paths).toEqual(['/home', '/default/users/user-profile']);

    await revoke(t.db, { ownerKey: owner.key, role: 'wtf', pageKey: 'user-profile', action: 'index' });
    expect((await menuOf(cookie)).paths).toEqual(['/home']);

    await revoke(t.db, { ownerKey: owner.key, role: 'wtf', pageKey: 'home', action: 'index' });
    expect((await menuOf(cookie)).body.data.datamenu).toEqual([]);
  });

  it('answers code 5 to a user with no owner', async () => {
    const user = await createUser(t.db);
    const cookie = await login(t.app, user.username);
    expect(envelope(await callApi(t.app, cookie, MenuCalls.menu)).code).toBe(Code.NoOwner);
    expect(envelope(await callApi(t.app, cookie, MenuCalls.configMenu)).code).toBe(Code.NoOwner);
  });

  it("never shows one owner's menu rows to another owner", async () => {
    await createMenuItem(t.db, { ownerKey: 'xnsd', title: '西南专属', pageKey: 'home', path: '/xnsd-only' });
    const inHdny = await menuOf(await login(t.app, 'admin'));
    expect(JSON.stringify(inHdny.body.data)).not.toContain('西南专属');
    expect(inHdny.paths).not.toContain('/xnsd-only');

    // The same account working in the other owner sees the row, so the row itself is visible.
    const inXnsd = await menuOf(await loginIn('admin', 'xnsd'));
    expect(inXnsd.paths).toContain('/xnsd-only');
  });

  it("is not affected by another owner's permissions", async () => {
    await revoke(t.db, { ownerKey: 'xnsd', role: 'staff', pageKey: 'home', action: 'index' });
    expect((await menuOf(await login(t.app, 'staff'))).paths).toContain('/home');
  });
});

describe('GET /api/system/top-menu/index', () => {
  it('answers code 3 when the current owner is not the configuration owner', async () => {
    for (const username of ['admin', 'manager']) {
      const body = envelope(await callApi(t.app, await login(t.app, username), MenuCalls.configMenu));
      expect(body).toMatchObject({ code: Code.NoPermission, msg: '您没有访问权限', data: null });
    }
  });

  it('answers the configuration menu when the session works in the configuration owner', async () => {
    const cookie = await loginIn('admin', 'config');
    const { body, paths } = await menuOf(cookie, MenuCalls.configMenu);
    expect(body.code).toBe(Code.Success);
    expect(body.data.assignments).toEqual(['admin']);
    expect(body.data.datamenu.map((g) => g.title)).toEqual(['配置中心']);
    expect(paths).toEqual([
      '/config/home',
      '/config/owner/list',
      '/config/users/list',
      '/config/project/organization',
      '/config/basis/library',
      '/config/subject/index',
      '/config/project/produce-info',
      '/config/subject/ipcg',
      '/config/users/user-profile',
      '/config/login-log',
    ]);
  });

  it('answers code 5 to a session pointed at the configuration owner by a non-member', async () => {
    const cookie = await loginIn('manager', 'config');
    expect(envelope(await callApi(t.app, cookie, MenuCalls.configMenu)).code).toBe(Code.NoOwner);
  });
});
