import { type AnyColumn, desc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import { workflowInstances } from './workflow.table.js';

/**
 * The latest review of the form whose id is `formId` (a column of the query that joins it), as a
 * subquery for a LEFT JOIN LATERAL: the steps waiting now (empty unless in review). A form withdrawn
 * and submitted again has several reviews; the latest is the one that counts. It reads one or two
 * index entries of the form (workflow_instances_form_idx) for each row the query keeps: for a page's
 * rows. The review's state is the form's own review_status (kept by the database).
 */
export const latestReviewOf = (db: Db, formId: AnyColumn) =>
  db
    .select({ step: workflowInstances.step })
    .from(workflowInstances)
    .where(eq(workflowInstances.formInstanceId, formId))
    .orderBy(desc(workflowInstances.id))
    .limit(1)
    .as('latest_review');
