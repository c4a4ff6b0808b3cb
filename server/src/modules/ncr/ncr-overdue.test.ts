import { Code } from '@app/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.js';
import { ncrModule } from './index.js';
import { ncrCases } from './ncr.table.js';
import { dayFromToday, ncrKit } from './ncr.test-support.js';
import { remindOverdueNcrs } from './ncr-overdue.js';

const t = useTestApp();
let kit: Awaited<ReturnType<typeof ncrKit>>;
beforeAll(async () => {
  kit = await ncrKit(t);
});

const overdueNotices = async (who: Parameters<typeof kit.noticesOf>[0], id: number) =>
  (await kit.noticesOf(who)).filter((notice) => notice.kind === 'overdue' && notice.link.includes(`/detail/${id}/`));

/** Sets an NCR's due date as a plan made some days ago would have. */
const dueOn = (id: number, day: string) =>
  t.db.update(ncrCases).set({ dueDate: day }).where(eq(ncrCases.formInstanceId, id));

describe('the overdue job', () => {
  it('reminds the responsible member once a day of an NCR past its due date, and shows it overdue', async () => {
    const id = await kit.ncrAt('execution');
    await dueOn(id, '2025-03-10');
    const title = await kit.titleOf(id);

    // Due that day: not overdue yet.
    await remindOverdueNcrs(t.db, '2025-03-10');
    expect(await overdueNotices(kit.colleague, id)).toHaveLength(0);

    await remindOverdueNcrs(t.db, '2025-03-11');
    await remindOverdueNcrs(t.db, '2025-03-11');
    const first = await overdueNotices(kit.colleague, id);
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({ title: `整改已逾期：${title}`, body: '整改期限为 2025-03-10，请尽快完成整改' });
    expect((await kit.caseRow(id))?.remindedOn).toBe('2025-03-11');

    await remindOverdueNcrs(t.db, '2025-03-12');
    expect(await overdueNotices(kit.colleague, id)).toHaveLength(2);
    // Today is long after 2025: the page shows it overdue.
    const shown = await kit.detail(kit.manager, id);
    expect(shown.code).toBe(Code.Success);
    expect(shown.data.overdue).toBe(true);
  });

  it('reminds whoever raised the NCR when nobody is responsible, and never of a closed one', async () => {
    const orphan = await kit.ncrAt('approval');
    await t.db
      .update(ncrCases)
      .set({ dueDate: '2025-04-01', responsibleId: null })
      .where(eq(ncrCases.formInstanceId, orphan));
    const closed = await kit.ncrAt('verification');
    await kit.acted(kit.manager, closed, { action: 'verify', note: '合格' });
    await dueOn(closed, '2025-04-01');

    expect(await remindOverdueNcrs(t.db, '2025-04-05')).toBeGreaterThanOrEqual(1);
    expect(await overdueNotices(kit.inspector, orphan)).toHaveLength(1);
    expect(await overdueNotices(kit.colleague, closed)).toHaveLength(0);
    expect(await overdueNotices(kit.inspector, closed)).toHaveLength(0);
    expect((await kit.caseRow(closed))?.remindedOn).toBeNull();
    expect((await kit.detail(kit.manager, closed)).data.overdue).toBe(false);
  });

  it('runs from the manifest every ten minutes, on today in China', async () => {
    const id = await kit.ncrAt('execution');
    await dueOn(id, dayFromToday(-1));
    const [job] = ncrModule.jobs ?? [];
    expect(job?.everyMs).toBe(10 * 60 * 1000);
    await job?.run({ db: t.db });
    expect(await overdueNotices(kit.colleague, id)).toHaveLength(1);
    expect((await kit.caseRow(id))?.remindedOn).toBe(dayFromToday(0));
  });
});
