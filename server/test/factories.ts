import type { Role } from '@app/contract';
import { eq } from 'drizzle-orm';
import { DEMO_PASSWORD } from '../src/db/seed/demo.js';
import { menuGroups, menuItems } from '../src/modules/menu/menu.table.js';
import { memberships, type OwnerRow, owners } from '../src/modules/owner/owner.table.js';
import { hashPassword } from '../src/modules/user/password.js';
import { type UserRow, users } from '../src/modules/user/user.table.js';
import type { Db } from '../src/platform/db.js';
import { sessions } from '../src/platform/session.table.js';

let serial = 0;
const nextName = (prefix: string) => `${prefix}${++serial}${Date.now().toString(36)}`;

export async function ownerByKey(db: Db, key: string): Promise<OwnerRow> {
  const [owner] = await db.select().from(owners).where(eq(owners.key, key));
  if (!owner) throw new Error(`no owner ${key}`);
  return owner;
}

/** A user with the given password; a member of `ownerKey` with `role` when both are given. */
export async function createUser(
  db: Db,
  input: { username?: string; password?: string; role?: Role; ownerKey?: string; enabled?: boolean } = {},
): Promise<UserRow> {
  const [user] = await db
    .insert(users)
    .values({
      username: input.username ?? nextName('user'),
      name: '测试用户',
      passwordHash: await hashPassword(input.password ?? DEMO_PASSWORD),
      enabled: input.enabled ?? true,
    })
    .returning();
  if (!user) throw new Error('user insert returned nothing');
  if (input.ownerKey && input.role) {
    const owner = await ownerByKey(db, input.ownerKey);
    await db.insert(memberships).values({ userId: user.id, ownerId: owner.id, role: input.role });
  }
  return user;
}

export async function userByName(db: Db, username: string): Promise<UserRow> {
  const [user] = await db.select().from(users).where(eq(users.username, username));
  if (!user) throw new Error(`no user ${username}`);
  return user;
}

/** A menu group with one item in `ownerKey`, guarded by `pageKey`. */
export async function createMenuItem(
  db: Db,
  input: { ownerKey: string; title: string; pageKey: string; path: string },
) {
  const owner = await ownerByKey(db, input.ownerKey);
  const [group] = await db
    .insert(menuGroups)
    .values({ ownerId: owner.id, title: `${input.title}组`, icon: 'AppstoreOutlined', action: 'AppstoreOutlined' })
    .returning();
  if (!group) throw new Error('menu group insert returned nothing');
  await db.insert(menuItems).values({
    ownerId: owner.id,
    groupId: group.id,
    title: input.title,
    icon: 'FileOutlined',
    path: input.path,
    pageKey: input.pageKey,
  });
}

export const sessionsOf = (db: Db, userId: number) => db.select().from(sessions).where(eq(sessions.userId, userId));
export const allSessions = (db: Db) => db.select().from(sessions);
