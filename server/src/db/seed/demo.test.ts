import { CONFIG_OWNER_KEY, routeByName } from '@app/contract';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../test/db.js';
import { memberships } from '../../core/membership.table.js';
import { owners } from '../../core/owner.table.js';
import { users } from '../../core/user.table.js';
import { MODULE_MENU } from '../../modules/index.js';
import { menuItems } from '../../modules/menu/menu.table.js';
import { CONFIG_MENU, ORDINARY_MENU, type TemplateGroup } from '../../modules/menu/menu.template.js';
import { verifyPassword } from '../../modules/user/password.js';
import { DEMO_PASSWORD, isEmpty, seedAdmin, seedDemo } from './demo.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase({ seeded: false });
});
afterAll(() => database.destroy());

describe('seedDemo', () => {
  it('fills an empty database with the demo owners, accounts and memberships', async () => {
    const db = database.db;
    expect(await isEmpty(db)).toBe(true);
    await seedDemo(db);
    expect(await isEmpty(db)).toBe(false);

    const ownerRows = await db.select().from(owners).orderBy(asc(owners.id));
    expect(ownerRows.map((o) => [o.key, o.isConfig])).toEqual([
      [CONFIG_OWNER_KEY, true],
      ['hdny', false],
      ['xnsd', false],
    ]);

    const rows = await db
      .select({ username: users.username, owner: owners.key, role: memberships.role })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .innerJoin(owners, eq(owners.id, memberships.ownerId));
    const byUser = (username: string) =>
      rows
        .filter((r) => r.username === username)
        .map((r) => `${r.owner}:${r.role}`)
        .sort();
    expect(byUser('admin')).toEqual(['config:admin', 'hdny:admin', 'xnsd:admin']);
    expect(byUser('client')).toEqual(['hdny:wtf']);
    expect(byUser('manager')).toEqual(['hdny:manager', 'xnsd:manager']);
    expect(byUser('staff')).toEqual(['hdny:staff']);
    expect(new Set(rows.map((r) => r.username))).toEqual(new Set(['admin', 'client', 'manager', 'staff']));
  });

  it('gives every demo account the demo password, hashed with argon2id', async () => {
    const rows = await database.db.select().from(users);
    expect(rows).toHaveLength(4);
    for (const user of rows) {
      expect(user.passwordHash).toMatch(/^\$argon2id\$/);
      expect(await verifyPassword(user.passwordHash, DEMO_PASSWORD)).toBe(true);
    }
  });

  it('gives each owner its own menu', async () => {
    const items = await database.db
      .select({ owner: owners.key, path: menuItems.path })
      .from(menuItems)
      .innerJoin(owners, eq(owners.id, menuItems.ownerId));
    const pathsOf = (key: string) =>
      items
        .filter((i) => i.owner === key)
        .map((i) => i.path)
        .sort();
    // The template's pages and those the modules' manifests bring to every owner of the layout
    // (a hidden entry grants its page and adds no item).
    const templatePaths = (template: TemplateGroup[]) => {
      const config = template.some((g) => g.key === 'config');
      const modulePages = MODULE_MENU.filter((e) => !e.hidden && (e.groupKey === 'config') === config).map(
        (e) => e.pageKey,
      );
      return [...template.flatMap((g) => g.items.map((item) => item.route)), ...modulePages]
        .map((page) => routeByName(page)?.path)
        .sort();
    };
    expect(pathsOf('hdny')).toContain('/home');
    expect(pathsOf('hdny')).toEqual(templatePaths(ORDINARY_MENU));
    expect(pathsOf('xnsd')).toEqual(templatePaths(ORDINARY_MENU));
    expect(pathsOf(CONFIG_OWNER_KEY)).toContain('/config/home');
    expect(pathsOf(CONFIG_OWNER_KEY)).toEqual(templatePaths(CONFIG_MENU));
  });

  it('refuses a database that already has users, adding nothing', async () => {
    await expect(seedDemo(database.db)).rejects.toThrow(/refuses/);
    expect(await database.db.select().from(users)).toHaveLength(4);
    expect(await database.db.select().from(owners)).toHaveLength(3);
  });

  it('seedAdmin leaves a database that has users alone', async () => {
    await seedAdmin(database.db, 'Another-secret-1');
    const [admin] = await database.db.select().from(users).where(eq(users.username, 'admin'));
    expect(await verifyPassword(admin?.passwordHash ?? '', DEMO_PASSWORD)).toBe(true);
    expect(await database.db.select().from(owners)).toHaveLength(3);
  });
});

describe('seedAdmin', () => {
  it('gives an empty database the configuration owner and one administrator', async () => {
    const empty = await openTestDatabase({ seeded: false });
    try {
      await seedAdmin(empty.db, 'Admin-secret-1');
      const rows = await empty.db
        .select({ username: users.username, hash: users.passwordHash, owner: owners.key, role: memberships.role })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .innerJoin(owners, eq(owners.id, memberships.ownerId));
      expect(rows.map(({ username, owner, role }) => ({ username, owner, role }))).toEqual([
        { username: 'admin', owner: CONFIG_OWNER_KEY, role: 'admin' },
      ]);
      expect(await verifyPassword(rows[0]?.hash ?? '', 'Admin-secret-1')).toBe(true);
      expect(await empty.db.select().from(owners)).toHaveLength(1);
    } finally {
      await empty.destroy();
    }
  });
});
