import { Code, FormCalls } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.js';
import { ownerByKey } from '../../../test/factories.js';
import { photoFile } from '../form/form.test-support.js';
import { approver, REVIEW_ITEMS, reviewKit } from './workflow.test-support.js';

const t = useTestApp();
const kit = reviewKit(t);

describe('handing a task on', () => {
  it('transfer moves the task to another member; delegate records for whom he acts', async () => {
    const [submitter, a, b, c] = await Promise.all([
      kit.member(),
      kit.member('manager'),
      kit.member('manager'),
      kit.member('manager'),
    ]);
    const { templateId } = await kit.reviewed([approver('one', [a.user.id])]);
    const formId = await kit.started(submitter, templateId);
    await kit.acted(a, formId, { action: 'transfer', user_id: b.user.id, comment: '请代为处理' });
    expect(await kit.todo(a)).toHaveLength(0);
    expect(await kit.todo(b)).toHaveLength(1);
    await kit.acted(b, formId, { action: 'delegate', user_id: c.user.id });
    const review = await kit.review(c, formId);
    expect(review.tasks.map((x) => [x.status, x.assignee_name])).toEqual([
      ['transferred', '测试用户'],
      ['transferred', '测试用户'],
      ['open', '测试用户（测试用户）'],
    ]);
    expect(review.history.map((h) => h.event)).toEqual(['submit', 'transfer', 'delegate']);
    expect((await kit.acted(c, formId, { action: 'approve' })).status).toBe('approved');
  });

  it('refuses a transfer to oneself, to no member or to nobody, changing nothing', async () => {
    const [submitter, a] = await Promise.all([kit.member(), kit.member('manager')]);
    const { templateId } = await kit.reviewed([approver('one', [a.user.id])]);
    const formId = await kit.started(submitter, templateId);
    const self = await kit.act(a, formId, { action: 'transfer', user_id: a.user.id });
    expect(self.code).toBe(Code.FieldErrors);
    expect((await kit.act(a, formId, { action: 'transfer', user_id: 999_999 })).code).toBe(Code.FieldErrors);
    expect((await kit.act(a, formId, { action: 'transfer' })).code).toBe(Code.FieldErrors);
    expect((await kit.review(a, formId)).history.map((h) => h.event)).toEqual(['submit']);
  });

  it('adds a signer before (who acts first, then the caller again) or after the caller', async () => {
    const [submitter, a, before, after] = await Promise.all([
      kit.member(),
      kit.member('manager'),
      kit.member('manager'),
      kit.member('manager'),
    ]);
    const { templateId } = await kit.reviewed([approver('one', [a.user.id])]);
    const formId = await kit.started(submitter, templateId);
    await kit.acted(a, formId, { action: 'add_signer', user_id: before.user.id, position: 'before' });
    expect(await kit.todo(a)).toHaveLength(0);
    expect((await kit.review(a, formId)).my_task).toBeNull();
    await kit.acted(before, formId, { action: 'approve' });
    expect(await kit.todo(a)).toHaveLength(1);
    await kit.acted(a, formId, { action: 'add_signer', user_id: after.user.id, position: 'after' });
    expect((await kit.acted(a, formId, { action: 'approve' })).status).toBe('in_review');
    expect((await kit.acted(after, formId, { action: 'approve' })).status).toBe('approved');
    const missing = await kit.started(submitter, templateId);
    expect((await kit.act(a, missing, { action: 'add_signer', user_id: before.user.id })).code).toBe(Code.FieldErrors);
  });

  it('comments with the caller’s own uploads only', async () => {
    const [submitter, a] = await Promise.all([kit.member(), kit.member('manager')]);
    const { templateId } = await kit.reviewed([approver('one', [a.user.id])]);
    const formId = await kit.started(submitter, templateId);
    const owner = await ownerByKey(t.db, 'hdny');
    const mine = await photoFile(t.db, { ownerId: owner.id, uploaderId: a.user.id });
    const theirs = await photoFile(t.db, { ownerId: owner.id, uploaderId: submitter.user.id });
    const refused = await kit.act(a, formId, { action: 'comment', comment: '见附件', attachments: [theirs] });
    expect(refused.code).toBe(Code.FieldErrors);
    expect(refused.errdata?.attachments).toEqual(['附件须是您在本单位上传完成的文件']);
    await kit.acted(a, formId, { action: 'comment', comment: '见附件', attachments: [mine] });
    const review = await kit.review(a, formId);
    expect(review.history.at(-1)).toMatchObject({ event: 'comment', comment: '见附件', attachments: [mine] });
    expect(review.my_task).not.toBeNull();
  });

  it('approves with edits only on items the node may edit, checked against the form', async () => {
    const [submitter, a] = await Promise.all([kit.member(), kit.member('manager')]);
    const { templateId } = await kit.reviewed([approver('one', [a.user.id], { field_rights: { amount: 'edit' } })]);
    const formId = await kit.started(submitter, templateId);
    expect((await kit.review(a, formId)).my_task?.field_rights).toEqual({ amount: 'edit' });
    const notEditable = await kit.act(a, formId, { action: 'approve', data: { note: '改了' } });
    expect(notEditable.code).toBe(Code.FieldErrors);
    expect(Object.keys(notEditable.errdata ?? {})).toEqual(['note']);
    const invalid = await kit.act(a, formId, { action: 'approve', data: { amount: 5000 } });
    expect(invalid.code).toBe(Code.FieldErrors);
    expect(Object.keys(invalid.errdata ?? {})).toEqual(['amount']);
    expect((await kit.acted(a, formId, { action: 'approve', data: { amount: 7 } })).status).toBe('approved');
    const form = await submitter.call(FormCalls.instance, { query: { id: formId } });
    expect(form.json().data.data).toEqual({ note: '合格', amount: 7 });
  });

  it('lets an approver add only his own photos, keeping the submitter’s', async () => {
    const [submitter, a] = await Promise.all([kit.member(), kit.member('manager')]);
    const items = [...REVIEW_ITEMS, { key: 'photos', kind: 'photo', title: '照片', maxCount: 6 } as const];
    const { templateId } = await kit.reviewed(
      [approver('one', [a.user.id], { field_rights: { photos: 'edit' } })],
      items,
    );
    const owner = await ownerByKey(t.db, 'hdny');
    const [submitted, colleague, own] = await Promise.all([
      photoFile(t.db, { ownerId: owner.id, uploaderId: submitter.user.id }),
      photoFile(t.db, { ownerId: owner.id, uploaderId: submitter.user.id }),
      photoFile(t.db, { ownerId: owner.id, uploaderId: a.user.id }),
    ]);
    const formId = await kit.started(submitter, templateId, { note: '合格', photos: [submitted] });
    const refused = await kit.act(a, formId, { action: 'approve', data: { photos: [submitted, colleague] } });
    expect(refused.code).toBe(Code.FieldErrors);
    expect(Object.keys(refused.errdata ?? {})).toEqual(['photos']);
    expect((await kit.review(a, formId)).status).toBe('in_review');
    expect((await kit.acted(a, formId, { action: 'approve', data: { photos: [submitted, own] } })).status).toBe(
      'approved',
    );
    const form = await submitter.call(FormCalls.instance, { query: { id: formId } });
    expect(form.json().data.data.photos).toEqual([submitted, own]);
  });
});
