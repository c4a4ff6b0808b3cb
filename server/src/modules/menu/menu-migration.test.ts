import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.js';
import { owners } from '../../core/owner.table.js';
import { rolePermissions } from '../../core/permission.table.js';
import { MIGRATIONS_DIR } from '../../platform/db.js';
import { menuGroups, menuItems } from './menu.table.js';

const t = useTestApp();
const NEW_PAGES = ['control-audit-log', 'config-login-log'];

/** Runs one committed migration's statements again (from the `from`th), as they ran on databases made before it. */
async function rerun(file: string, from = 0) {
  const text = readFileSync(join(MIGRATIONS_DIR, file), 'utf8');
  for (const statement of text.split('--> statement-breakpoint').slice(from)) await t.db.execute(sql.raw(statement));
}

describe('migration 0003: menus and grants of the logs for owners that existed before', () => {
  it('gives every existing owner its log menu entry and the administrator its permissions, once', async () => {
    // The state of a database seeded before the logs existed.
    await t.db.delete(menuItems).where(inArray(menuItems.pageKey, NEW_PAGES));
    await t.db.delete(menuGroups).where(eq(menuGroups.title, '系统管理'));
    await t.db.delete(rolePermissions).where(inArray(rolePermissions.pageKey, NEW_PAGES));

    await rerun('0003_audit-menus.sql');

    for (const owner of await t.db.select().from(owners)) {
      const pageKey = owner.isConfig ? 'config-login-log' : 'control-audit-log';
      const items = await t.db
        .select()
        .from(menuItems)
        .where(and(eq(menuItems.ownerId, owner.id), eq(menuItems.pageKey, pageKey)));
      expect(items, owner.key).toHaveLength(1);
      const grants = await t.db
        .select()
        .from(rolePermissions)
        .where(and(eq(rolePermissions.ownerId, owner.id), eq(rolePermissions.pageKey, pageKey)));
      expect(grants.map((g) => g.role).every((role) => role === 'admin')).toBe(true);
      expect(grants).toHaveLength(7);
    }
  });

  it('0005 adds the online-users entry beside the audit log, once, however often it runs', async () => {
    await t.db.delete(menuItems).where(eq(menuItems.pageKey, 'control-online'));
    await rerun('0005_online-menus.sql');
    await rerun('0005_online-menus.sql');
    for (const owner of await t.db.select().from(owners)) {
      const items = await t.db
        .select()
        .from(menuItems)
        .where(and(eq(menuItems.ownerId, owner.id), eq(menuItems.pageKey, 'control-online')));
      expect(items, owner.key).toHaveLength(owner.isConfig ? 0 : 1);
    }
  });

  it('0008 adds the administration pages to every existing owner once, in the template order', async () => {
    const ordinary = [
      'user-table',
      'control-role',
      'control-authority',
      'control-organization',
      'control-menu',
      'control-route',
    ];
    const config = ['config-owner-list', 'config-users', 'config-organization', 'config-library'];
    await t.db.delete(menuItems).where(inArray(menuItems.pageKey, [...ordinary, ...config]));
    await rerun('0008_admin-menus.sql');
    await rerun('0008_admin-menus.sql');
    for (const owner of await t.db.select().from(owners)) {
      const items = await t.db
        .select({ pageKey: menuItems.pageKey })
        .from(menuItems)
        .where(and(eq(menuItems.ownerId, owner.id), inArray(menuItems.pageKey, [...ordinary, ...config])))
        .orderBy(menuItems.sort);
      expect(
        items.map((i) => i.pageKey),
        owner.key,
      ).toEqual(owner.isConfig ? config : ordinary);
    }
  });

  it('0011 adds the document library at the end of every ordinary owner’s workspace, once', async () => {
    await t.db.delete(menuItems).where(eq(menuItems.pageKey, 'project-data-library'));
    await rerun('0011_library-menu.sql');
    await rerun('0011_library-menu.sql');
    for (const owner of await t.db.select().from(owners)) {
      const [workspace] = await t.db
        .select()
        .from(menuGroups)
        .where(and(eq(menuGroups.ownerId, owner.id), eq(menuGroups.title, '工作台')));
      const items = workspace
        ? await t.db.select().from(menuItems).where(eq(menuItems.groupId, workspace.id)).orderBy(menuItems.sort)
        : [];
      const library = items.filter((item) => item.pageKey === 'project-data-library');
      expect(library, owner.key).toHaveLength(owner.isConfig ? 0 : 1);
      if (!owner.isConfig) expect(items.at(-1)?.pageKey).toBe('project-data-library');
    }
  });
});

describe('migration 0014: menu group keys for owners that existed before', () => {
  it('keys each starting group by the pages it holds, so a renamed group is still found', async () => {
    const [hdny] = await t.db.select().from(owners).where(eq(owners.key, 'hdny'));
    if (!hdny) throw new Error('the demo owner hdny is missing');
    await t.db.update(menuGroups).set({ key: null });
    await t.db
      .update(menuGroups)
      .set({ title: '我的桌面' })
      .where(and(eq(menuGroups.ownerId, hdny.id), eq(menuGroups.title, '工作台')));
    // A later group of the owner's own that took the old title holds none of the starting pages.
    await t.db.insert(menuGroups).values({ ownerId: hdny.id, title: '工作台', sort: 9 });

    // The column and its index are there already: the key-filling statements run, twice.
    await rerun('0014_menu-group-keys.sql', 2);
    await rerun('0014_menu-group-keys.sql', 2);

    for (const owner of await t.db.select().from(owners)) {
      const keyed = await t.db
        .select({ key: menuGroups.key, title: menuGroups.title, pageKey: menuItems.pageKey })
        .from(menuGroups)
        .innerJoin(menuItems, eq(menuItems.groupId, menuGroups.id))
        .where(eq(menuGroups.ownerId, owner.id));
      const keyOf = (pageKey: string) => keyed.find((row) => row.pageKey === pageKey)?.key;
      if (owner.isConfig) {
        expect(keyOf('config-home'), owner.key).toBe('config');
      } else {
        expect([keyOf('home'), keyOf('user-table')], owner.key).toEqual(['workspace', 'admin']);
      }
    }
    const [own] = await t.db
      .select()
      .from(menuGroups)
      .where(and(eq(menuGroups.ownerId, hdny.id), eq(menuGroups.title, '工作台')));
    expect(own?.key).toBeNull();
  });
});
