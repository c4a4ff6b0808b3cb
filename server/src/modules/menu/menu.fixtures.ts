import { MenuAdminCalls, MenuCalls, type MenuData, type MenuEntryGroup, type MenuTree, type Role } from '@app/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { TestApp } from '../../../test/app.js';
import { createOwner, createUser } from '../../../test/factories.js';
import { callApi, envelope, login } from '../../../test/http.js';
import { auditLog } from '../../core/audit.table.js';
import type { Db } from '../../platform/db.js';
import type { OwnerTemplate } from '../../platform/module.js';
import { MODULE_MENU } from '../index.js';
import { ownerMenuRows, seedOwnerTemplate } from './menu.service.js';
import { menuItems } from './menu.table.js';

/**
 * What the editor and role tests' owners start with: the template's groups, pages and grants and the
 * files module's library, and no other module's, so that modules added later do not change what
 * these tests expect.
 */
export const EDITOR_TEMPLATE: OwnerTemplate = {
  menuEntries: MODULE_MENU.filter((entry) => entry.pageKey === 'project-data-library'),
  seeders: [],
};

/**
 * Test helpers of the menu and route editors: a fresh ordinary owner with the starting menus and
 * grants, so a test may rearrange its menu without disturbing the demo owners other tests read.
 */
export async function ownerWithTemplate(app: FastifyInstance, db: Db, role: Role = 'admin') {
  const owner = await createOwner(db);
  await seedOwnerTemplate(db, owner.id, false, null, EDITOR_TEMPLATE);
  const user = await createUser(db, { role, ownerKey: owner.key });
  return { owner, user, cookie: await login(app, user.username) };
}

/** The owner's audit rows of one entity, newest first. */
export const auditOf = (db: Db, ownerId: number, entity: string) =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.ownerId, ownerId), eq(auditLog.entity, entity)))
    .orderBy(desc(auditLog.id));

/** The menu editor's tests' reads and set-up, on the file's test app. */
export function menuEditorKit(t: TestApp) {
  const treeOf = async (cookie: string) => envelope<MenuTree>(await callApi(t.app, cookie, MenuAdminCalls.tree));
  return {
    treeOf,
    topMenuOf: async (cookie: string) => envelope<MenuData>(await callApi(t.app, cookie, MenuCalls.menu)).data.datamenu,
    /** Everything stored of the owner's menu, to show that a refused call changed nothing. */
    rowsOf: async (ownerId: number) => JSON.stringify(await ownerMenuRows(t.db, ownerId)),
    /**
     * Takes a page out of the owner's menu behind the editor's back. Every built page that needs no
     * parameters is in the starting menu, so a test that adds one frees it first.
     */
    freePage: (ownerId: number, pageKey: string) =>
      t.db.delete(menuItems).where(and(eq(menuItems.ownerId, ownerId), eq(menuItems.pageKey, pageKey))),
    /** A fresh owner with the starting menus, its administrator, and its two groups. */
    async setUp() {
      const ctx = await ownerWithTemplate(t.app, t.db);
      const { groups } = (await treeOf(ctx.cookie)).data;
      const [workspace, admin] = groups as [MenuEntryGroup, MenuEntryGroup];
      return { ...ctx, workspace, admin };
    },
  };
}
