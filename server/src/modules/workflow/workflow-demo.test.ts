import type { ListData, TodoItem, WorkflowInstanceDetail } from '@app/contract';
import { BacklogCalls, WorkflowCalls } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.js';
import { callApi, envelope, login } from '../../../test/http.js';

const t = useTestApp();

describe('the demo review', () => {
  it("waits in the demo manager's to-do list, opens the report, and the client has nothing to do yet", async () => {
    const manager = await login(t.app, 'manager');
    const todo = envelope<ListData<TodoItem>>(await callApi(t.app, manager, BacklogCalls.list)).data;
    const item = todo.result.find((row) => row.step === '项目经理审核');
    expect(item?.report_type).toBe('inspection');
    // An inspection report opens on the report's page: its form, then its template.
    expect(item?.link).toMatch(/^\/project\/found\/report\/list\/detail\/\d+\/\d+$/);

    const formId = item?.link?.split('/').at(-2);
    const review = envelope<WorkflowInstanceDetail>(
      await callApi(t.app, manager, WorkflowCalls.instanceOfForm, { query: { form_id: formId } }),
    ).data;
    expect(review).toMatchObject({ status: 'in_review', definition_name: '检验报告审核', step: '项目经理审核' });
    expect(review.my_task?.actions).toContain('send_back');

    const client = await login(t.app, 'client');
    const theirs = envelope<ListData<TodoItem>>(await callApi(t.app, client, BacklogCalls.list)).data;
    expect(theirs.result.filter((row) => row.link === item?.link)).toEqual([]);
  });
});
