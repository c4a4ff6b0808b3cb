import { Code, MenuAdminCalls, MenuCalls, type MenuData, type MenuEntryGroup, type MenuTree } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.js';
import { callApi, envelope, expectFieldErrors } from '../../../test/http.js';
import { revoke } from '../../../test/permissions.js';
import { auditOf, ownerWithTemplate } from './menu.fixtures.js';
import { ownerMenuRows } from './menu.service.js';

const t = useTestApp();

const groupsOf = async (cookie: string) =>
  envelope<MenuTree>(await callApi(t.app, cookie, MenuAdminCalls.tree)).data.groups;
const order = (cookie: string | undefined, groups: unknown) =>
  callApi(t.app, cookie, MenuAdminCalls.order, { body: { groups } });
const rowsOf = async (ownerId: number) => JSON.stringify(await ownerMenuRows(t.db, ownerId));
/** The order body that keeps the menu as it is. */
const asIs = (groups: MenuEntryGroup[]) => groups.map((g) => ({ id: g.id, items: g.items.map((i) => i.id) }));

async function setUp() {
  const ctx = await ownerWithTemplate(t.app, t.db);
  return { ...ctx, groups: await groupsOf(ctx.cookie) };
}

describe('POST /api/menu/order', () => {
  it('saves the order of groups and items, moving an item between groups; the side menu follows', async () => {
    const { owner, cookie, groups } = await setUp();
    const [workspace, admin] = asIs(groups) as [{ id: number; items: number[] }, { id: number; items: number[] }];
    const [home, profile, library] = workspace.items as [number, number, number];
    const [firstAdmin, ...restAdmin] = admin.items as [number, ...number[]];
    const next = [
      { id: admin.id, items: [...restAdmin, profile] },
      { id: workspace.id, items: [firstAdmin, home, library] },
    ];
    const res = envelope(await order(cookie, next));
    expect(res).toMatchObject({ code: Code.Success, msg: '菜单顺序已保存' });
    expect(asIs(await groupsOf(cookie))).toEqual(next);

    const side = envelope<MenuData>(await callApi(t.app, cookie, MenuCalls.menu)).data.datamenu;
    expect(side.map((g) => g.title)).toEqual(['系统管理', '工作台']);
    expect(side[0]?.items.at(-1)?.fontend_path).toBe('/default/users/user-profile');
    expect(side[1]?.items.map((i) => i.fontend_path)).toEqual([
      '/default/dashboard/usertable',
      '/home',
      '/project/data-library/index',
    ]);

    const moved = (await auditOf(t.db, owner.id, 'menu_items')).find((row) => row.entityId === String(profile));
    expect(moved?.changes).toEqual({ group_id: { before: workspace.id, after: admin.id }, sort: expect.any(Object) });
    expect((await auditOf(t.db, owner.id, 'menu_groups')).map((row) => row.entityId).sort()).toEqual(
      [String(workspace.id), String(admin.id)].sort(),
    );
  });

  it('writes nothing, not even audit rows, when the order is unchanged', async () => {
    const { owner, cookie, groups } = await setUp();
    expect(envelope(await order(cookie, asIs(groups))).code).toBe(Code.Success);
    expect(await auditOf(t.db, owner.id, 'menu_items')).toEqual([]);
    expect(await auditOf(t.db, owner.id, 'menu_groups')).toEqual([]);
  });

  it('refuses a list that leaves out, repeats or misplaces an id, changing nothing', async () => {
    const { owner, cookie, groups } = await setUp();
    const [workspace, admin] = asIs(groups) as [{ id: number; items: number[] }, { id: number; items: number[] }];
    const before = await rowsOf(owner.id);
    const incomplete = '排序须包含每个分组和菜单项各一次；菜单可能已被他人修改，请刷新后重试';
    expectFieldErrors(await order(cookie, [workspace]), ['groups'], incomplete);
    expectFieldErrors(
      await order(cookie, [workspace, { ...admin, items: admin.items.slice(1) }]),
      ['groups'],
      incomplete,
    );
    expectFieldErrors(
      await order(cookie, [workspace, { ...admin, items: [...admin.items, workspace.items[0]] }]),
      ['groups'],
      incomplete,
    );
    expectFieldErrors(await order(cookie, [workspace, admin, workspace]), ['groups'], incomplete);
    expectFieldErrors(await order(cookie, 'all'), ['groups']);
    expectFieldErrors(await order(cookie, [{ id: 'x', items: [1] }]), ['groups.0.id']);
    expect(await rowsOf(owner.id)).toBe(before);
  });

  it("answers 'not found' for ids of another owner, changing neither owner's menu", async () => {
    const mine = await setUp();
    const other = await setUp();
    const [theirGroup] = asIs(other.groups);
    const [myWorkspace, myAdmin] = asIs(mine.groups) as [
      { id: number; items: number[] },
      { id: number; items: number[] },
    ];
    const mineBefore = await rowsOf(mine.owner.id);
    const theirsBefore = await rowsOf(other.owner.id);
    // Their group holding my items, and my group holding one of their items.
    expect(envelope(await order(mine.cookie, [myWorkspace, myAdmin, { id: theirGroup?.id, items: [] }])).code).toBe(
      Code.NotFound,
    );
    const stolen = { ...myAdmin, items: [...myAdmin.items, theirGroup?.items[0]] };
    expect(envelope(await order(mine.cookie, [myWorkspace, stolen])).code).toBe(Code.NotFound);
    expect(await rowsOf(mine.owner.id)).toBe(mineBefore);
    expect(await rowsOf(other.owner.id)).toBe(theirsBefore);
  });

  it('needs a session and the update permission of the menu page', async () => {
    const { owner, cookie, groups } = await setUp();
    const reversed = asIs(groups).reverse();
    expect(envelope(await order(undefined, reversed)).code).toBe(Code.NotLoggedIn);
    await revoke(t.db, { ownerKey: owner.key, role: 'admin', pageKey: 'control-menu', action: 'update' });
    const before = await rowsOf(owner.id);
    expect(envelope(await order(cookie, reversed)).code).toBe(Code.NoPermission);
    expect(await rowsOf(owner.id)).toBe(before);
  });
});
