import { Placeholder, type SQLWrapper, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.js';
import { rowsOf } from '../../../test/db-digest.js';
import { ownerByKey, userByName } from '../../../test/factories.js';
import type { OwnerCtx } from '../../platform/session.js';
import { firstPageQuery, reportQueries } from './report-list-pages.js';
import { reportRowsOf } from './report-list-rows.js';

const t = useTestApp();

/**
 * Twenty thousand patrol reports of the substation owner on its three projects, one in fifty a
 * draft, one in ten about the first piece of equipment of its project and a few about its last, as
 * generate_series writes them: enough for the planner to choose as on a long list.
 */
const REPORTS = 20_000;
let admin: OwnerCtx;
let inspector: OwnerCtx;

beforeAll(async () => {
  const owner = await ownerByKey(t.db, 'hdny');
  await t.db.execute(sql`
    with template as (
      select t.id, v.id as version_id from form_templates t
      join form_template_versions v on v.template_id = t.id and v.version = t.latest_version
      where t.owner_id = ${owner.id} and t.family = 'patrol'
    ), projects as (
      select id, row_number() over (order by id) - 1 as i from projects where owner_id = ${owner.id}
    ), made as (
      insert into form_instances (owner_id, template_id, version_id, project_id, status, created_by, submitted_at)
      select ${owner.id}, template.id, template.version_id, projects.id,
             case when n % 50 = 0 then 'draft' else 'submitted' end, null,
             case when n % 50 = 0 then null else now() - n * interval '1 minute' end
      from generate_series(1, ${REPORTS}) as n
      cross join template join projects on projects.i = n % 3
      returning id, project_id
    )
    insert into reports (form_instance_id, owner_id, project_id, report_type, report_date, conclusion, equipment_id)
    select id, ${owner.id}, project_id, 'patrol', date '2025-01-01' + id % 365, 'pass',
           case when id % 997 = 0 then (select max(e.id) from equipment e where e.project_id = made.project_id)
                when id % 10 = 0 then (select min(e.id) from equipment e where e.project_id = made.project_id) end
    from made`);
  await t.db.execute(sql`analyze`);
  const ctxOf = async (username: string, role: OwnerCtx['role']): Promise<OwnerCtx> => ({
    db: t.db,
    sessionHash: '',
    address: '127.0.0.1',
    user: await userByName(t.db, username),
    owner,
    role,
    remember: (_, read) => read(),
  });
  admin = await ctxOf('admin', 'admin');
  inspector = await ctxOf('staff', 'staff');
}, 60_000);

async function plan(query: SQLWrapper): Promise<string> {
  const lines = await rowsOf<{ 'QUERY PLAN': string }>(t.db, sql`explain ${query}`);
  return lines.map((line) => line['QUERY PLAN']).join('\n');
}

/**
 * Whether every sort of the plan is of a page's rows at most (its estimate): the page's reports are
 * picked first, in an index's order, and only they are sorted again once their names are read.
 */
const sortsOnlyThePage = (text: string) =>
  [...text.matchAll(/Sort {2}\(cost=[\d.]+\.\.[\d.]+ rows=(\d+)/g)].every((match) => Number(match[1]) <= 15);

/** The query that picks a page's reports, which is what walks the long list. */
const pageOf = (ctx: OwnerCtx, query: Record<string, string> = {}) =>
  reportQueries(ctx, { page: 2, 'per-page': 15, ...query }).ids;
/** A page's reports as the list shows them. */
const pageRowsOf = async (ctx: OwnerCtx, query: Parameters<typeof reportQueries>[1]) =>
  reportRowsOf(
    ctx,
    (await reportQueries(ctx, query).ids).map((row) => row.id),
  );

describe('GET /api/report/list on a long list', () => {
  it("walks the submitted reports' index for the default order and the date index for the date's, stopping at the page", async () => {
    for (const ctx of [admin, inspector]) {
      const byDefault = await plan(pageOf(ctx));
      // The submitted reports in their order, with no drafts of others to step over, merged with the
      // caller's own drafts; nothing else read of the reports walked, not even their forms.
      expect(byDefault).toMatch(/Index Only Scan Backward using reports_owner_shared_idx/);
      expect(byDefault).toMatch(/Merge Append/);
      expect(byDefault).toMatch(/Index Only Scan Backward using reports_owner_unshared_idx/);
      expect(byDefault).not.toMatch(/form_instances/);
      expect(sortsOnlyThePage(byDefault)).toBe(true);
      // The project's name is not read for each report walked, only to sort by it (in each half); the
      // page's rows read it apart (reportRowsOf).
      expect(pageOf(ctx).toSQL().sql).not.toMatch(/"report_project" on true/);
      expect(
        pageOf(ctx, { sort: 'project_name' })
          .toSQL()
          .sql.match(/"report_project" on true/g),
      ).toHaveLength(2);
      const byDate = await plan(pageOf(ctx, { sort: 'report_date' }));
      expect(byDate).toMatch(/Index Scan using reports_owner_date_idx/);
      // A range of dates, newest first as the screens order it, through the same index.
      const inRange = await plan(pageOf(ctx, { sort: '-report_date', 'filter[report_date]': '2025-03-01|2025-05-31' }));
      expect(inRange).toMatch(/Index Scan Backward using reports_owner_date_idx/);
      expect(inRange).not.toMatch(/reports_owner_shared_idx|form_instances_owner_submitted_idx/);
      expect(sortsOnlyThePage(inRange)).toBe(true);
    }
  });

  it("counts the reports of a device kind through the equipment's key, and pages them in the default order", async () => {
    const [rare] = await rowsOf<{ device_id: number }>(
      t.db,
      sql`select e.device_id from reports r join equipment e on e.id = r.equipment_id
          group by e.device_id order by count(*) limit 1`,
    );
    const { ids, counted } = reportQueries(admin, {
      page: 2,
      'per-page': 15,
      'filter[device]': String(rare?.device_id),
    });
    const count = await plan(counted);
    expect(count).toMatch(/reports_equipment_idx/);
    expect(count).not.toMatch(/Seq Scan on reports/);
    // The planner cannot tell a rare kind from a common one before it reads the pieces, so the page
    // walks the default order's index and stops when the page is full, as without the filter.
    const page = await plan(ids);
    // The piece's key is read from each report walked, the project from the index.
    expect(page).toMatch(/Index Scan Backward using reports_owner_shared_idx/);
    expect(page).not.toMatch(/Seq Scan on reports/);
    expect(sortsOnlyThePage(page)).toBe(true);
  });

  it('answers a page in the order it promises, drafts of others left out', async () => {
    const rows = await pageRowsOf(admin, { page: 2, 'per-page': 15 });
    expect(rows).toHaveLength(15);
    const times = rows.map((row) => row.submittedAt?.getTime() ?? Number.POSITIVE_INFINITY);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(rows.every((row) => row.submittedAt !== null)).toBe(true);
  });

  it("puts the caller's own drafts ahead of the submitted reports; a range of dates pages newest date first", async () => {
    // Six of the generated drafts become the inspector's, two on each project: some on his.
    const own = await rowsOf<{ id: number }>(
      t.db,
      sql`update form_instances set created_by = ${inspector.user.id}
          where id in (select id from form_instances where status = 'draft' and owner_id = ${inspector.owner.id}
                       order by id desc limit 6)
          returning id`,
    );
    const first = await pageRowsOf(inspector, { page: 1, 'per-page': 15 });
    const drafts = first.findIndex((row) => row.submittedAt !== null);
    expect(drafts).toBeGreaterThan(0);
    const ahead = first.slice(0, drafts).map((row) => row.report.formInstanceId);
    expect(ahead).toEqual([...ahead].sort((a, b) => b - a));
    expect(ahead.some((id) => own.some((draft) => draft.id === id))).toBe(true);
    expect(first.slice(drafts).every((row) => row.submittedAt !== null)).toBe(true);
    // The administrator does not see the inspector's drafts.
    const seen = await pageRowsOf(admin, { page: 1, 'per-page': 15 });
    expect(seen.some((row) => own.some((draft) => draft.id === row.report.formInstanceId))).toBe(false);

    const ranged = await pageRowsOf(admin, {
      page: 1,
      'per-page': 15,
      sort: '-report_date',
      'filter[report_date]': '2025-03-01|2025-05-31',
    });
    const dates = ranged.map((row) => row.report.reportDate);
    expect(dates).toHaveLength(15);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(dates[0]).toBe('2025-05-31');
  });

  it('keeps one plan of the first page for every caller, which walks both halves in order and stops at the page', async () => {
    for (const [ctx, sort] of [
      [admin, '-submit_at'],
      [inspector, '-submit_at'],
      [inspector, 'submit_at'],
    ] as const) {
      const { sql: text, params } = firstPageQuery(ctx, { page: 1, 'per-page': 15, sort }, 15).toSQL();
      const caller: Record<string, number> = { owner: ctx.owner.id, user: ctx.user.id };
      // Its limits are written into it, not bound: PostgreSQL plans a bound limit as a tenth of the rows.
      expect(text).toMatch(/ limit 15\)/);
      const values = params.map((param) => {
        const value = param instanceof Placeholder ? caller[param.name] : param;
        return typeof value === 'number' ? String(value) : `'${String(value).replaceAll("'", "''")}'`;
      });
      await t.db.execute(sql.raw(`prepare first_page as ${text}`));
      try {
        // The plan PostgreSQL keeps for a statement whose values it does not know (the generic plan).
        await t.db.execute(sql`set plan_cache_mode = force_generic_plan`);
        const generic = (
          await rowsOf<{ 'QUERY PLAN': string }>(t.db, sql.raw(`explain execute first_page(${values.join(', ')})`))
        )
          .map((line) => line['QUERY PLAN'])
          .join('\n');
        expect(generic).toMatch(/Index Only Scan (Backward )?using reports_owner_shared_idx/);
        expect(generic).toMatch(/Index Only Scan (Backward )?using reports_owner_unshared_idx/);
        expect(generic).not.toMatch(/Seq Scan on (reports|form_instances)/);
        expect(generic).not.toMatch(/Parallel/);
        expect(sortsOnlyThePage(generic)).toBe(true);
      } finally {
        await t.db.execute(sql`reset plan_cache_mode`);
        await t.db.execute(sql`deallocate first_page`);
      }
    }
  });
});
