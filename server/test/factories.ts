import { INSPECTION_REPORT_TYPE, type Role, type TodoItem } from '@app/contract';
import { eq } from 'drizzle-orm';
import { memberships } from '../src/core/membership.table.js';
import { type OwnerRow, owners } from '../src/core/owner.table.js';
import { sessions } from '../src/core/session.table.js';
import { type UserRow, users } from '../src/core/user.table.js';
import { DEMO_PASSWORD } from '../src/db/seed/demo.js';
import { addTodoItem, type NewTodoItem } from '../src/modules/backlog/backlog.service.js';
import { todoItems } from '../src/modules/backlog/backlog.table.js';
import { menuGroups, menuItems } from '../src/modules/menu/menu.table.js';
import { seedBuiltinRoles } from '../src/modules/role/role.template.js';
import { hashPassword } from '../src/modules/user/password.js';
import type { Db } from '../src/platform/db.js';

let serial = 0;
const nextName = (prefix: string) => `${prefix}${++serial}${Date.now().toString(36)}`;

export async function ownerByKey(db: Db, key: string): Promise<OwnerRow> {
  const [owner] = await db.select().from(owners).where(eq(owners.key, key));
  if (!owner) throw new Error(`no owner ${key}`);
  return owner;
}

/** A fresh ordinary owner with no menus or grants: enough for calls that need no page permission. */
export async function createOwner(db: Db, input: { name?: string } = {}): Promise<OwnerRow> {
  const key = nextName('owner');
  const [owner] = await db
    .insert(owners)
    .values({ key, name: input.name ?? `测试业主${key}` })
    .returning();
  if (!owner) throw new Error('owner insert returned nothing');
  await seedBuiltinRoles(db, owner.id, null);
  return owner;
}

let demoPasswordHash: Promise<string> | undefined;
/**
 * The hash of a new user's password. Most tests take the demo password: its argon2 hash (a tenth of a
 * second, by design) is made once per process and shared, as a hash may be; any other is made anew.
 */
function passwordHashFor(password: string): Promise<string> {
  if (password !== DEMO_PASSWORD) return hashPassword(password);
  demoPasswordHash ??= hashPassword(DEMO_PASSWORD);
  return demoPasswordHash;
}

/** A user with the given password; a member of `ownerKey` with `role` when both are given. */
export async function createUser(
  db: Db,
  input: {
    username?: string;
    name?: string;
    password?: string;
    role?: Role;
    ownerKey?: string;
    enabled?: boolean;
  } = {},
): Promise<UserRow> {
  const [user] = await db
    .insert(users)
    .values({
      username: input.username ?? nextName('user'),
      name: input.name ?? '测试用户',
      passwordHash: await passwordHashFor(input.password ?? DEMO_PASSWORD),
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

/** Makes an existing user a member of one more owner. */
export async function addMembership(db: Db, input: { userId: number; ownerKey: string; role: Role }): Promise<void> {
  const owner = await ownerByKey(db, input.ownerKey);
  await db.insert(memberships).values({ userId: input.userId, ownerId: owner.id, role: input.role });
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

/** An open to-do item queued through the service; `doneAt` then marks it reviewed. */
export async function createTodoItem(
  db: Db,
  input: Pick<NewTodoItem, 'ownerId' | 'assignee'> & Partial<NewTodoItem> & { doneAt?: Date },
): Promise<TodoItem> {
  const { doneAt, ...fields } = input;
  const item = await addTodoItem(db, {
    reportTempId: 1,
    reportType: INSPECTION_REPORT_TYPE,
    projectName: nextName('项目'),
    submitBy: '王检验',
    step: '待审核',
    ...fields,
  });
  if (doneAt) await db.update(todoItems).set({ doneAt }).where(eq(todoItems.id, item.id));
  return item;
}

export const sessionsOf = (db: Db, userId: number) => db.select().from(sessions).where(eq(sessions.userId, userId));
export const allSessions = (db: Db) => db.select().from(sessions);
