import type { FindingCategory, FindingCategoryBody } from '@app/contract';
import { and, asc, eq, notExists } from 'drizzle-orm';
import type { z } from 'zod';
import { owners } from '../../core/owner.table.js';
import { found } from '../../platform/app-error.js';
import { recordChange } from '../../platform/audit.js';
import { auditedTable, updateAudited } from '../../platform/audited-writes.js';
import type { Db } from '../../platform/db.js';
import { uniqueAs } from '../../platform/db-errors.js';
import { requirePermission } from '../../platform/permission.js';
import type { OwnerCtx } from '../../platform/session.js';
import { SETTINGS_PAGE } from './finding.service.js';
import { type FindingCategoryRecord, findingCategories } from './finding.table.js';

/** A finding type or theme item as 问题设置 sends it (the administrator keeps them). */
type CategoryInput = z.output<typeof FindingCategoryBody>;

const toCategory = (row: FindingCategoryRecord): FindingCategory => ({
  id: row.id,
  kind: row.kind,
  name: row.name,
  sort: row.sort,
  enabled: row.enabled,
});

const AUDITED_CATEGORY = auditedTable({
  table: findingCategories,
  entity: 'finding_categories',
  fields: (row) => ({ kind: row.kind, name: row.name, sort: row.sort, enabled: row.enabled }),
});

const nameTaken = uniqueAs('name', 'finding.nameTaken');

export async function listCategories(ctx: OwnerCtx): Promise<FindingCategory[]> {
  await requirePermission(ctx, SETTINGS_PAGE, 'index');
  const rows = await ctx.db
    .select()
    .from(findingCategories)
    .where(eq(findingCategories.ownerId, ctx.owner.id))
    .orderBy(asc(findingCategories.kind), asc(findingCategories.sort), asc(findingCategories.id));
  return rows.map(toCategory);
}

export async function createCategory(ctx: OwnerCtx, body: CategoryInput): Promise<FindingCategory> {
  await requirePermission(ctx, SETTINGS_PAGE, 'create');
  return ctx.db
    .transaction(async (tx) => {
      const [row] = await tx
        .insert(findingCategories)
        .values({ ownerId: ctx.owner.id, ...body, createdBy: ctx.user.id })
        .returning();
      const made = found(row);
      await recordChange(tx, ctx, {
        entity: 'finding_categories',
        entityId: made.id,
        action: 'create',
        after: AUDITED_CATEGORY.fields(made),
      });
      return toCategory(made);
    })
    .catch(nameTaken);
}

export async function updateCategory(ctx: OwnerCtx, id: number, body: CategoryInput): Promise<FindingCategory> {
  await requirePermission(ctx, SETTINGS_PAGE, 'update');
  return ctx.db
    .transaction(async (tx) => {
      const row = await updateAudited(
        tx,
        ctx,
        AUDITED_CATEGORY,
        and(eq(findingCategories.ownerId, ctx.owner.id), eq(findingCategories.id, id)),
        body,
      );
      return toCategory(row);
    })
    .catch(nameTaken);
}

/** The owner's starting types and theme items (a new owner, the demo owners). */
export const DEFAULT_TYPES = ['质量问题', '安全问题', '进度问题', '资料问题', '其他'];
export const DEFAULT_THEMES = ['外观', '尺寸', '焊接', '绝缘', '试验', '包装运输', '标识铭牌', '资料文件'];

export async function seedCategories(db: Db, ownerId: number): Promise<void> {
  await db
    .insert(findingCategories)
    .values([
      ...DEFAULT_TYPES.map((name, i) => ({ ownerId, kind: 'type' as const, name, sort: (i + 1) * 10 })),
      ...DEFAULT_THEMES.map((name, i) => ({ ownerId, kind: 'theme' as const, name, sort: (i + 1) * 10 })),
    ])
    .onConflictDoNothing();
}

/**
 * Gives the starting types and themes to each ordinary owner that has none (owners made before this
 * module; a new owner gets them from `seedOwner`), once, at start-up.
 */
export async function seedExistingOwners(db: Db): Promise<void> {
  const waiting = await db
    .select({ id: owners.id })
    .from(owners)
    .where(
      and(
        eq(owners.isConfig, false),
        notExists(
          db
            .select({ one: findingCategories.id })
            .from(findingCategories)
            .where(eq(findingCategories.ownerId, owners.id)),
        ),
      ),
    );
  for (const owner of waiting) await seedCategories(db, owner.id);
}
