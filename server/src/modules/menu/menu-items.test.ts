import { Code, isBuiltPage, MenuAdminCalls, type MenuEntryItem } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.js';
import { callApi, envelope, expectFieldErrors } from '../../../test/http.js';
import { revoke } from '../../../test/permissions.js';
import { auditOf, menuEditorKit } from './menu.fixtures.js';
import { menuItems } from './menu.table.js';

const t = useTestApp();
const { treeOf, topMenuOf, rowsOf, freePage, setUp } = menuEditorKit(t);

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
