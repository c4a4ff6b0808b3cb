import { FINDING_LIST, type FindingListQuery, type FindingRow, type ListData } from '@app/contract';
import { and, eq, gte, inArray, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { chinaDay } from '../../platform/china-time.js';
import type { ListColumns } from '../../platform/list-columns.js';
import { listFilters } from '../../platform/list-filters.js';
import {
  countUpToCap,
  idArray,
  inIdOrder,
  listPage,
  listWindow,
  rememberedCount,
  rowsOfPicked,
} from '../../platform/list-query.js';
import { anyCaller, CALLER_PLACEHOLDERS, callerValues, preparedOnce } from '../../platform/prepared.js';
import type { OwnerCtx } from '../../platform/session.js';
import { requirePermission } from '../permission/permission.service.js';
import { projectScopeOf, visibleProjectIds } from '../project/project-scope.js';
import { LIST_PAGE } from './finding.service.js';
import { findings } from './finding.table.js';
import { rowSelection, type SelectedFinding, toRow } from './finding-rows.js';

const overdueSql = (today: string) => and(ne(findings.state, 'closed'), lt(findings.dueDate, today));

const COLUMNS: ListColumns<typeof FINDING_LIST> = {
  raised_at: findings.raisedAt,
  due_date: findings.dueDate,
  state: findings.state,
  type_id: findings.typeId,
  theme_id: findings.themeId,
  is_important: findings.isImportant,
  on_focus: findings.onFocus,
  overdue: (value) =>
    value === 'true'
      ? (overdueSql(chinaDay()) as SQL)
      : (or(eq(findings.state, 'closed'), gte(findings.dueDate, chinaDay())) as SQL),
  description: findings.description,
};

/**
 * The findings of `ids` with their names, in the order of `ids`. One statement per scope, prepared
 * once: PostgreSQL keeps its plan of the five joins, which it planned anew at every call when the
 * page was read in one statement with its filters and order.
 */
async function findingRowsOf(ctx: OwnerCtx, ids: readonly number[]): Promise<SelectedFinding[]> {
  if (ids.length === 0) return [];
  const name = `finding_rows_${projectScopeOf(ctx)}`;
  const statement = preparedOnce(ctx.db, name, () =>
    rowSelection(anyCaller(ctx))
      .where(
        and(
          eq(findings.ownerId, CALLER_PLACEHOLDERS.owner),
          sql`${findings.id} = any(${sql.placeholder('ids')}::int[])`,
        ),
      )
      .prepare(name),
  );
  const rows = await statement.execute({ ...callerValues(ctx), ids: idArray(ids) });
  return inIdOrder(ids, rows, (row) => row.finding.id);
}

/**
 * One project's findings (GET /finding/index), of a project the caller may read. The page's ids are
 * picked from the findings alone, through findings_owner_project_raised_id_idx (or its twin by state for
 * a state filter), which hold the id, so a deep page skips index entries rather than rows; the page's
 * rows are read apart (findingRowsOf) and the count is kept with the session.
 */
export async function listFindings(
  ctx: OwnerCtx,
  query: z.output<typeof FindingListQuery>,
): Promise<ListData<FindingRow>> {
  await requirePermission(ctx, LIST_PAGE, 'index');
  const window = listWindow(query, FINDING_LIST, { columns: COLUMNS, tieBreaker: findings.id });
  const where = and(
    eq(findings.ownerId, ctx.owner.id),
    eq(findings.projectId, query.project_id),
    inArray(findings.projectId, visibleProjectIds(ctx)),
    listFilters(query, FINDING_LIST, COLUMNS),
  );
  const today = chinaDay();
  const ids = ctx.db
    .select({ id: findings.id })
    .from(findings)
    .where(where)
    .orderBy(...window.orderBy)
    .limit(window.limit)
    .offset(window.offset);
  return listPage(
    window,
    rowsOfPicked(ids, (picked) => findingRowsOf(ctx, picked)),
    rememberedCount(ctx, 'finding', query, () =>
      countUpToCap(ctx.db, ctx.db.select({ id: findings.id }).from(findings).where(where)),
    ),
    (row) => toRow(row, today),
  );
}
