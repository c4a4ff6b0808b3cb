import { ACTION_TYPES, CONFIG_OWNER_KEY, MenuAdminCalls, type MenuEntryGroup, type MenuTree } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.js';
import { ownerByKey } from '../../../test/factories.js';
import { callApi, envelope } from '../../../test/http.js';
import { rolePermissions } from '../../core/permission.table.js';
import type { Db } from '../../platform/db.js';
import { MODULE_MENU } from '../index.js';
import { ownerWithTemplate } from './menu.fixtures.js';
import { menuGroups, menuItems, menuPageOffers } from './menu.table.js';
import { CONFIG_MENU, ORDINARY_MENU } from './menu.template.js';
import { addPageToMenus } from './menu-entries.service.js';

const t = useTestApp();
const LIBRARY = 'project-data-library';

/** The owner as it was before the page's screen existed: not in its menu, never offered. */
async function unoffer(db: Db, ownerId: number, pageKey: string) {
  await db.delete(menuItems).where(and(eq(menuItems.ownerId, ownerId), eq(menuItems.pageKey, pageKey)));
  await db.delete(menuPageOffers).where(and(eq(menuPageOffers.ownerId, ownerId), eq(menuPageOffers.pageKey, pageKey)));
}

/** The owner as it was before the page existed: neither in its menu nor granted to anyone. */
async function forget(db: Db, ownerId: number, pageKey: string) {
  await unoffer(db, ownerId, pageKey);
  await db
    .delete(rolePermissions)
    .where(and(eq(rolePermissions.ownerId, ownerId), eq(rolePermissions.pageKey, pageKey)));
}
const itemsOf = (db: Db, ownerId: number, pageKey: string) =>
  db
    .select()
    .from(menuItems)
    .where(and(eq(menuItems.ownerId, ownerId), eq(menuItems.pageKey, pageKey)));
const grantsOf = (db: Db, ownerId: number, pageKey: string) =>
  db
    .select({ role: rolePermissions.role, action: rolePermissions.action })
    .from(rolePermissions)
    .where(and(eq(rolePermissions.ownerId, ownerId), eq(rolePermissions.pageKey, pageKey)));

describe('addPageToMenus', () => {
  it('adds the page once however often it runs, and grants the administrator every action on it', async () => {
    const { owner } = await ownerWithTemplate(t.app, t.db);
    await forget(t.db, owner.id, LIBRARY);
    const entry = { groupKey: 'workspace', pageKey: LIBRARY, icon: 'FolderOpenOutlined' } as const;

    expect(await addPageToMenus(t.db, entry)).toBe(1);
    expect(await addPageToMenus(t.db, entry)).toBe(0);

    const items = await itemsOf(t.db, owner.id, LIBRARY);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      title: '资料库',
      path: '/project/data-library/index',
      icon: 'FolderOpenOutlined',
    });
    const grants = await grantsOf(t.db, owner.id, LIBRARY);
    expect(grants.every((g) => g.role === 'admin')).toBe(true);
    expect(grants.map((g) => g.action).sort()).toEqual([...ACTION_TYPES].sort());
  });

  it('finds a renamed workspace by its key and puts the page after the one named', async () => {
    const { owner, cookie } = await ownerWithTemplate(t.app, t.db);
    const tree = envelope<MenuTree>(await callApi(t.app, cookie, MenuAdminCalls.tree)).data;
    const workspace = tree.groups[0] as MenuEntryGroup;
    await callApi(t.app, cookie, MenuAdminCalls.updateGroup, {
      query: { id: workspace.id },
      body: {
        title: '我的桌面',
        icon: 'HomeOutlined',
      },
    });
    await forget(t.db, owner.id, LIBRARY);

    await addPageToMenus(t.db, { groupKey: 'workspace', pageKey: LIBRARY, icon: 'FolderOpenOutlined', after: 'home' });

    const items = await t.db
      .select({ pageKey: menuItems.pageKey })
      .from(menuItems)
      .where(eq(menuItems.groupId, workspace.id))
      .orderBy(menuItems.sort, menuItems.id);
    expect(items.map((i) => i.pageKey)).toEqual(['home', LIBRARY, 'user-profile']);
    const [group] = await t.db.select().from(menuGroups).where(eq(menuGroups.id, workspace.id));
    expect(group).toMatchObject({ title: '我的桌面', key: 'workspace' });
  });

  it('reaches an owner whose administrator was granted the page by the template before its screen existed', async () => {
    const { owner } = await ownerWithTemplate(t.app, t.db);
    await unoffer(t.db, owner.id, LIBRARY);
    expect((await grantsOf(t.db, owner.id, LIBRARY)).length).toBeGreaterThan(0);

    expect(await addPageToMenus(t.db, { groupKey: 'workspace', pageKey: LIBRARY, icon: 'FolderOpenOutlined' })).toBe(1);
    expect(await itemsOf(t.db, owner.id, LIBRARY)).toHaveLength(1);
  });

  it('records the offer for an owner whose menu holds the page already, and adds nothing', async () => {
    const { owner } = await ownerWithTemplate(t.app, t.db);
    await t.db
      .delete(menuPageOffers)
      .where(and(eq(menuPageOffers.ownerId, owner.id), eq(menuPageOffers.pageKey, LIBRARY)));
    await addPageToMenus(t.db, { groupKey: 'workspace', pageKey: LIBRARY, icon: 'FolderOpenOutlined' });
    expect(await itemsOf(t.db, owner.id, LIBRARY)).toHaveLength(1);
    const offers = await t.db.select().from(menuPageOffers).where(eq(menuPageOffers.ownerId, owner.id));
    expect(offers.map((o) => o.pageKey)).toContain(LIBRARY);
  });

  it('does not bring back an entry the owner removed', async () => {
    const { owner } = await ownerWithTemplate(t.app, t.db);
    await t.db.delete(menuItems).where(and(eq(menuItems.ownerId, owner.id), eq(menuItems.pageKey, LIBRARY)));
    await addPageToMenus(t.db, { groupKey: 'workspace', pageKey: LIBRARY, icon: 'FolderOpenOutlined' });
    expect(await itemsOf(t.db, owner.id, LIBRARY)).toHaveLength(0);
  });

  it('touches only owners of the layout the page belongs to', async () => {
    const config = await ownerByKey(t.db, CONFIG_OWNER_KEY);
    const { owner } = await ownerWithTemplate(t.app, t.db);
    await forget(t.db, config.id, 'config-login-log');
    await forget(t.db, owner.id, LIBRARY);

    expect(await addPageToMenus(t.db, { groupKey: 'workspace', pageKey: LIBRARY, icon: 'FolderOpenOutlined' })).toBe(1);
    expect(await itemsOf(t.db, config.id, LIBRARY)).toHaveLength(0);
    expect(await grantsOf(t.db, config.id, LIBRARY)).toHaveLength(0);

    expect(
      await addPageToMenus(t.db, { groupKey: 'config', pageKey: 'config-login-log', icon: 'FileTextOutlined' }),
    ).toBe(1);
    expect(await itemsOf(t.db, config.id, 'config-login-log')).toHaveLength(1);
    expect(await itemsOf(t.db, owner.id, 'config-login-log')).toHaveLength(0);

    // A page put in a group of the other layout is a mistake in the module, said at start-up.
    await expect(
      addPageToMenus(t.db, { groupKey: 'admin', pageKey: 'config-login-log', icon: 'FileTextOutlined' }),
    ).rejects.toThrow(/not in the layout/);
  });
});

describe('a section group', () => {
  it("is made, titled as the section, before the administration group when the section's first page arrives", async () => {
    const { owner } = await ownerWithTemplate(t.app, t.db);
    await forget(t.db, owner.id, LIBRARY);
    await forget(t.db, owner.id, 'control-online');

    expect(await addPageToMenus(t.db, { groupKey: 'project', pageKey: LIBRARY, icon: 'FolderOpenOutlined' })).toBe(1);
    expect(await addPageToMenus(t.db, { groupKey: 'project', pageKey: 'control-online', icon: 'TeamOutlined' })).toBe(
      1,
    );

    const groups = await t.db
      .select()
      .from(menuGroups)
      .where(eq(menuGroups.ownerId, owner.id))
      .orderBy(menuGroups.sort, menuGroups.id);
    expect(groups.map((g) => g.key)).toEqual(['workspace', 'project', 'admin']);
    const project = groups[1];
    expect(project).toMatchObject({ title: '项目管理', icon: 'ProjectOutlined' });
    const items = await t.db
      .select()
      .from(menuItems)
      .where(eq(menuItems.groupId, project?.id ?? 0));
    expect(items.map((i) => i.pageKey).sort()).toEqual(['control-online', LIBRARY].sort());
  });

  it('is not made again for an owner that deleted its starting group, and nothing is put anywhere', async () => {
    const { owner } = await ownerWithTemplate(t.app, t.db);
    await forget(t.db, owner.id, LIBRARY);
    await t.db.delete(menuGroups).where(and(eq(menuGroups.ownerId, owner.id), eq(menuGroups.key, 'workspace')));

    expect(await addPageToMenus(t.db, { groupKey: 'workspace', pageKey: LIBRARY, icon: 'FolderOpenOutlined' })).toBe(0);
    expect(await itemsOf(t.db, owner.id, LIBRARY)).toHaveLength(0);
    const groups = await t.db.select({ key: menuGroups.key }).from(menuGroups).where(eq(menuGroups.ownerId, owner.id));
    expect(groups.map((g) => g.key)).toEqual(['admin']);
  });
});

describe('grants of a menu entry', () => {
  it('give the other built-in roles what the entry names, and the administrator everything', async () => {
    const { owner } = await ownerWithTemplate(t.app, t.db);
    await forget(t.db, owner.id, LIBRARY);
    await addPageToMenus(t.db, {
      groupKey: 'workspace',
      pageKey: LIBRARY,
      icon: 'FolderOpenOutlined',
      grants: { manager: ['index', 'create'], wtf: ['index'] },
    });
    const grants = await grantsOf(t.db, owner.id, LIBRARY);
    const actionsOf = (role: string) =>
      grants
        .filter((g) => g.role === role)
        .map((g) => g.action)
        .sort();
    expect(actionsOf('admin')).toEqual([...ACTION_TYPES].sort());
    expect(actionsOf('manager')).toEqual(['create', 'index']);
    expect(actionsOf('wtf')).toEqual(['index']);
    expect(actionsOf('staff')).toEqual([]);
  });
});

describe('module menu entries', () => {
  it('are not in the menu template: the manifests alone bring them, to new owners and existing ones', () => {
    const template = [...ORDINARY_MENU, ...CONFIG_MENU].flatMap((group) =>
      group.items.map((item) => `${group.key}/${item.route}`),
    );
    const entries = MODULE_MENU.map((e) => `${e.groupKey}/${e.pageKey}`);
    expect(entries).toContain('workspace/project-data-library');
    expect(entries.filter((entry) => template.includes(entry))).toEqual([]);
  });
});
