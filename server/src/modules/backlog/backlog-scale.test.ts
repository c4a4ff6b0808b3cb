import {
  BacklogCalls,
  Code,
  LIST_COUNT_CAP,
  type ListData,
  PAGE_ALL_CAP,
  type TodoItem,
  UserCalls,
} from '@app/contract';
import { type SQLWrapper, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.js';
import { rowsOf } from '../../../test/db-digest.js';
import { createOwner, createTodoItem, createUser } from '../../../test/factories.js';
import { callApi, envelope, expectFieldErrors, login, type TestQuery } from '../../../test/http.js';
import { forgetCachedSessions, type OwnerCtx } from '../../platform/session.js';
import { backlogQueries } from './backlog.service.js';

const t = useTestApp();

/**
 * A staff member with more open items than an All page holds, half assigned to them and half in the
 * staff queue, one row in twenty of a table whose other rows are done or other people's, as
 * generate_series writes them: a table large enough for the planner to choose as on a real one.
 */
let member: { cookie: string; ctx: OwnerCtx };
const OPEN = PAGE_ALL_CAP + 500;

beforeAll(async () => {
  const owner = await createOwner(t.db);
  const user = await createUser(t.db, { role: 'staff', ownerKey: owner.key });
  await t.db.execute(sql`
    insert into todo_items (owner_id, report_temp_id, report_type, project_name, submit_by, submit_at, step,
                            assignee_user_id, assignee_role, done_at)
    select ${owner.id}, n, 'inspection_report', '项目' || (n / 40 % 50), '提交人', now() - n * interval '1 minute', '初审',
           case when n % 40 = 0 then ${user.id}::int end,
           case when n % 40 = 0 then null when n % 40 = 1 then 'staff' else 'manager' end,
           case when n % 40 >= 4 then now() end
    from generate_series(1, ${OPEN * 20}) as n`);
  await t.db.execute(sql`analyze todo_items`);
  member = {
    cookie: await login(t.app, user.username),
    ctx: { db: t.db, sessionHash: '', address: '127.0.0.1', user, owner, role: 'staff', remember: (_, read) => read() },
  };
}, 60_000);

const backlog = async (query: TestQuery<typeof BacklogCalls.list>) =>
  envelope<ListData<TodoItem>>(await callApi(t.app, member.cookie, BacklogCalls.list, { query }));

async function plan(query: SQLWrapper): Promise<string> {
  const lines = await rowsOf<{ 'QUERY PLAN': string }>(t.db, sql`explain ${query}`);
  return lines.map((line) => line['QUERY PLAN']).join('\n');
}

describe('GET /api/backlog/index on a long list', () => {
  it('counts exactly up to 1,000 open items and answers 1,000+ beyond', async () => {
    const body = await backlog({ 'per-page': 15 });
    expect(body.data.paging).toEqual({ count: LIST_COUNT_CAP, page: 1, perPage: 15, countCapped: true });
    expect(body.data.result).toHaveLength(15);
    // 项目7: one project in fifty, far under the cap, so counted exactly.
    const few = await backlog({ 'per-page': 15, 'filter[project_name]': '项目7' });
    expect(few.data.paging).toEqual({ count: OPEN / 50, page: 1, perPage: 15 });
    // A page past the end has no row to carry the count: it is counted on its own.
    const past = await backlog({ 'per-page': 100, page: 5, 'filter[project_name]': '项目7' });
    expect(past.data).toEqual({ result: [], paging: { count: OPEN / 50, page: 5, perPage: 100 } });
  });

  it('keeps a count for the burst of calls of a session; a write request or forgetCachedSessions counts afresh', async () => {
    const filter = { 'filter[project_name]': '项目9' };
    const counted = async () => (await backlog({ 'per-page': 15, ...filter })).data.paging.count;
    const before = await counted();
    const queue = () =>
      createTodoItem(t.db, { ownerId: member.ctx.owner.id, assignee: { role: 'staff' }, projectName: '项目9' });
    await queue();
    expect(await counted()).toBe(before);
    forgetCachedSessions();
    expect(await counted()).toBe(before + 1);
    await queue();
    const profile = { name: member.ctx.user.name, phone: '', email: '', language: 'zh-CN' };
    expect(envelope(await callApi(t.app, member.cookie, UserCalls.updateProfile, { body: profile })).code).toBe(
      Code.Success,
    );
    expect(await counted()).toBe(before + 2);
  });

  it('answers All with at most 10,000 rows, counted by the rows it holds', async () => {
    const all = await backlog({ 'per-page': '-1' });
    expect(all.data.result).toHaveLength(PAGE_ALL_CAP);
    expect(all.data.paging).toEqual({ count: PAGE_ALL_CAP, page: 1, perPage: -1, countCapped: true });
    const few = await backlog({ 'per-page': '-1', 'filter[project_name]': '项目7' });
    expect(few.data.paging).toEqual({ count: OPEN / 50, page: 1, perPage: -1 });
  });

  it('serves pages past the counted 1,000 rows up to the 10,000 All shows in the default order, and refuses the next', async () => {
    const first = await backlog({ 'per-page': 100, page: 1 });
    const past = await backlog({ 'per-page': 100, page: 11 });
    const last = await backlog({ 'per-page': 100, page: 100 });
    expect(past.data.result).toHaveLength(100);
    expect(last.data.result).toHaveLength(100);
    const times = [...first.data.result, ...past.data.result, ...last.data.result].map((item) => item.submit_at);
    expect(times).toEqual([...times].sort().reverse());
    const deeper = await callApi(t.app, member.cookie, BacklogCalls.list, { query: { 'per-page': 100, page: 101 } });
    expectFieldErrors(deeper, ['page']);
    expect(envelope(deeper).code).toBe(Code.FieldErrors);
  });

  it('reads the default sort from the two partial indexes: no Seq Scan on todo_items for the page or the count', async () => {
    const { rows, counted } = backlogQueries(member.ctx, { page: 1, 'per-page': 15 });
    const pagePlan = await plan(rows);
    const countPlan = await plan(counted);
    for (const text of [pagePlan, countPlan]) {
      expect(text).not.toMatch(/Seq Scan on todo_items/);
      expect(text).toMatch(/todo_items_open_user_idx/);
      expect(text).toMatch(/todo_items_open_role_idx/);
    }
    // The page's ids: both indexes read in the sort's order without the table and merged, not every
    // matching row read and sorted.
    expect(pagePlan).toMatch(/Merge Append/);
    expect(pagePlan).toMatch(/Index Only Scan using todo_items_open_user_idx/);
    expect(pagePlan).toMatch(/Index Only Scan using todo_items_open_role_idx/);
  });
});
