import type { ActionType, Role } from '@app/contract';
import { UserAdminCalls } from '@app/contract';
import { and, count, desc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { ownerByKey } from '../../../test/factories.js';
import { callApi, login, sessionHashOf } from '../../../test/http.js';
import { revoke } from '../../../test/permissions.js';
import { auditLog } from '../../core/audit.table.js';
import { memberships } from '../../core/membership.table.js';
import { departments, organizations } from '../../core/organization.table.js';
import type { OwnerRow } from '../../core/owner.table.js';
import { users } from '../../core/user.table.js';
import type { Db } from '../../platform/db.js';
import { grant } from '../../platform/permission.js';
import { setSessionOwner } from '../../platform/session.js';
import { XLSX_TYPE } from '../../platform/xlsx.js';
import { templatedOwner } from '../role/role.fixtures.js';

/** Helpers of the user-administration tests only. */

let serial = 0;

/** An organisation of the owner with the named departments. */
export async function createOrganization(db: Db, ownerKey: string, departmentNames: string[] = []) {
  serial += 1;
  const owner = await ownerByKey(db, ownerKey);
  const [organization] = await db
    .insert(organizations)
    .values({ ownerId: owner.id, shortName: `测试单位${serial}`, fullName: `测试单位${serial}有限公司` })
    .returning();
  if (!organization) throw new Error('organization insert returned nothing');
  const rows = departmentNames.length
    ? await db
        .insert(departments)
        .values(departmentNames.map((name) => ({ ownerId: owner.id, organizationId: organization.id, name })))
        .returning()
    : [];
  return { ...organization, departments: rows };
}

/** Signs in and moves the session to `ownerKey` (the account must be a member there). */
export async function loginIn(app: FastifyInstance, db: Db, username: string, ownerKey: string): Promise<string> {
  const cookie = await login(app, username);
  await setSessionOwner(db, sessionHashOf(cookie), (await ownerByKey(db, ownerKey)).id);
  return cookie;
}

/** Runs `fn` with one permission of a role turned off, and turns it back on afterwards. */
export async function withoutPermission(
  db: Db,
  input: { ownerKey: string; role: Role; pageKey: string; action: ActionType },
  fn: () => Promise<void>,
): Promise<void> {
  await revoke(db, input);
  try {
    await fn();
  } finally {
    const owner = await ownerByKey(db, input.ownerKey);
    await grant(db, [
      { ownerId: owner.id, role: input.role, pageKey: input.pageKey, action: input.action, createdBy: null },
    ]);
  }
}

export async function membershipOf(db: Db, userId: number, ownerKey: string) {
  const owner = await ownerByKey(db, ownerKey);
  const [row] = await db
    .select()
    .from(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.ownerId, owner.id)));
  return row;
}

export async function userCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users);
  return row?.n ?? 0;
}

/** The audit rows about one entity id, newest first. */
export const auditRowsOf = (db: Db, entityId: number) =>
  db
    .select()
    .from(auditLog)
    .where(eq(auditLog.entityId, String(entityId)))
    .orderBy(desc(auditLog.id));

/** A workbook whose first sheet holds `rows` (the first row is the header). */
export async function workbook(rows: (string | number)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

export function postWorkbook(app: FastifyInstance, cookie: string | undefined, body: Buffer, lang?: string) {
  return callApi(app, cookie, UserAdminCalls.import, {
    body,
    headers: { 'content-type': XLSX_TYPE, ...(lang ? { 'accept-language': lang } : {}) },
  });
}

/**
 * A fresh owner with the template's grants (everything for admin) and `extra` on top, so a test can
 * give another role rights on the user table without disturbing the demo owners the file shares.
 */
export async function ownerGranting(
  db: Db,
  extra: { role: Role; pageKey: string; actions: readonly ActionType[] }[],
): Promise<OwnerRow> {
  const owner = await templatedOwner(db);
  await grant(
    db,
    extra.flatMap((entry) =>
      entry.actions.map((action) => ({
        ownerId: owner.id,
        role: entry.role,
        pageKey: entry.pageKey,
        action,
        createdBy: null,
      })),
    ),
  );
  return owner;
}
