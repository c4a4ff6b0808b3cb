import {
  Code,
  isBuiltPage,
  MENU_ICONS,
  MenuAdminCalls,
  MenuCalls,
  type MenuData,
  type MenuEntryGroup,
  type MenuEntryItem,
  MenuTree,
} from '@app/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.js';
import { callApi, envelope, expectFieldErrors, login } from '../../../test/http.js';
import { revoke } from '../../../test/permissions.js';
import { auditOf, ownerWithTemplate } from './menu.fixtures.js';
import { ownerMenuRows } from './menu.service.js';
import { menuItems } from './menu.table.js';
import { CONFIG_MENU, ORDINARY_MENU } from './menu.template.js';

const t = useTestApp();

const treeOf = async (cookie: string) => envelope<MenuTree>(await callApi(t.app, cookie, MenuAdminCalls.tree));
const topMenuOf = async (cookie: string) =>
  envelope<MenuData>(await callApi(t.app, cookie, MenuCalls.menu)).data.datamenu;
/** Everything stored of the owner's menu, to show that a refused call changed nothing. */
const rowsOf = async (ownerId: number) => JSON.stringify(await ownerMenuRows(t.db, ownerId));

/**
 * Takes a page out of the owner's menu behind the editor's back. Every built page that needs no
 * parameters is in the starting menu, so a test that adds one frees it first.
 */
const freePage = (ownerId: number, pageKey: string) =>
  t.db.delete(menuItems).where(and(eq(menuItems.ownerId, ownerId), eq(menuItems.pageKey, pageKey)));

async function setUp() {
  const ctx = await ownerWithTemplate(t.app, t.db);
  const { groups } = (await treeOf(ctx.cookie)).data;
  const [workspace, admin] = groups as [MenuEntryGroup, MenuEntryGroup];
  return { ...ctx, workspace, admin };
}

describe('GET /api/menu/index', () => {
  it('answers every group with every item in order, whatever the roles may see', async () => {
    const { owner, cookie, admin } = await setUp();
    const body = await treeOf(cookie);
    expect(body.code).toBe(Code.Success);
    expect(MenuTree.strict().parse(body.data)).toEqual(body.data);
    expect(body.data.groups.map((g) => g.title)).toEqual(['工作台', '系统管理']);
    expect(body.data.groups[0]?.items.map((i) => [i.page_key, i.path])).toEqual([
      ['home', '/home'],
      ['user-profile', '/default/users/user-profile'],
      ['project-data-library', '/project/data-library/index'],
    ]);

    // The side menu drops a page whose index is off; the editor still lists it.
    await revoke(t.db, { ownerKey: owner.key, role: 'admin', pageKey: 'control-online', action: 'index' });
    const paths = (await topMenuOf(cookie)).flatMap((g) => g.items.map((i) => i.fontend_path));
    expect(paths).not.toContain('/control/online');
    expect((await treeOf(cookie)).data.groups[1]?.items.map((i) => i.page_key)).toContain('control-online');
    expect(admin.items.map((i) => i.page_key)).toContain('control-online');
  });

  it('needs a session and the index permission of the page', async () => {
    expect((await treeOf('')).code).toBe(Code.NotLoggedIn);
    expect((await treeOf(await login(t.app, 'manager'))).code).toBe(Code.NoPermission);
    const { owner, cookie } = await setUp();
    await revoke(t.db, { ownerKey: owner.key, role: 'admin', pageKey: 'control-menu', action: 'index' });
    expect((await treeOf(cookie)).code).toBe(Code.NoPermission);
  });

  it("never shows another owner's menu", async () => {
    const mine = await setUp();
    const other = await setUp();
    await callApi(t.app, other.cookie, MenuAdminCalls.createGroup, {
      body: { title: '别家的分组', icon: 'BookOutlined' },
    });
    expect(JSON.stringify((await treeOf(mine.cookie)).data)).not.toContain('别家的分组');
  });
});

describe('the starting menus', () => {
  it('use only icons the editor offers, so a group or entry saves unchanged', () => {
    const icons = [...ORDINARY_MENU, ...CONFIG_MENU].flatMap((group) => [
      group.icon,
      ...group.items.map((i) => i.icon),
    ]);
    expect(icons.filter((icon) => !(MENU_ICONS as readonly string[]).includes(icon))).toEqual([]);
  });
});

describe('menu groups', () => {
  it('creates a group at the end, audited; the side menu shows it once it holds a visible item', async () => {
    const { owner, cookie } = await setUp();
    const res = envelope<MenuEntryGroup>(
      await callApi(t.app, cookie, MenuAdminCalls.createGroup, {
        body: { title: ' 质量管理 ', icon: 'AuditOutlined' },
      }),
    );
    expect(res).toMatchObject({ code: Code.Success, msg: '已新增' });
    expect(res.data).toMatchObject({ title: '质量管理', icon: 'AuditOutlined', items: [] });
    expect((await treeOf(cookie)).data.groups.map((g) => g.title)).toEqual(['工作台', '系统管理', '质量管理']);
    expect((await topMenuOf(cookie)).map((g) => g.title)).not.toContain('质量管理');
    const [audit] = await auditOf(t.db, owner.id, 'menu_groups');
    expect(audit).toMatchObject({ action: 'create', entityId: String(res.data.id) });
    expect(audit?.changes.title).toEqual({ before: null, after: '质量管理' });
  });

  it('renames a group and changes its icon; the next side menu shows it', async () => {
    const { owner, cookie, admin } = await setUp();
    const res = envelope(
      await callApi(t.app, cookie, MenuAdminCalls.updateGroup, {
        query: { id: admin.id },
        body: { title: '后台管理', icon: 'ToolOutlined' },
      }),
    );
    expect(res.code).toBe(Code.Success);
    expect((await topMenuOf(cookie))[1]).toMatchObject({
      title: '后台管理',
      icon: 'ToolOutlined',
      action: 'ToolOutlined',
    });
    const [audit] = await auditOf(t.db, owner.id, 'menu_groups');
    expect(audit?.changes).toEqual({
      title: { before: '系统管理', after: '后台管理' },
      icon: { before: 'SettingOutlined', after: 'ToolOutlined' },
    });
  });

  it('refuses an empty or too long title and an icon outside the list, changing nothing', async () => {
    const { owner, cookie, admin } = await setUp();
    const before = await rowsOf(owner.id);
    expectFieldErrors(
      await callApi(t.app, cookie, MenuAdminCalls.createGroup, { body: { title: '  ', icon: 'HomeOutlined' } }),
      ['title'],
    );
    expectFieldErrors(
      await callApi(t.app, cookie, MenuAdminCalls.createGroup, {
        body: { title: '长'.repeat(33), icon: 'HomeOutlined' },
      }),
      ['title'],
    );
    expectFieldErrors(
      await callApi(t.app, cookie, MenuAdminCalls.updateGroup, {
        query: { id: admin.id },
        body: { title: '组', icon: 'EvilIcon' },
      }),
      ['icon'],
    );
    expectFieldErrors(
      await callApi(t.app, cookie, MenuAdminCalls.updateGroup, {
        query: { id: 'abc' },
        body: { title: '组', icon: 'HomeOutlined' },
      }),
      ['id'],
    );
    expect(await rowsOf(owner.id)).toBe(before);
  });

  it('refuses to delete a group that still holds items, and deletes an empty one', async () => {
    const { owner, cookie, admin } = await setUp();
    const before = await rowsOf(owner.id);
    const refused = envelope(await callApi(t.app, cookie, MenuAdminCalls.deleteGroup, { query: { id: admin.id } }));
    expect(refused.code).toBe(Code.IllegalOperation);
    expect(refused.msg).toBe(`该分组下还有 ${admin.items.length} 个菜单项，请先移走或删除它们`);
    expect(await rowsOf(owner.id)).toBe(before);

    const empty = envelope<MenuEntryGroup>(
      await callApi(t.app, cookie, MenuAdminCalls.createGroup, { body: { title: '临时', icon: 'BookOutlined' } }),
    );
    expect(
      envelope(await callApi(t.app, cookie, MenuAdminCalls.deleteGroup, { query: { id: empty.data.id } })).code,
    ).toBe(Code.Success);
    expect((await treeOf(cookie)).data.groups.map((g) => g.id)).not.toContain(empty.data.id);
    expect((await auditOf(t.db, owner.id, 'menu_groups'))[0]).toMatchObject({
      action: 'delete',
      entityId: String(empty.data.id),
    });
  });

  it('answers "not found" for a group of another owner and leaves it be', async () => {
    const mine = await setUp();
    const other = await setUp();
    const before = await rowsOf(other.owner.id);
    const body = { title: '被改了', icon: 'HomeOutlined' };
    expect(
      envelope(await callApi(t.app, mine.cookie, MenuAdminCalls.updateGroup, { query: { id: other.admin.id }, body }))
        .code,
    ).toBe(Code.NotFound);
    const empty = envelope<MenuEntryGroup>(await callApi(t.app, other.cookie, MenuAdminCalls.createGroup, { body }));
    const after = await rowsOf(other.owner.id);
    expect(
      envelope(await callApi(t.app, mine.cookie, MenuAdminCalls.deleteGroup, { query: { id: empty.data.id } })).code,
    ).toBe(Code.NotFound);
    expect(await rowsOf(other.owner.id)).toBe(after);
    expect(after).not.toBe(before);
  });

  it('needs the create, update and delete permissions', async () => {
    const { owner, cookie, admin } = await setUp();
    const empty = envelope<MenuEntryGroup>(
      await callApi(t.app, cookie, MenuAdminCalls.createGroup, { body: { title: '空组', icon: 'BookOutlined' } }),
    );
    for (const action of ['create', 'update', 'delete'] as const) {
      await revoke(t.db, { ownerKey: owner.key, role: 'admin', pageKey: 'control-menu', action });
    }
    const before = await rowsOf(owner.id);
    const body = { title: '新组', icon: 'HomeOutlined' };
    expect(envelope(await callApi(t.app, cookie, MenuAdminCalls.createGroup, { body })).code).toBe(Code.NoPermission);
    expect(
      envelope(await callApi(t.app, cookie, MenuAdminCalls.updateGroup, { query: { id: admin.id }, body })).code,
    ).toBe(Code.NoPermission);
    expect(
      envelope(await callApi(t.app, cookie, MenuAdminCalls.deleteGroup, { query: { id: empty.data.id } })).code,
    ).toBe(Code.NoPermission);
    expect(envelope(await callApi(t.app, undefined, MenuAdminCalls.createGroup, { body })).code).toBe(Code.NotLoggedIn);
    expect(await rowsOf(owner.id)).toBe(before);
  });
});

describe('menu items', () => {
  it('adds a page at the end of its group with the registry path, which the side menu shows next', async () => {
    const { owner, cookie, workspace } = await setUp();
    await freePage(owner.id, 'control-online');
    const res = envelope<MenuEntryItem>(
      await callApi(t.app, cookie, MenuAdminCalls.createItem, {
        body: {
          group_id: workspace.id,
          title: '',
          icon: 'TeamOutlined',
          page_key: 'control-online',
          path: '/somewhere/else',
        },
      }),
    );
    expect(res.code).toBe(Code.Success);
    // No title means the page's own, so the web shows it in the reader's language.
    expect(res.data).toMatchObject({ title: '在线用户', path: '/control/online', group_id: workspace.id });
    expect((await treeOf(cookie)).data.groups[0]?.items.at(-1)?.id).toBe(res.data.id);
    // The administrator holds index on every page of the layout, so the entry shows at once.
    expect((await topMenuOf(cookie))[0]?.items.at(-1)).toEqual({
      title: '在线用户',
      icon: 'TeamOutlined',
      fontend_path: '/control/online',
    });
    expect((await auditOf(t.db, owner.id, 'menu_items'))[0]).toMatchObject({
      action: 'create',
      entityId: String(res.data.id),
    });
  });

  it('refuses pages outside the layout, pages needing parameters, pages without a screen and pages already in the menu', async () => {
    const { owner, cookie, workspace } = await setUp();
    const before = await rowsOf(owner.id);
    const item = (page_key: string) => ({ group_id: workspace.id, title: '', icon: 'HomeOutlined', page_key });
    expectFieldErrors(
      await callApi(t.app, cookie, MenuAdminCalls.createItem, { body: item('config-owner-list') }),
      ['page_key'],
      '请选择本系统中的页面',
    );
    expectFieldErrors(
      await callApi(t.app, cookie, MenuAdminCalls.createItem, { body: item('login') }),
      ['page_key'],
      '请选择本系统中的页面',
    );
    expectFieldErrors(
      await callApi(t.app, cookie, MenuAdminCalls.createItem, { body: item('no-such-page') }),
      ['page_key'],
      '请选择本系统中的页面',
    );
    expectFieldErrors(
      await callApi(t.app, cookie, MenuAdminCalls.createItem, { body: item('control-role-setup') }),
      ['page_key'],
      '该页面需要参数，不能直接放入菜单',
    );
    expectFieldErrors(
      await callApi(t.app, cookie, MenuAdminCalls.createItem, { body: item('equipment-index') }),
      ['page_key'],
      '该页面尚未开放，不能放入菜单',
    );
    expectFieldErrors(
      await callApi(t.app, cookie, MenuAdminCalls.createItem, { body: item('orders') }),
      ['page_key'],
      '该页面尚未开放，不能放入菜单',
    );
    expectFieldErrors(
      await callApi(t.app, cookie, MenuAdminCalls.createItem, { body: item('home') }),
      ['page_key'],
      '该页面已在菜单中',
    );
    expectFieldErrors(
      await callApi(t.app, cookie, MenuAdminCalls.createItem, {
        body: { ...item('orders'), group_id: 'x', icon: 'Nope' },
      }),
      ['group_id', 'icon'],
    );
    expectFieldErrors(
      await callApi(t.app, cookie, MenuAdminCalls.createItem, { body: { ...item('orders'), title: '长'.repeat(33) } }),
      ['title'],
    );
    expect(await rowsOf(owner.id)).toBe(before);
  });

  it('renames, re-links and moves an item to the end of another group', async () => {
    const { owner, cookie, workspace, admin } = await setUp();
    await freePage(owner.id, 'control-online');
    const home = workspace.items[0] as MenuEntryItem;
    const body = { group_id: admin.id, title: '我的工作台', icon: 'DashboardOutlined', page_key: 'control-online' };
    const res = envelope<MenuEntryItem>(
      await callApi(t.app, cookie, MenuAdminCalls.updateItem, { query: { id: home.id }, body }),
    );
    expect(res.data).toMatchObject({
      title: '我的工作台',
      path: '/control/online',
      page_key: 'control-online',
      group_id: admin.id,
    });
    const groups = (await treeOf(cookie)).data.groups;
    expect(groups[0]?.items.map((i) => i.id)).not.toContain(home.id);
    expect(groups[1]?.items.at(-1)?.id).toBe(home.id);
    const [audit] = await auditOf(t.db, owner.id, 'menu_items');
    expect(audit?.changes).toMatchObject({
      title: { before: '首页', after: '我的工作台' },
      page_key: { before: 'home', after: 'control-online' },
      group_id: { before: workspace.id, after: admin.id },
    });
    // An item keeps its own page when re-saved, which is no duplicate of itself.
    expect(
      envelope(await callApi(t.app, cookie, MenuAdminCalls.updateItem, { query: { id: home.id }, body })).code,
    ).toBe(Code.Success);
  });

  it('deletes an item, audited; the next side menu no longer lists it', async () => {
    const { owner, cookie, workspace } = await setUp();
    const profile = workspace.items[1] as MenuEntryItem;
    expect(envelope(await callApi(t.app, cookie, MenuAdminCalls.deleteItem, { query: { id: profile.id } })).code).toBe(
      Code.Success,
    );
    expect((await topMenuOf(cookie))[0]?.items.map((i) => i.fontend_path)).toEqual([
      '/home',
      '/project/data-library/index',
    ]);
    expect((await auditOf(t.db, owner.id, 'menu_items'))[0]).toMatchObject({
      action: 'delete',
      entityId: String(profile.id),
    });
  });

  it("answers 'not found' for another owner's items and groups, changing nothing", async () => {
    const mine = await setUp();
    const other = await setUp();
    const before = await rowsOf(other.owner.id);
    const theirs = other.workspace.items[0] as MenuEntryItem;
    const body = { group_id: mine.workspace.id, title: '', icon: 'HomeOutlined', page_key: 'control-online' };
    expect(
      envelope(await callApi(t.app, mine.cookie, MenuAdminCalls.updateItem, { query: { id: theirs.id }, body })).code,
    ).toBe(Code.NotFound);
    expect(
      envelope(await callApi(t.app, mine.cookie, MenuAdminCalls.deleteItem, { query: { id: theirs.id } })).code,
    ).toBe(Code.NotFound);
    const intoTheirs = { ...body, group_id: other.workspace.id };
    expect(envelope(await callApi(t.app, mine.cookie, MenuAdminCalls.createItem, { body: intoTheirs })).code).toBe(
      Code.NotFound,
    );
    const mineHome = mine.workspace.items[0] as MenuEntryItem;
    const moveOver = { ...intoTheirs, page_key: 'home' };
    expect(
      envelope(
        await callApi(t.app, mine.cookie, MenuAdminCalls.updateItem, { query: { id: mineHome.id }, body: moveOver }),
      ).code,
    ).toBe(Code.NotFound);
    expect(await rowsOf(other.owner.id)).toBe(before);
  });

  it('needs the create, update and delete permissions', async () => {
    const { owner, cookie, workspace } = await setUp();
    for (const action of ['create', 'update', 'delete'] as const) {
      await revoke(t.db, { ownerKey: owner.key, role: 'admin', pageKey: 'control-menu', action });
    }
    const before = await rowsOf(owner.id);
    const home = workspace.items[0] as MenuEntryItem;
    const body = { group_id: workspace.id, title: '', icon: 'HomeOutlined', page_key: 'orders' };
    expect(envelope(await callApi(t.app, cookie, MenuAdminCalls.createItem, { body })).code).toBe(Code.NoPermission);
    expect(
      envelope(await callApi(t.app, cookie, MenuAdminCalls.updateItem, { query: { id: home.id }, body })).code,
    ).toBe(Code.NoPermission);
    expect(envelope(await callApi(t.app, cookie, MenuAdminCalls.deleteItem, { query: { id: home.id } })).code).toBe(
      Code.NoPermission,
    );
    expect(envelope(await callApi(t.app, undefined, MenuAdminCalls.deleteItem, { query: { id: home.id } })).code).toBe(
      Code.NotLoggedIn,
    );
    expect(await rowsOf(owner.id)).toBe(before);
  });
});

describe('an entry an owner made for a page without a screen', () => {
  it('is still listed and may be renamed with its page, but no entry is linked to such a page anew', async () => {
    const { owner, cookie, workspace } = await setUp();
    // Made before the editor offered only built pages.
    const [old] = await t.db
      .insert(menuItems)
      .values({
        ownerId: owner.id,
        groupId: workspace.id,
        title: '订单',
        icon: 'ReadOutlined',
        path: '/orders/index',
        pageKey: 'orders',
        sort: 99,
      })
      .returning();
    expect(isBuiltPage('orders')).toBe(false);
    const listed = (await treeOf(cookie)).data.groups[0]?.items.map((i) => i.page_key);
    expect(listed).toContain('orders');

    const renamed = { group_id: workspace.id, title: '客户订单', icon: 'ReadOutlined', page_key: 'orders' };
    const res = envelope<MenuEntryItem>(
      await callApi(t.app, cookie, MenuAdminCalls.updateItem, { query: { id: old?.id }, body: renamed }),
    );
    expect(res.code).toBe(Code.Success);
    expect(res.data).toMatchObject({ title: '客户订单', page_key: 'orders', path: '/orders/index' });

    const before = await rowsOf(owner.id);
    const home = workspace.items[0] as MenuEntryItem;
    const relink = { group_id: workspace.id, title: '', icon: 'HomeOutlined', page_key: 'equipment-index' };
    expectFieldErrors(
      await callApi(t.app, cookie, MenuAdminCalls.updateItem, { query: { id: home.id }, body: relink }),
      ['page_key'],
      '该页面尚未开放，不能放入菜单',
    );
    expectFieldErrors(
      await callApi(t.app, cookie, MenuAdminCalls.updateItem, { query: { id: old?.id }, body: relink }),
      ['page_key'],
    );
    expect(await rowsOf(owner.id)).toBe(before);
  });
});
