import {
  Code,
  type ListData,
  WorkflowCalls,
  type WorkflowDefinitionDetail,
  type WorkflowDefinitionRow,
} from '@app/contract';
import { describe, expect, it } from 'vitest';
import { lastAudit, signedIn } from '../../../test/admin.js';
import { useTestApp } from '../../../test/app.js';
import { databaseDigest } from '../../../test/db-digest.js';
import { callApi, envelope } from '../../../test/http.js';
import { approver, reviewKit } from './workflow.test-support.js';

const t = useTestApp();
const kit = reviewKit(t);

const update = (id: number, fields: Record<string, unknown> = {}) => ({
  id,
  name: '检验审核',
  families: [],
  template_ids: [],
  enabled: true,
  flow: [],
  ...fields,
});

describe('workflow definitions', () => {
  it('creates, saves, publishes immutable versions, lists, shows and deletes a definition, audited', async () => {
    const admin = await kit.member('admin');
    const reviewer = await kit.member('manager');
    const templateId = await kit.template(admin);
    const created = envelope<{ id: number }>(await admin.call(WorkflowCalls.create, { body: { name: '检验审核' } }));
    expect(created).toMatchObject({ code: Code.Success, msg: '已创建' });
    const id = created.data.id;
    const flow = [approver('one', [reviewer.user.id])];
    const saved = envelope(
      await admin.call(WorkflowCalls.update, { body: update(id, { flow, template_ids: [templateId] }) }),
    );
    expect(saved.code, saved.msg).toBe(Code.Success);
    expect(envelope(await admin.call(WorkflowCalls.publish, { body: { id } }))).toMatchObject({
      code: Code.Success,
      data: { version: 1 },
      msg: '已发布第 1 版',
    });
    const changed = [approver('one', [reviewer.user.id], { mode: 'all' })];
    await admin.call(WorkflowCalls.update, { body: update(id, { flow: changed, template_ids: [templateId] }) });
    const detail = envelope<WorkflowDefinitionDetail>(await admin.call(WorkflowCalls.view, { query: { id } }));
    expect(detail.data).toMatchObject({ latest_version: 1, changed: true, template_ids: [templateId], flow: changed });
    expect(detail.data.template_names[0]).toMatch(/^审核表/);
    expect(detail.data.versions).toMatchObject([{ version: 1, instance_count: 0 }]);
    const version = envelope<{ flow: unknown }>(await admin.call(WorkflowCalls.version, { query: { id, version: 1 } }));
    expect(version.data.flow).toEqual(flow);
    const list = envelope<ListData<WorkflowDefinitionRow>>(
      await admin.call(WorkflowCalls.list, { query: { 'filter[name]': '检验审核' } }),
    );
    expect(list.data.result.map((row) => row.id)).toContain(id);
    expect(await lastAudit(t.db, 'workflow_definitions', id)).toMatchObject({ action: 'update' });
    expect(envelope(await admin.call(WorkflowCalls.remove, { body: { id } })).code).toBe(Code.Success);
    expect(envelope(await admin.call(WorkflowCalls.view, { query: { id } })).code).toBe(Code.NotFound);
  });

  it('refuses to publish a tree with problems, by path', async () => {
    const admin = await kit.member('admin');
    const created = envelope<{ id: number }>(await admin.call(WorkflowCalls.create, { body: { name: '有问题' } }));
    const id = created.data.id;
    const empty = envelope(await admin.call(WorkflowCalls.publish, { body: { id } }));
    expect(empty).toMatchObject({ code: Code.FieldErrors, errdata: { flow: ['流程至少需要一个审批节点'] } });
    const twice = [approver('same', [admin.user.id]), approver('same', [admin.user.id])];
    await admin.call(WorkflowCalls.update, { body: update(id, { flow: twice }) });
    const res = envelope(await admin.call(WorkflowCalls.publish, { body: { id } }));
    expect(res).toMatchObject({ code: Code.FieldErrors, errdata: { 'flow.1.id': ['节点标识重复'] } });
    const badId = envelope(
      await admin.call(WorkflowCalls.update, { body: update(id, { flow: [approver('1bad', [admin.user.id])] }) }),
    );
    expect(badId.code).toBe(Code.FieldErrors);
    expect(Object.values(badId.errdata ?? {}).flat()).toContain(
      '节点标识须以字母开头，只能包含字母、数字、- 和 _（至多 40 位）',
    );
  });

  it('binds a family or template to one enabled definition at most, and a template binding wins', async () => {
    const admin = await kit.member('admin');
    const templateId = await kit.template(admin, 'witness');
    const [byFamily, byTemplate] = await Promise.all([kit.member('manager'), kit.member('manager')]);
    const familyDef = envelope<{ id: number }>(
      await admin.call(WorkflowCalls.create, { body: { name: '见证审核', families: ['witness'] } }),
    ).data.id;
    const clash = envelope(await admin.call(WorkflowCalls.create, { body: { name: '另一个', families: ['witness'] } }));
    expect(clash).toMatchObject({
      code: Code.FieldErrors,
      errdata: { families: ['该报告类型已绑定到另一个启用的流程'] },
    });
    await admin.call(WorkflowCalls.update, {
      body: update(familyDef, { families: ['witness'], flow: [approver('one', [byFamily.user.id])] }),
    });
    await admin.call(WorkflowCalls.publish, { body: { id: familyDef } });
    await kit.definition(admin, [approver('one', [byTemplate.user.id])], [templateId]);
    const again = envelope(
      await admin.call(WorkflowCalls.create, { body: { name: '再绑', template_ids: [templateId] } }),
    );
    expect(again.errdata?.template_ids).toEqual(['该模板已绑定到另一个启用的流程']);
    const unknown = envelope(
      await admin.call(WorkflowCalls.create, { body: { name: '无模板', template_ids: [999_999] } }),
    );
    expect(unknown.errdata?.template_ids).toEqual(['模板不存在']);

    const submitter = await kit.member();
    const formId = await kit.started(submitter, templateId);
    expect((await kit.review(byTemplate, formId)).my_task).not.toBeNull();
    expect(envelope(await admin.call(WorkflowCalls.remove, { body: { id: familyDef } })).code).toBe(Code.Success);
  });

  it('refuses to delete a definition with forms in review (code 0)', async () => {
    const [submitter, a] = await Promise.all([kit.member(), kit.member('manager')]);
    const admin = await kit.member('admin');
    const templateId = await kit.template(admin);
    const id = await kit.definition(admin, [approver('one', [a.user.id])], [templateId]);
    await kit.started(submitter, templateId);
    const res = envelope(await admin.call(WorkflowCalls.remove, { body: { id } }));
    expect(res).toMatchObject({ code: Code.Warning, msg: '该流程还有审核中的表单，不能删除；可先停用' });
  });

  it('another owner cannot read or change a definition; members without the page get code 3; no session -1', async () => {
    const admin = await kit.member('admin');
    const id = envelope<{ id: number }>(await admin.call(WorkflowCalls.create, { body: { name: '本单位' } })).data.id;
    const foreign = await signedIn(t, 'xnsd', 'admin');
    const staff = await kit.member('staff');
    const before = await databaseDigest(t.db, ['sessions', 'audit_log']);
    expect(envelope(await foreign.call(WorkflowCalls.view, { query: { id } })).code).toBe(Code.NotFound);
    expect(envelope(await foreign.call(WorkflowCalls.version, { query: { id, version: 1 } })).code).toBe(Code.NotFound);
    expect(envelope(await foreign.call(WorkflowCalls.update, { body: update(id) })).code).toBe(Code.NotFound);
    expect(envelope(await foreign.call(WorkflowCalls.publish, { body: { id } })).code).toBe(Code.NotFound);
    expect(envelope(await foreign.call(WorkflowCalls.remove, { body: { id } })).code).toBe(Code.NotFound);
    const theirs = envelope<ListData<WorkflowDefinitionRow>>(await foreign.call(WorkflowCalls.list));
    expect(theirs.data.result.map((row) => row.id)).not.toContain(id);
    expect(envelope(await staff.call(WorkflowCalls.list)).code).toBe(Code.NoPermission);
    expect(envelope(await staff.call(WorkflowCalls.create, { body: { name: 'x' } })).code).toBe(Code.NoPermission);
    expect(envelope(await callApi(t.app, undefined, WorkflowCalls.list)).code).toBe(Code.NotLoggedIn);
    expect(envelope(await admin.call(WorkflowCalls.create, { body: { name: '' } })).code).toBe(Code.FieldErrors);
    expect(await databaseDigest(t.db, ['sessions', 'audit_log'])).toEqual(before);
  });
});
