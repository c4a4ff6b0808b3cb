import { Code, MENU_ICONS, MenuAdminCalls, type MenuEntryGroup, MenuTree } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.js';
import { callApi, envelope, expectFieldErrors, login } from '../../../test/http.js';
import { revoke } from '../../../test/permissions.js';
import { auditOf, menuEditorKit } from './menu.fixtures.js';
import { CONFIG_MENU, ORDINARY_MENU } from './menu.template.js';

const t = useTestApp();
const { treeOf, topMenuOf, rowsOf, setUp } = menuEditorKit(t);

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
