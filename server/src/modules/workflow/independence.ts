import { INDEPENDENCE_KINDS, type IndependenceBody, type IndependenceKind, type IndependenceRule } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { users } from '../../core/user.table.js';
import { recordChange } from '../../platform/audit.js';
import type { Db } from '../../platform/db.js';
import { requirePermission } from '../../platform/permission.js';
import type { OwnerCtx } from '../../platform/session.js';
import { WORKFLOW_PAGE } from './definition.service.js';
import { reviewRelaxations } from './workflow.table.js';

/**
 * The four-eyes rule's settings (contract: INDEPENDENCE_KINDS): by default every kind holds; an owner
 * relaxes one for a small team, on the workflow page, with its update right.
 */

/** Whether the owner lets authors decide on their own work of this kind. */
export async function isRelaxed(db: Db, ownerId: number, kind: IndependenceKind): Promise<boolean> {
  const [row] = await db
    .select({ kind: reviewRelaxations.kind })
    .from(reviewRelaxations)
    .where(and(eq(reviewRelaxations.ownerId, ownerId), eq(reviewRelaxations.kind, kind)));
  return row !== undefined;
}

/** The kinds the owner relaxed. */
export async function relaxedKinds(db: Db, ownerId: number): Promise<Set<IndependenceKind>> {
  const rows = await db
    .select({ kind: reviewRelaxations.kind })
    .from(reviewRelaxations)
    .where(eq(reviewRelaxations.ownerId, ownerId));
  return new Set(rows.map((row) => row.kind));
}

export async function viewIndependence(ctx: OwnerCtx): Promise<IndependenceRule[]> {
  await requirePermission(ctx, WORKFLOW_PAGE, 'index');
  const rows = await ctx.db
    .select({ kind: reviewRelaxations.kind, at: reviewRelaxations.relaxedAt, name: users.name })
    .from(reviewRelaxations)
    .leftJoin(users, eq(users.id, reviewRelaxations.relaxedBy))
    .where(eq(reviewRelaxations.ownerId, ctx.owner.id));
  return INDEPENDENCE_KINDS.map((kind) => {
    const row = rows.find((relaxed) => relaxed.kind === kind);
    return {
      kind,
      relaxed: row !== undefined,
      relaxed_by_name: row ? (row.name ?? '') : null,
      relaxed_at: row?.at.toISOString() ?? null,
    };
  });
}

/** Relaxes or restores one kind's rule; a change is audited, setting what already holds changes nothing. */
export async function setIndependence(ctx: OwnerCtx, body: z.output<typeof IndependenceBody>): Promise<void> {
  await requirePermission(ctx, WORKFLOW_PAGE, 'update');
  await ctx.db.transaction(async (tx) => {
    const own = and(eq(reviewRelaxations.ownerId, ctx.owner.id), eq(reviewRelaxations.kind, body.kind));
    const changed = body.relaxed
      ? await tx
          .insert(reviewRelaxations)
          .values({ ownerId: ctx.owner.id, kind: body.kind, relaxedBy: ctx.user.id })
          .onConflictDoNothing()
          .returning()
      : await tx.delete(reviewRelaxations).where(own).returning();
    if (changed.length === 0) return;
    await recordChange(tx, ctx, {
      entity: 'review_relaxations',
      entityId: body.kind,
      action: 'update',
      before: { kind: body.kind, relaxed: !body.relaxed },
      after: { kind: body.kind, relaxed: body.relaxed },
    });
  });
}
