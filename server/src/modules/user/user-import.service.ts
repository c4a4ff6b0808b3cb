import { Code, USER_IMPORT_MAX_ROWS, type UserCreateBody, UserCreateBody as UserCreateSchema } from '@app/contract';
import { inArray, sql } from 'drizzle-orm';
import { memberships } from '../../core/membership.table.js';
import { users } from '../../core/user.table.js';
import { AppError, fieldError } from '../../platform/app-error.js';
import type { Db } from '../../platform/db.js';
import { isUniqueViolation } from '../../platform/db-errors.js';
import { isMessageKey, type Lang, type MessageKey } from '../../platform/messages.js';
import type { OwnerCtx } from '../../platform/session.js';
import { readImportSheet, type SheetRow } from '../../platform/xlsx.js';
import { recordChange } from '../audit/audit.service.js';
import { requirePermission } from '../permission/permission.service.js';
import { hashPassword, passwordProblem } from './password.js';
import { roleGrantRefusal } from './role-rules.js';
import { type FieldProblems, type OwnerChoices, ownerChoices, throwProblems } from './user-placement.js';
import { genderOf, IMPORT_COLUMNS, type ImportColumn, importColumnOf, pick, roleTitle } from './user-sheet.js';
import { USER_TABLE_PAGE } from './user-table.service.js';

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Where each known column sits in the file, and the header text the file gives it. */
type ColumnMap = Map<ImportColumn, { index: number; header: string }>;

function columnMap(header: string[], lang: Lang): ColumnMap {
  const map: ColumnMap = new Map();
  header.forEach((text, index) => {
    const column = importColumnOf(text);
    if (column && !map.has(column)) map.set(column, { index, header: text.trim() });
  });
  const missing: FieldProblems = {};
  for (const [column, def] of Object.entries(IMPORT_COLUMNS) as [
    ImportColumn,
    (typeof IMPORT_COLUMNS)[ImportColumn],
  ][]) {
    if (def.required && !map.has(column)) missing[pick(lang, def)] = ['userAdmin.importMissingColumn'];
  }
  throwProblems(missing);
  return map;
}

/** One entry by name among several; `ambiguous` when the name is not unique. */
function single<T>(matches: T[]): T | 'ambiguous' | undefined {
  return matches.length > 1 ? 'ambiguous' : matches[0];
}

/** Reads one row into a create body, noting every problem under `row <n> <column>`. */
function readRow(row: SheetRow, columns: ColumnMap, choices: OwnerChoices, lang: Lang, problems: FieldProblems) {
  const cell = (column: ImportColumn) => {
    const at = columns.get(column);
    return at ? (row.cells[at.index] ?? '').trim() : '';
  };
  const note = (column: ImportColumn, key: MessageKey) => {
    const field = `row ${row.rowNumber} ${columns.get(column)?.header ?? pick(lang, IMPORT_COLUMNS[column])}`;
    const known = problems[field] ?? [];
    if (!known.includes(key)) problems[field] = [...known, key];
  };

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

/** Every row validated against the owner's roles, organisations and the platform's account names. */
async function validRows(ctx: OwnerCtx, buffer: Buffer, lang: Lang): Promise<UserCreateBody[]> {
  // Nine columns are read; 64 leave room for some of the user's own. 500 such rows are a few MB of
  // XML at most, so 8 MB a part and 16 MB in all refuse nothing real and keep each import small.
  const sheet = await readImportSheet(
    buffer,
    {
      maxRows: USER_IMPORT_MAX_ROWS,
      maxColumns: 64,
      maxEntryBytes: 8 * 1024 * 1024,
      maxTotalBytes: 16 * 1024 * 1024,
    },
    {
      notWorkbook: 'userAdmin.importNotWorkbook',
      tooMany: 'userAdmin.importTooMany',
    },
  );
  const columns = columnMap(sheet.header, lang);
  if (sheet.rows.length === 0) throw fieldError('file', 'userAdmin.importEmpty');

  const choices = await ownerChoices(ctx.db, ctx.owner.id);
  const problems: FieldProblems = {};
  const read = sheet.rows.map((row) => readRow(row, columns, choices, lang, problems));
  await noteRoleRefusals(ctx, read);
  // Account names are checked on every row, even one with other problems, so one answer names them all.
  const named = read.filter((entry) => entry.username !== '');
  const taken = await takenUsernames(
    ctx.db,
    named.map((entry) => entry.username.toLowerCase()),
  );
  const seen = new Set<string>();
  for (const entry of named) {
    const key = entry.username.toLowerCase();
    if (taken.has(key)) entry.note('username', 'userAdmin.usernameUnavailable');
    else if (seen.has(key)) entry.note('username', 'userAdmin.importDuplicate');
    seen.add(key);
  }
  const count = Object.values(problems).reduce((sum, keys) => sum + keys.length, 0);
  if (count > 0) {
    throw new AppError(Code.FieldErrors, 'userAdmin.importInvalid', { params: { count }, fields: problems });
  }
  return read.flatMap((entry) => (entry.body ? [entry.body] : []));
}

/**
 * Imports a workbook of new members: all rows or none. Every row is checked first and every problem
 * is answered at once, named by row and column; only a clean file is written, in one transaction.
 */
export async function importUsers(ctx: OwnerCtx, body: unknown, lang: Lang): Promise<{ count: number }> {
  await requirePermission(ctx, USER_TABLE_PAGE, 'import');
  if (!Buffer.isBuffer(body) || body.length === 0) throw fieldError('file', 'userAdmin.importNotWorkbook');
  const rows = await validRows(ctx, body, lang);
  // Hashing dominates an import; the hashes run on libuv's worker threads side by side.
  const hashes = await Promise.all(rows.map((row) => hashPassword(row.password)));
  await ctx.db
    .transaction(async (tx) => {
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
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw fieldError('file', 'userAdmin.usernameUnavailable');
      throw error;
    });
  return { count: rows.length };
}
