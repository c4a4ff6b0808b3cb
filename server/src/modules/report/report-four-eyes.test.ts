import type { WorkflowInstanceDetail } from '@app/contract';
import { WorkflowCalls } from '@app/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { envelope } from '../../../test/http.js';
import { exportKit, useExportApp } from '../report-export/report-export.test-support.js';
import { workflowInstances, workflowTasks } from '../workflow/workflow.table.js';

/**
 * Issue 32 on reports: a manager who uploads a report for a writer he names counts as its author, and
 * so does the writer; neither reviews it at the demo flow's node for the project's managers.
 */
const t = useExportApp();
const kit = exportKit(t);

describe('the four-eyes rule on a report uploaded for its writer', () => {
  it('gives neither the uploading manager nor the named writer a task at the managers’ node; another manager reviews', async () => {
    const projectId = await kit.projectId('HDNY-2026-002');
    const [uploader, writer, other] = await Promise.all([
      kit.member('manager', [[projectId, 'manager']], '钱经理'),
      kit.member('manager', [[projectId, 'manager']], '孙经理'),
      kit.member('manager', [[projectId, 'manager']], '李经理'),
    ]);
    const report = await kit.submittedReport(writer, { uploader });
    const [instance] = await t.db
      .select()
      .from(workflowInstances)
      .where(eq(workflowInstances.formInstanceId, report.id));
    const assignees = (
      await t.db
        .select({ id: workflowTasks.assigneeId })
        .from(workflowTasks)
        .where(and(eq(workflowTasks.instanceId, instance?.id ?? 0), inArray(workflowTasks.status, ['open'])))
    ).map((task) => task.id);
    expect(assignees).toContain(other.user.id);
    expect(assignees).not.toContain(uploader.user.id);
    expect(assignees).not.toContain(writer.user.id);
    for (const author of [uploader, writer]) {
      const review = envelope<WorkflowInstanceDetail>(
        await author.call(WorkflowCalls.instanceOfForm, { query: { form_id: report.id } }),
      ).data;
      expect(review.my_task).toBeNull();
    }
  });
});
