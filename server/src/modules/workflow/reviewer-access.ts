import { Code } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../platform/app-error.js';
import type { Db } from '../../platform/db.js';
import type { OwnerCtx } from '../../platform/session.js';
import { workflowInstances, workflowTasks } from './workflow.table.js';

/**
 * The workflow's formReadGrant: whether the caller has an open task on a review of the form, which
 * lets him read the form without the form pages' permission for as long as the task is open.
 */
export async function hasOpenTaskOnForm(ctx: OwnerCtx, formId: number): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: workflowTasks.id })
    .from(workflowTasks)
    .innerJoin(workflowInstances, eq(workflowInstances.id, workflowTasks.instanceId))
    .where(
      and(
        eq(workflowTasks.ownerId, ctx.owner.id),
        eq(workflowTasks.assigneeId, ctx.user.id),
        eq(workflowTasks.status, 'open'),
        eq(workflowInstances.formInstanceId, formId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * The workflow's draftDeleting: a form that has been in a review is part of its record even when back
 * in draft (sent back or withdrawn), so deleting it is refused (code 7).
 */
export async function refuseDeletingReviewed(db: Db, formId: number): Promise<void> {
  const [row] = await db
    .select({ id: workflowInstances.id })
    .from(workflowInstances)
    .where(eq(workflowInstances.formInstanceId, formId))
    .limit(1);
  if (row) throw new AppError(Code.IllegalOperation, 'workflow.formInReview');
}
