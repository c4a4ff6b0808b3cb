import { type SQLWrapper, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.js';
import { rowsOf } from '../../../test/db-digest.js';
import { ownerByKey, userByName } from '../../../test/factories.js';
import type { OwnerCtx } from '../../platform/session.js';
import { planPointQueries } from './plan-list.service.js';
import { chinaDay } from './plan-scope.js';

const t = useTestApp();

/**
 * Twenty thousand ITP points of the substation owner on new transformers of its two demo projects,
 * planned over two years around today, one in five done, as generate_series writes them: enough for
 * the planner to choose as on a million.
 */
const POINTS = 20_000;
const today = chinaDay();
let projectIds: number[];
let admin: OwnerCtx;
let manager: OwnerCtx;
let inspector: OwnerCtx;

beforeAll(async () => {
  const owner = await ownerByKey(t.db, 'hdny');
  const projects = await rowsOf<{ id: number }>(
    t.db,
    sql`select id from projects where owner_id = ${owner.id} and number in ('HDNY-2026-001', 'HDNY-2026-002') order by id`,
  );
  projectIds = projects.map((project) => project.id);
  await t.db.execute(sql`
    with kind as (
      select id from device_kinds where owner_id = ${owner.id} and name = '主变压器'
    ), made as (
      insert into equipment (owner_id, project_id, device_id, name, e_number)
      select ${owner.id}, (array[${sql.join(
        projectIds.map((id) => sql`${id}::int`),
        sql`, `,
      )}])[1 + n % 2], kind.id, '规模测试主变 ' || n, 'SCALE-' || n
      from generate_series(1, ${Math.ceil(POINTS / 16)}) as n cross join kind
      returning id, device_id
    ), pairs as (
      select made.id as equipment_id, p.id as process_id, c.id as category_id, c.plan_symbol, c.actual_symbol,
             row_number() over () as n
      from made
      join device_processes p on p.device_id = made.device_id
      join inspection_categories c on c.owner_id = ${owner.id}
    )
    insert into equipment_points
      (owner_id, equipment_id, process_id, category_id, plan_symbol, planned_date, actual_symbol, actual_date)
    select ${owner.id}, equipment_id, process_id, category_id, plan_symbol,
           ${today}::date - 365 + (n % 730)::int,
           case when n % 5 = 0 then actual_symbol end,
           case when n % 5 = 0 then ${today}::date - 365 + (n % 730)::int end
    from pairs where n <= ${POINTS}`);
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
  manager = await ctxOf('manager', 'manager');
  inspector = await ctxOf('staff', 'staff');
}, 120_000);

async function plan(query: SQLWrapper): Promise<string> {
  const lines = await rowsOf<{ 'QUERY PLAN': string }>(t.db, sql`explain ${query}`);
  return lines.map((line) => line['QUERY PLAN']).join('\n');
}

const pageOf = (ctx: OwnerCtx, query: Record<string, string> = {}) =>
  planPointQueries(ctx, { page: 2, 'per-page': 15, ...query }, projectIds, today).rows;

describe('GET /api/plan/points on a long plan', () => {
  it('holds the points it was given', async () => {
    const [row] = await rowsOf<{ n: number }>(t.db, sql`select count(*)::int as n from equipment_points`);
    expect(row?.n).toBeGreaterThanOrEqual(POINTS);
  });

  it("walks the owner's planned-date index for a page, filtered by state or by days, and stops there", async () => {
    for (const ctx of [admin, manager]) {
      const queries: Record<string, string>[] = [
        {},
        { sort: '-planned_date' },
        { 'filter[state]': 'overdue' },
        { 'filter[planned_date]': `${today}|` },
      ];
      for (const query of queries) {
        const shown = await plan(pageOf(ctx, query));
        expect(shown, JSON.stringify(query)).toMatch(/Index Scan( Backward)? using equipment_points_owner_planned_idx/);
        expect(shown, JSON.stringify(query)).not.toMatch(/Seq Scan on equipment_points/);
      }
    }
  });

  it("reads an inspector's few pieces by their keys, never the whole plan", async () => {
    expect(await plan(pageOf(inspector))).not.toMatch(/Seq Scan on equipment_points/);
  });

  it('answers a page in the order it promises', async () => {
    const rows = await pageOf(admin);
    expect(rows).toHaveLength(15);
    const days = rows.map((row) => row.plannedDate ?? '');
    expect(days).toEqual([...days].sort());
  });
});
