import { type SQLWrapper, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.js';
import { rowsOf } from '../../../test/db-digest.js';
import { ownerByKey, userByName } from '../../../test/factories.js';
import type { OwnerCtx } from '../../platform/session.js';
import { reportQueries } from './report-list.service.js';

const t = useTestApp();

/**
 * Twenty thousand patrol reports of the substation owner on its three projects, one in fifty a
 * draft, as generate_series writes them: enough for the planner to choose as on a long list.
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
    insert into reports (form_instance_id, owner_id, project_id, report_type, report_date, conclusion)
    select id, ${owner.id}, project_id, 'patrol', date '2025-01-01' + id % 365, 'pass' from made`);
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

const pageOf = (ctx: OwnerCtx, query: Record<string, string> = {}) =>
  reportQueries(ctx, { page: 2, 'per-page': 15, ...query }).rows;

describe('GET /api/report/list on a long list', () => {
  it("walks the form's submission index for the default order and the date index for the date's, stopping at the page", async () => {
    for (const ctx of [admin, inspector]) {
      const byDefault = await plan(pageOf(ctx));
      expect(byDefault).toMatch(/Index Scan Backward using form_instances_owner_submitted_idx/);
      expect(byDefault).not.toMatch(/Sort Key: form_instances\.submitted_at/);
      const byDate = await plan(pageOf(ctx, { sort: 'report_date' }));
      expect(byDate).toMatch(/Index Scan using reports_owner_date_idx/);
    }
  });

  it('answers a page in the order it promises, drafts of others left out', async () => {
    const rows = await pageOf(admin);
    expect(rows).toHaveLength(15);
    const times = rows.map((row) => row.submittedAt?.getTime() ?? Number.POSITIVE_INFINITY);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(rows.every((row) => row.submittedAt !== null)).toBe(true);
  });
});
