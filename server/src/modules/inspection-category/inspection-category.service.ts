import {
  type ActionType,
  CATEGORY_LIST,
  type CategoriesImported,
  type CategoryBody,
  Code,
  type InspectionCategory,
  type ListData,
  type ListQuery,
} from '@app/contract';
import { and, asc, count, eq, getTableColumns, or } from 'drizzle-orm';
import type { z } from 'zod';
import { owners } from '../../core/owner.table.js';
import { AppError, fieldError, found } from '../../platform/app-error.js';
import { recordChange } from '../../platform/audit.js';
import { auditedTable, deleteAudited, updateAudited } from '../../platform/audited-writes.js';
import type { Db } from '../../platform/db.js';
import { isUniqueViolation, referencedAs } from '../../platform/db-errors.js';
import { bodyColumns, rowFields } from '../../platform/field-names.js';
import type { ListColumns } from '../../platform/list-columns.js';
import { pagedList } from '../../platform/list-query.js';
import type { NewOwner } from '../../platform/module.js';
import { requirePermission } from '../../platform/permission.js';
import type { OwnerCtx } from '../../platform/session.js';
import { type InspectionCategoryRow, inspectionCategories } from './inspection-category.table.js';
import { ITP_DEFAULTS } from './itp-defaults.js';

type CategoryInput = z.output<typeof CategoryBody>;

const COLUMNS: ListColumns<typeof CATEGORY_LIST> = {
  sort: inspectionCategories.sort,
  name: inspectionCategories.name,
  plan_symbol: inspectionCategories.planSymbol,
};

/** The columns a body writes, and so what a change shows in the audit log. */
const EDITED = ['name', 'planSymbol', 'actualSymbol', 'note', 'sort'] as const;

const AUDITED = auditedTable({
  table: inspectionCategories,
  entity: 'inspection_categories',
  fields: (row) => rowFields(row, EDITED),
});

const columnsOf = (body: CategoryInput) => bodyColumns(body, EDITED);

const toCategory = (row: InspectionCategoryRow): InspectionCategory => ({
  id: row.id,
  name: row.name,
  plan_symbol: row.planSymbol,
  actual_symbol: row.actualSymbol,
  note: row.note,
  sort: row.sort,
  updated_at: row.updateAt.toISOString(),
});

/** The configuration owner edits the platform's defaults on its page; every other owner its own list on its page. */
const requireCategories = (ctx: OwnerCtx, action: ActionType) =>
  requirePermission(ctx, ctx.owner.isConfig ? 'config-subject-ipcg' : 'system-ipcg', action);

const own = (ctx: OwnerCtx, id: number) =>
  and(eq(inspectionCategories.ownerId, ctx.owner.id), eq(inspectionCategories.id, id));

/** A name or plan symbol the owner uses already is a field error on that field. */
async function whichTaken(db: Db, ownerId: number, body: CategoryInput, exceptId = 0) {
  const [taken] = await db
    .select({ id: inspectionCategories.id, name: inspectionCategories.name })
    .from(inspectionCategories)
    .where(
      and(
        eq(inspectionCategories.ownerId, ownerId),
        or(eq(inspectionCategories.name, body.name), eq(inspectionCategories.planSymbol, body.plan_symbol)),
      ),
    )
    .limit(2)
    .then((rows) => rows.filter((row) => row.id !== exceptId));
  if (taken) {
    throw taken.name === body.name
      ? fieldError('name', 'category.nameTaken')
      : fieldError('plan_symbol', 'category.symbolTaken');
  }
}

/** Two saves racing past the check meet the unique indexes: the same field errors. */
const takenAs = (error: unknown): never => {
  if (isUniqueViolation(error)) {
    const constraint = (error as { constraint?: string }).constraint ?? '';
    throw constraint.includes('plan')
      ? fieldError('plan_symbol', 'category.symbolTaken')
      : fieldError('name', 'category.nameTaken');
  }
  throw error;
};

export async function listCategories(ctx: OwnerCtx, query: ListQuery): Promise<ListData<InspectionCategory>> {
  await requireCategories(ctx, 'index');
  return pagedList(query, CATEGORY_LIST, {
    columns: COLUMNS,
    tieBreaker: inspectionCategories.id,
    scope: eq(inspectionCategories.ownerId, ctx.owner.id),
    rows: (where) => ctx.db.select().from(inspectionCategories).where(where),
    count: (where) => ctx.db.select({ n: count() }).from(inspectionCategories).where(where),
    toItem: toCategory,
  });
}

export async function createCategory(ctx: OwnerCtx, body: CategoryInput): Promise<InspectionCategory> {
  await requireCategories(ctx, 'create');
  return ctx.db
    .transaction(async (tx) => {
      await whichTaken(tx, ctx.owner.id, body);
      const [row] = await tx
        .insert(inspectionCategories)
        .values({ ownerId: ctx.owner.id, ...columnsOf(body), createdBy: ctx.user.id })
        .returning();
      const created = found(row);
      await recordChange(tx, ctx, {
        entity: 'inspection_categories',
        entityId: created.id,
        action: 'create',
        after: AUDITED.fields(created),
      });
      return toCategory(created);
    })
    .catch(takenAs);
}

export async function updateCategory(ctx: OwnerCtx, id: number, body: CategoryInput): Promise<InspectionCategory> {
  await requireCategories(ctx, 'update');
  return ctx.db
    .transaction(async (tx) => {
      await whichTaken(tx, ctx.owner.id, body, id);
      return toCategory(await updateAudited(tx, ctx, AUDITED, own(ctx, id), columnsOf(body)));
    })
    .catch(takenAs);
}

/** A category that equipment's inspection points use is kept (code 7): the points' key refers to it. */
export async function deleteCategory(ctx: OwnerCtx, id: number): Promise<void> {
  await requireCategories(ctx, 'delete');
  await ctx.db.transaction((tx) => deleteAudited(tx, ctx, AUDITED, own(ctx, id))).catch(referencedAs('category.inUse'));
}

/** The owner's categories in their order: the columns of an equipment's ITP grid. */
export async function categoriesOf(db: Db, ownerId: number): Promise<InspectionCategoryRow[]> {
  return db
    .select()
    .from(inspectionCategories)
    .where(eq(inspectionCategories.ownerId, ownerId))
    .orderBy(asc(inspectionCategories.sort), asc(inspectionCategories.id));
}

/** The configuration owner's categories, the platform's defaults; none when there is no such owner yet. */
async function platformDefaults(db: Db): Promise<InspectionCategoryRow[]> {
  return db
    .select(getTableColumns(inspectionCategories))
    .from(inspectionCategories)
    .innerJoin(owners, eq(owners.id, inspectionCategories.ownerId))
    .where(eq(owners.isConfig, true));
}

/**
 * Copies into the owner the platform's defaults whose name and plan symbol it does not use yet;
 * its own categories stay as they are. Each copy is audited as a creation.
 */
export async function importDefaults(ctx: OwnerCtx): Promise<CategoriesImported> {
  await requireCategories(ctx, 'create');
  if (ctx.owner.isConfig) throw new AppError(Code.IllegalOperation, 'category.notForConfig');
  return ctx.db.transaction(async (tx) => {
    const mine = await tx.select().from(inspectionCategories).where(eq(inspectionCategories.ownerId, ctx.owner.id));
    const names = new Set(mine.map((row) => row.name));
    const symbols = new Set(mine.map((row) => row.planSymbol));
    let added = 0;
    for (const row of await platformDefaults(tx)) {
      if (names.has(row.name) || symbols.has(row.planSymbol)) continue;
      const [copy] = await tx
        .insert(inspectionCategories)
        .values({ ...copyOf(row), ownerId: ctx.owner.id, createdBy: ctx.user.id })
        .returning();
      const created = found(copy);
      await recordChange(tx, ctx, {
        entity: 'inspection_categories',
        entityId: created.id,
        action: 'create',
        after: AUDITED.fields(created),
      });
      added++;
    }
    return { added };
  });
}

const copyOf = (row: Pick<InspectionCategoryRow, 'name' | 'planSymbol' | 'actualSymbol' | 'note' | 'sort'>) => ({
  name: row.name,
  planSymbol: row.planSymbol,
  actualSymbol: row.actualSymbol,
  note: row.note,
  sort: row.sort,
});

/**
 * A new owner's starting categories: the configuration owner gets the ITP defaults, an ordinary
 * owner a copy of the platform's defaults as they are then.
 */
export async function seedOwnerCategories(db: Db, owner: NewOwner): Promise<void> {
  const rows = owner.isConfig ? ITP_DEFAULTS.map(copyOf) : (await platformDefaults(db)).map(copyOf);
  if (rows.length > 0) await db.insert(inspectionCategories).values(rows.map((row) => ({ ...row, ownerId: owner.id })));
}
