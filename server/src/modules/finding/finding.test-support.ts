import { Code, type FindingBody, FindingCalls, type FindingDetail } from '@app/contract';
import { and, asc, count, eq } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import type { TestApp } from '../../../test/app.js';
import { ownerByKey } from '../../../test/factories.js';
import { envelope } from '../../../test/http.js';
import { chinaDay } from '../../platform/china-time.js';
import { photoFile } from '../form/form.test-support.js';
import { inboxItems } from '../inbox/inbox.table.js';
import { type Member, reportKit } from '../report/report.test-support.js';
import { findingCategories, findings } from './finding.table.js';

export const dayFromToday = (days: number) => chinaDay(new Date(Date.now() + days * 24 * 60 * 60 * 1000));

export type FindingKit = Awaited<ReturnType<typeof findingKit>>;

/** The file's finding kit, filled in before its tests run (as `useTestApp` builds the app). */
export function useFindingKit(t: TestApp): FindingKit {
  const kit = {} as FindingKit;
  beforeAll(async () => {
    Object.assign(kit, await findingKit(t));
  });
  return kit;
}

/** A project of the demo owner nobody works on, its inspector (the raiser), a colleague, its manager, the client and an outsider. */
export async function findingKit(t: TestApp) {
  const reports = reportKit(t);
  const owner = await ownerByKey(t.db, 'hdny');
  const project = await reports.newProject();
  const inspector = await reports.member('staff', [[project.id, 'staff']], '孙检验');
  const colleague = await reports.member('staff', [[project.id, 'staff']], '周检验');
  const other = await reports.member('staff', [[project.id, 'staff']], '钱检验');
  const manager = await reports.member('manager', [[project.id, 'manager']], '吴经理');
  const client = await reports.member('wtf', [], '郑业主');
  const outsider = await reports.member('staff', [], '冯检验');
  const [type, secondType] = await t.db
    .select()
    .from(findingCategories)
    .where(and(eq(findingCategories.ownerId, owner.id), eq(findingCategories.kind, 'type')))
    .orderBy(asc(findingCategories.sort), asc(findingCategories.id));
  if (!type || !secondType) throw new Error('the demo owner has not two finding types');

  const body = (fields: Partial<FindingBody> = {}): FindingBody => ({
    project_id: project.id,
    type_id: type.id,
    description: '油箱焊缝渗油',
    location: '1#主变',
    responsible_id: colleague.user.id,
    due_date: dayFromToday(5),
    ...fields,
  });
  const raise = (who: Member, fields: Partial<FindingBody> | Record<string, unknown> = {}) =>
    who.call(FindingCalls.create, { body: body(fields as Partial<FindingBody>) });
  async function raised(who: Member = inspector, fields: Partial<FindingBody> = {}) {
    const res = envelope<FindingDetail>(await raise(who, fields));
    expect(res.code, res.msg).toBe(Code.Success);
    return res.data;
  }
  const act = async (who: Member, id: number, step: Record<string, unknown>) =>
    envelope<FindingDetail>(await who.call(FindingCalls.act, { query: { id }, body: step }));
  async function acted(who: Member, id: number, step: Record<string, unknown>) {
    const res = await act(who, id, step);
    expect(res.code, res.msg).toBe(Code.Success);
    return res.data;
  }
  const view = async (who: Member, id: number) =>
    envelope<FindingDetail>(await who.call(FindingCalls.view, { query: { id } }));
  const photoOf = (who: Member) => photoFile(t.db, { ownerId: owner.id, uploaderId: who.user.id });
  const findingCount = async () => (await t.db.select({ n: count() }).from(findings))[0]?.n ?? 0;
  const row = async (id: number) => (await t.db.select().from(findings).where(eq(findings.id, id)))[0];
  const overdueNotices = async (who: Member, id: number) =>
    (
      await t.db
        .select()
        .from(inboxItems)
        .where(and(eq(inboxItems.userId, who.user.id), eq(inboxItems.kind, 'overdue')))
    ).filter((notice) => notice.link.endsWith(`finding=${id}`));
  return {
    ...reports,
    owner,
    project,
    type,
    secondType,
    inspector,
    colleague,
    other,
    manager,
    client,
    outsider,
    raise,
    raised,
    act,
    acted,
    view,
    photoOf,
    findingCount,
    row,
    overdueNotices,
  };
}
