import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import { workflowInstances, workflowTasks } from './workflow.table.js';

/**
 * Whether a member has an open task on a review of the form: it lets him read the form without the
 * form pages' permission (form-access.ts) for as long as the task is open.
 */
export async function hasOpenTaskOnForm(db: Db, ownerId: number, userId: number, formId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: workflowTasks.id })
    .from(workflowTasks)
    .innerJoin(workflowInstances, eq(workflowInstances.id, workflowTasks.instanceId))
    .where(
      and(
        eq(workflowTasks.ownerId, ownerId),
        eq(workflowTasks.assigneeId, userId),
        eq(workflowTasks.status, 'open'),
        eq(workflowInstances.formInstanceId, formId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Whether a form has been in a review workflow: such a form is a record even when back in draft. */
export async function hasReview(db: Db, formId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: workflowInstances.id })
    .from(workflowInstances)
    .where(eq(workflowInstances.formInstanceId, formId))
    .limit(1);
  return row !== undefined;
}
