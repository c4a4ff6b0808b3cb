import {
  type ListData,
  type ListQuery,
  PAGE_SIZE_ALL,
  type PageKey,
  USER_TABLE_LIST,
  type UserTableRow,
} from '@app/contract';
import { and, count, eq, exists, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { memberships } from '../../core/membership.table.js';
import { departments, organizations } from '../../core/organization.table.js';
import { roles } from '../../core/role.table.js';
import { users } from '../../core/user.table.js';
import { fieldError } from '../../platform/app-error.js';
import type { ListColumns } from '../../platform/list-columns.js';
import { listFilters } from '../../platform/list-filters.js';
import { listPage, listWindow } from '../../platform/list-query.js';
import type { Lang } from '../../platform/messages.js';
import { requirePermission } from '../../platform/permission.js';
import type { OwnerCtx } from '../../platform/session.js';
import { type SheetColumn, xlsxBuffer } from '../../platform/xlsx.js';
import { GENDER_LABELS, IMPORT_COLUMNS, pick, roleTitle, STATUS_LABELS, YES_NO } from './user-sheet.js';

export const USER_TABLE_PAGE: PageKey = 'user-table';

const COLUMNS: ListColumns<typeof USER_TABLE_LIST> = {
  username: users.username,
  name: users.name,
  gender: users.gender,
  role: memberships.role,
  enabled: memberships.enabled,
  // Sorted by the organisation's name; the picker sends its id, which the integer column parses,
  // refusing anything else, and which the count query (no join of organisations) can read.
  organization: { sort: organizations.shortName, filter: memberships.organizationId },
  created_at: memberships.createdAt,
};
const LIST_OPTIONS = { columns: COLUMNS, tieBreaker: users.id };

/** A select filter on a boolean column: anything but true or false would reach PostgreSQL as a bad cast. */
export function assertBooleanFilter(query: Record<string, unknown>, column: string): void {
  const param = `filter[${column}]`;
  const value = query[param];
  if (typeof value === 'string' && !['', 'true', 'false'].includes(value.trim())) {
    throw fieldError(param, 'validation.invalid');
  }
}

const elsewhere = alias(memberships, 'elsewhere');

/** The owner's members with the names of their role, organisation and department. */
function members(ctx: OwnerCtx) {
  const shared = exists(
    ctx.db
      .select({ one: elsewhere.userId })
      .from(elsewhere)
      .where(and(eq(elsewhere.userId, memberships.userId), ne(elsewhere.ownerId, memberships.ownerId))),
  );
  return (
    ctx.db
      .select({
        id: users.id,
        username: users.username,
        name: users.name,
        gender: users.gender,
        phone: users.phone,
        email: users.email,
        role: memberships.role,
        roleTitle: roles.title,
        roleBuiltin: roles.builtin,
        organizationId: memberships.organizationId,
        organization: organizations.shortName,
        departmentId: memberships.departmentId,
        department: departments.name,
        enabled: memberships.enabled,
        createdAt: memberships.createdAt,
        shared: sql<boolean>`${shared}`,
      })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      // The membership's foreign key keeps its role real, so this join never drops a member.
      .innerJoin(roles, and(eq(roles.ownerId, memberships.ownerId), eq(roles.name, memberships.role)))
      .leftJoin(organizations, eq(organizations.id, memberships.organizationId))
      .leftJoin(departments, eq(departments.id, memberships.departmentId))
  );
}

type MemberRow = Awaited<ReturnType<typeof members>>[number];

const toRow =
  (lang: Lang) =>
  (row: MemberRow): UserTableRow => ({
    id: row.id,
    username: row.username,
    name: row.name,
    gender: row.gender,
    phone: row.phone,
    email: row.email,
    role: row.role,
    role_title: roleTitle(lang, { name: row.role, title: row.roleTitle, builtin: row.roleBuiltin }),
    organization_id: row.organizationId,
    organization: row.organization,
    department_id: row.departmentId,
    department: row.department,
    enabled: row.enabled,
    is_admin: row.role === 'admin',
    shared: row.shared,
    created_at: row.createdAt.toISOString(),
  });

function whereOf(ctx: OwnerCtx, query: ListQuery): SQL | undefined {
  assertBooleanFilter(query, 'enabled');
  return and(eq(memberships.ownerId, ctx.owner.id), listFilters(query, USER_TABLE_LIST, COLUMNS));
}

export async function listUsers(ctx: OwnerCtx, query: ListQuery, lang: Lang): Promise<ListData<UserTableRow>> {
  await requirePermission(ctx, USER_TABLE_PAGE, 'index');
  const window = listWindow(query, USER_TABLE_LIST, LIST_OPTIONS);
  const where = whereOf(ctx, query);
  return listPage(
    window,
    members(ctx)
      .where(where)
      .orderBy(...window.orderBy)
      .limit(window.limit)
      .offset(window.offset),
    ctx.db.select({ n: count() }).from(memberships).innerJoin(users, eq(users.id, memberships.userId)).where(where),
    toRow(lang),
  );
}

function exportColumns(lang: Lang): SheetColumn<UserTableRow>[] {
  const header = (column: keyof typeof IMPORT_COLUMNS) => pick(lang, IMPORT_COLUMNS[column]);
  return [
    { header: header('username'), value: (row) => row.username },
    { header: header('name'), value: (row) => row.name },
    { header: header('gender'), width: 10, value: (row) => pick(lang, GENDER_LABELS[row.gender]) },
    { header: header('role'), value: (row) => row.role_title },
    { header: header('organization'), width: 24, value: (row) => row.organization },
    { header: header('department'), value: (row) => row.department },
    { header: header('phone'), value: (row) => row.phone },
    { header: header('email'), width: 28, value: (row) => row.email },
    {
      header: pick(lang, { zh: '状态', en: 'Status' }),
      width: 10,
      value: (row) => pick(lang, row.enabled ? STATUS_LABELS.enabled : STATUS_LABELS.disabled),
    },
    {
      header: pick(lang, { zh: '管理员', en: 'Administrator' }),
      width: 12,
      value: (row) => pick(lang, row.is_admin ? YES_NO.yes : YES_NO.no),
    },
    { header: pick(lang, { zh: '创建时间', en: 'Created' }), width: 22, value: (row) => new Date(row.created_at) },
  ];
}

/** Every member matching the list's filters, in its order (at most the "All" cap), as a workbook. */
export async function exportUsers(
  ctx: OwnerCtx,
  query: ListQuery,
  lang: Lang,
): Promise<{ fileName: string; buffer: Buffer }> {
  await requirePermission(ctx, USER_TABLE_PAGE, 'export');
  const window = listWindow({ ...query, page: 1, 'per-page': PAGE_SIZE_ALL }, USER_TABLE_LIST, LIST_OPTIONS);
  const rows = await members(ctx)
    .where(whereOf(ctx, query))
    .orderBy(...window.orderBy)
    .limit(window.limit);
  const title = pick(lang, { zh: '用户列表', en: 'Users' });
  const buffer = await xlsxBuffer(title, exportColumns(lang), rows.map(toRow(lang)));
  return { fileName: pick(lang, { zh: '用户列表.xlsx', en: 'users.xlsx' }), buffer };
}
