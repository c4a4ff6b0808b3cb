import { USER_IMPORT_MAX_ROWS, type UserCreateBody, UserCreateBody as UserCreateSchema } from '@app/contract';
import { inArray, sql } from 'drizzle-orm';
import { memberships } from '../../core/membership.table.js';
import { users } from '../../core/user.table.js';
import { recordChange } from '../../platform/audit.js';
import type { Db } from '../../platform/db.js';
import {
  bilingualColumns,
  type ExcelImport,
  IMPORT_LIMITS,
  type ImportMode,
  type ImportRow,
  importMessages,
  runExcelImport,
} from '../../platform/excel-import.js';
import { isMessageKey, type Lang, type MessageKey } from '../../platform/messages.js';
import { requirePermission } from '../../platform/permission.js';
import type { OwnerCtx } from '../../platform/session.js';
import { hashPassword, passwordProblem } from './password.js';
import { roleGrantRefusal } from './role-rules.js';
import { type OwnerChoices, ownerChoices } from './user-placement.js';
import { genderOf, IMPORT_COLUMNS, type ImportColumn, roleTitle } from './user-sheet.js';
import { USER_TABLE_PAGE } from './user-table.service.js';

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** One entry by name among several; `ambiguous` when the name is not unique. */
function single<T>(matches: T[]): T | 'ambiguous' | undefined {
  return matches.length > 1 ? 'ambiguous' : matches[0];
}

/** Reads one row into a create body, noting every problem on its row and column. */
function readRow(row: ImportRow<ImportColumn>, choices: OwnerChoices) {
  const { cell, note } = row;

  const gender = genderOf(cell('gender'));
  if (!gender) note('gender', 'validation.invalid');
  const roleText = cell('role');
  // A role by its name or its title; built-in roles by their title in either language too.
  const role = choices.roles.find(
    (r) => same(r.name, roleText) || same(r.title, roleText) || same(roleTitle('en', r), roleText),
  );
  if (roleText !== '' && !role) note('role', 'userAdmin.roleUnknown');

  const organizationText = cell('organization');
  const organization =
    organizationText === ''
      ? undefined
      : single(
          choices.organizations.filter(
            (o) => same(o.shortName, organizationText) || same(o.fullName, organizationText),
          ),
        );
  if (organization === 'ambiguous') note('organization', 'userAdmin.importAmbiguous');
  else if (organizationText !== '' && !organization) note('organization', 'userAdmin.organizationUnknown');

  const departmentText = cell('department');
  const orgId = typeof organization === 'object' ? organization.id : null;
  const department =
    departmentText === '' || orgId === null
      ? undefined
      : single(choices.departments.filter((d) => d.organizationId === orgId && same(d.name, departmentText)));
  if (departmentText !== '' && organizationText === '') note('department', 'userAdmin.departmentNeedsOrganization');
  else if (department === 'ambiguous') note('department', 'userAdmin.importAmbiguous');
  else if (departmentText !== '' && orgId !== null && !department) note('department', 'userAdmin.departmentUnknown');

  const parsed = UserCreateSchema.safeParse({
    username: cell('username'),
    password: cell('password'),
    name: cell('name'),
    gender: gender ?? 'unknown',
    phone: cell('phone'),
    email: cell('email'),
    role: role?.name ?? roleText,
    organization_id: orgId,
    department_id: typeof department === 'object' ? department.id : null,
  });
  const username = cell('username');
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      // The body's fields carry the names of their columns; ids are looked up above and never fail here.
      const column = issue.path[0];
      if (typeof column === 'string' && Object.hasOwn(IMPORT_COLUMNS, column)) {
        note(column as ImportColumn, isMessageKey(issue.message) ? issue.message : 'validation.invalid');
      }
    }
    return { username, role: role?.name, body: undefined, note };
  }
  const weak = passwordProblem(parsed.data.password, parsed.data.username);
  if (weak) note('password', weak);
  return { username, role: role?.name, body: parsed.data, note };
}

/**
 * Notes on each row a role the caller may not give, by the same rule as the create form: an import
 * is no way round the assign right, nor a way to make a role above the caller's own.
 */
async function noteRoleRefusals(ctx: OwnerCtx, read: ReturnType<typeof readRow>[]): Promise<void> {
  const refusals = new Map<string, MessageKey | undefined>();
  for (const entry of read) {
    if (entry.role === undefined) continue;
    if (!refusals.has(entry.role)) {
      const refusal = await roleGrantRefusal(ctx, { pageKey: USER_TABLE_PAGE, role: entry.role, joins: true });
      refusals.set(entry.role, refusal?.messageKey);
    }
    const key = refusals.get(entry.role);
    if (key) entry.note('role', key);
  }
}

async function takenUsernames(db: Db, usernames: string[]): Promise<Set<string>> {
  if (usernames.length === 0) return new Set();
  const rows = await db
    .select({ username: users.username })
    .from(users)
    .where(inArray(sql`lower(${users.username})`, usernames));
  return new Set(rows.map((row) => row.username.toLowerCase()));
}

type Read = ReturnType<typeof readRow>;
/** The rows to create, and once commit has hashed them, their passwords' hashes in the same order. */
interface Valid {
  rows: UserCreateBody[];
  hashes: string[];
}

/** Account names taken on the platform or repeated in the file, noted on every row that names one. */
async function noteUsernameClashes(db: Db, read: Read[]): Promise<void> {
  const named = read.filter((entry) => entry.username !== '');
  const taken = await takenUsernames(
    db,
    named.map((entry) => entry.username.toLowerCase()),
  );
  const seen = new Set<string>();
  for (const entry of named) {
    const key = entry.username.toLowerCase();
    if (taken.has(key)) entry.note('username', 'userAdmin.usernameUnavailable');
    else if (seen.has(key)) entry.note('username', 'userAdmin.importDuplicate');
    seen.add(key);
  }
}

/** Creates the members and their memberships in the owner, each audited with its hash kept secret. */
async function writeUsers(tx: Db, ctx: OwnerCtx, { rows, hashes }: Valid): Promise<{ count: number }> {
  const created = await tx
    .insert(users)
    .values(
      rows.map((row, i) => ({
        username: row.username,
        name: row.name,
        gender: row.gender,
        phone: row.phone,
        email: row.email,
        passwordHash: hashes[i] as string,
        createdBy: ctx.user.id,
      })),
    )
    .returning({ id: users.id, username: users.username });
  const idOf = new Map(created.map((user) => [user.username, user.id]));
  const placed = rows.map((row) => ({
    userId: idOf.get(row.username) as number,
    ownerId: ctx.owner.id,
    role: row.role,
    organizationId: row.organization_id,
    departmentId: row.department_id,
    createdBy: ctx.user.id,
  }));
  await tx.insert(memberships).values(placed);
  for (const [i, row] of rows.entries()) {
    await recordChange(tx, ctx, {
      entity: 'users',
      entityId: placed[i]?.userId as number,
      action: 'create',
      after: {
        username: row.username,
        name: row.name,
        gender: row.gender,
        phone: row.phone,
        email: row.email,
        role: row.role,
        organization_id: row.organization_id,
        department_id: row.department_id,
        password_hash: hashes[i],
      },
      secret: ['password_hash'],
    });
  }
  return { count: rows.length };
}

/**
 * The members' import: every row checked against the owner's roles (and what the caller may give),
 * organisations and departments, and the platform's account names.
 */
const userImport = (ctx: OwnerCtx): ExcelImport<ImportColumn, Read, Valid, { count: number }> => ({
  columns: bilingualColumns(IMPORT_COLUMNS),
  // Nine columns are read.
  limits: { ...IMPORT_LIMITS, maxRows: USER_IMPORT_MAX_ROWS },
  messages: importMessages('userAdmin', 'userAdmin.usernameUnavailable'),
  start: async () => {
    const choices = await ownerChoices(ctx.db, ctx.owner.id);
    return {
      read: (row) => readRow(row, choices),
      check: async (read) => {
        await noteRoleRefusals(ctx, read);
        // Account names are checked on every row, even one with other problems, so one answer names them all.
        await noteUsernameClashes(ctx.db, read);
        return { rows: read.flatMap((entry) => (entry.body ? [entry.body] : [])), hashes: [] };
      },
      outcome: ({ rows }) => ({ count: rows.length }),
      // Hashing dominates an import; the hashes run on libuv's worker threads side by side.
      prepare: async ({ rows }) => ({ rows, hashes: await Promise.all(rows.map((row) => hashPassword(row.password))) }),
      write: (tx, valid) => writeUsers(tx, ctx, valid),
    };
  },
});

/**
 * Imports a workbook of new members: all rows or none. Every row is checked first and every problem
 * is answered at once, named by row and column; only a clean file is written, in one transaction
 * (commit), or answered as the count it would create (preview).
 */
export async function importUsers(
  ctx: OwnerCtx,
  body: unknown,
  lang: Lang,
  mode: ImportMode = 'commit',
): Promise<{ count: number }> {
  await requirePermission(ctx, USER_TABLE_PAGE, 'import');
  return runExcelImport(ctx.db, body, lang, mode, userImport(ctx));
}
