import { Code, type NcrActBody, NcrCalls, type NcrDetail, type NcrState } from '@app/contract';
import { and, asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/app.js';
import { ownerByKey } from '../../../test/factories.js';
import { envelope } from '../../../test/http.js';
import { formInstances } from '../form/form.table.js';
import { photoFile } from '../form/form.test-support.js';
import { inboxItems } from '../inbox/inbox.table.js';
import { type Member, reportKit } from '../report/report.test-support.js';
import { ncrCases } from './ncr.table.js';
import { chinaDay } from './ncr-rules.js';

/** The states of an NCR not closed. */
export type OpenState = Exclude<NcrState, 'closed'>;

/** The day `days` after today in China's calendar (before it when negative). */
export const dayFromToday = (days: number) => chinaDay(new Date(Date.now() + days * 24 * 60 * 60 * 1000));

/**
 * An NCR test's cast and moves: a project of the demo owner with its equipment, an inspector who
 * raises NCRs on it, a second inspector, its manager and the client; NCRs uploaded through the real
 * upload call, submitted as a submission leaves them, and moved along the loop through the real call.
 */
export async function ncrKit(t: TestApp) {
  const kit = reportKit(t);
  const projectId = await kit.projectId('HDNY-2026-002');
  const equipmentId = await kit.equipmentId('DW-ZB-01');
  const inspector = await kit.member('staff', [[projectId, 'staff']], '孙检验');
  const colleague = await kit.member('staff', [[projectId, 'staff']], '周检验');
  const manager = await kit.member('manager', [[projectId, 'manager']], '吴经理');
  const client = await kit.member('wtf', [], '郑业主');
  const outsider = await kit.member('staff', [], '冯检验');
  const owner = await ownerByKey(t.db, 'hdny');

  /** A new NCR draft of `by` (the inspector by default) on the project's equipment: its form id. */
  const draft = (by: Member = inspector) =>
    kit.created(by, {
      report_type: 'ncr',
      project_id: projectId,
      report_date: chinaDay(),
      conclusion: 'fail',
      equipment_id: equipmentId,
    });

  let serial = 0;
  /** A new NCR, submitted: raised and waiting for its disposition. */
  const raised = async (by: Member = inspector) => {
    const id = await draft(by);
    await kit.submitted(id, new Date().toISOString(), `NCR-T-${++serial}`);
    return id;
  };

  const detail = async (who: Member, id: number | string) =>
    envelope<NcrDetail>(await who.call(NcrCalls.detail, { query: { id } }));

  const act = async (who: Member, id: number | string, body: NcrActBody | Record<string, unknown>) =>
    envelope<NcrDetail>(await who.call(NcrCalls.act, { query: { id }, body }));

  /** Takes a step and expects it taken; answers the loop after it. */
  async function acted(who: Member, id: number, body: NcrActBody) {
    const res = await act(who, id, body);
    expect(res.code, res.msg).toBe(Code.Success);
    return res.data;
  }

  const plan = (responsible: Member = colleague): Extract<NcrActBody, { action: 'plan' }> => ({
    action: 'plan',
    plan: '更换不合格密封圈并复测泄漏率',
    responsible_id: responsible.user.id,
    due_date: dayFromToday(7),
  });

  /** A finished photo upload of `who`, as evidence. */
  const photoOf = (who: Member) => photoFile(t.db, { ownerId: owner.id, uploaderId: who.user.id });

  /** A raised NCR moved on to `state` by the usual cast: disposed by the client, planned by the inspector for his colleague, approved by the manager, executed by the colleague. */
  async function ncrAt(state: OpenState) {
    const id = await raised();
    const order = ['disposition', 'plan', 'approval', 'execution', 'verification'];
    const steps: [Member, NcrActBody][] = [
      [client, { action: 'dispose', disposition: 'repair', note: '返修后复检' }],
      [inspector, plan()],
      [manager, { action: 'approve' }],
      [colleague, { action: 'execute', note: '已更换密封圈', file_ids: [] }],
    ];
    for (const [who, body] of steps.slice(0, order.indexOf(state))) await acted(who, id, body);
    return id;
  }

  /** How the notices name the NCR: its template and number. */
  const titleOf = async (id: number) => {
    const [form] = await t.db
      .select({ number: formInstances.number })
      .from(formInstances)
      .where(eq(formInstances.id, id));
    return `不符合项报告 ${form?.number}`;
  };

  const caseRow = async (id: number) => (await t.db.select().from(ncrCases).where(eq(ncrCases.formInstanceId, id)))[0];

  /** The inbox notices of `who` linking to the NCR's page, oldest first. */
  const noticesOf = (who: Member) =>
    t.db
      .select()
      .from(inboxItems)
      .where(and(eq(inboxItems.userId, who.user.id), eq(inboxItems.ownerId, owner.id)))
      .orderBy(asc(inboxItems.id));

  return {
    ...kit,
    owner,
    projectId,
    equipmentId,
    inspector,
    colleague,
    manager,
    client,
    outsider,
    draft,
    raised,
    detail,
    act,
    acted,
    plan,
    photoOf,
    ncrAt,
    caseRow,
    titleOf,
    noticesOf,
  };
}
