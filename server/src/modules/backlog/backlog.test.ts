import {
  BACKLOG_LIST,
  BacklogCalls,
  type BacklogSortField,
  Code,
  type ListData,
  type Role,
  TodoItem,
} from '@app/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.js';
import { addMembership, createOwner, createTodoItem, createUser } from '../../../test/factories.js';
import { callApi, envelope, expectFieldErrors, login, sessionHashOf, type TestQuery } from '../../../test/http.js';
import { setSessionOwner } from '../../platform/session.js';
import type { TodoAssignee } from './backlog.service.js';

const t = useTestApp();

/** A signed-in member of a fresh owner, so each test's to-do list holds only the items it queues. */
async function member(role: Role = 'staff') {
  const owner = await createOwner(t.db);
  const user = await createUser(t.db, { role, ownerKey: owner.key });
  return { owner, user, cookie: await login(t.app, user.username) };
}
type Query = TestQuery<typeof BacklogCalls.list>;
const call = (cookie: string | undefined, query: Query = {}) => callApi(t.app, cookie, BacklogCalls.list, { query });
const backlog = async (cookie: string, query: Query = {}) => envelope<ListData<TodoItem>>(await call(cookie, query));
const projects = (body: { data: ListData<TodoItem> }) => body.data.result.map((item) => item.project_name);
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

describe('GET /api/backlog/index: who may call', () => {
  it('answers -1 without a session, before judging the query', async () => {
    expect(envelope(await call(undefined)).code).toBe(Code.NotLoggedIn);
    expect(envelope(await call(undefined, { 'per-page': 7 })).code).toBe(Code.NotLoggedIn);
  });

  it('answers code 5 to a user with no owner', async () => {
    const user = await createUser(t.db);
    expect(envelope(await call(await login(t.app, user.username))).code).toBe(Code.NoOwner);
  });
});

describe('GET /api/backlog/index: the list', () => {
  it('answers an empty list with paging', async () => {
    const { cookie } = await member();
    expect(await backlog(cookie)).toEqual({
      code: Code.Success,
      msg: '',
      data: { result: [], paging: { count: 0, page: 1, perPage: -1 } },
    });
  });

  it('sorts by submitter in pinyin order on PostgreSQL, across both halves of the list', async () => {
    const { owner, user, cookie } = await member();
    for (const [submitBy, assignee] of [
      ['张三', { userId: user.id }],
      ['阿明', { role: 'staff' as const }],
      ['李四', { userId: user.id }],
    ] as const) {
      await createTodoItem(t.db, { ownerId: owner.id, assignee, submitBy });
    }
    const submitters = async (query: Query) => (await backlog(cookie, query)).data.result.map((item) => item.submit_by);
    const expected = t.database.kind === 'postgres' ? ['阿明', '李四', '张三'] : ['张三', '李四', '阿明'];
    expect(await submitters({ sort: 'submit_by', 'per-page': 15 })).toEqual(expected);
  });

  it('answers each item with the fields of SPEC §3 and submit_at as an ISO time', async () => {
    const { owner, user, cookie } = await member();
    const submitAt = new Date('2026-03-04T05:06:07.000Z');
    const queued = await createTodoItem(t.db, {
      ownerId: owner.id,
      assignee: { userId: user.id },
      reportTempId: 42,
      reportType: 'inspection_report',
      projectName: '华东二期',
      submitBy: '王检验',
      submitAt,
      step: '项目经理审核',
    });
    const [item] = (await backlog(cookie)).data.result;
    expect(TodoItem.strict().parse(item)).toEqual({
      id: queued.id,
      report_temp_id: 42,
      report_type: 'inspection_report',
      project_name: '华东二期',
      submit_by: '王检验',
      submit_at: '2026-03-04T05:06:07.000Z',
      step: '项目经理审核',
      link: null,
    });
  });

  describe('sorting', () => {
    const rows = [
      { project_name: 'bravo', submit_by: 'charlie', step: 'alpha', minutesAgo: 2 },
      { project_name: 'alpha', submit_by: 'bravo', step: 'charlie', minutesAgo: 3 },
      { project_name: 'charlie', submit_by: 'alpha', step: 'bravo', minutesAgo: 1 },
    ];
    const sortedBy = (field: BacklogSortField, descending: boolean) => {
      const key = (row: (typeof rows)[number]) => (field === 'submit_at' ? -row.minutesAgo : row[field]);
      const sign = descending ? -1 : 1;
      return [...rows].sort((a, b) => (key(a) < key(b) ? -sign : sign)).map((row) => row.project_name);
    };

    async function listWithRows() {
      const { owner, user, cookie } = await member();
      for (const row of rows) {
        await createTodoItem(t.db, {
          ownerId: owner.id,
          assignee: { userId: user.id },
          projectName: row.project_name,
          submitBy: row.submit_by,
          step: row.step,
          submitAt: minutesAgo(row.minutesAgo),
        });
      }
      return cookie;
    }

    it('lists the newest submission first by default', async () => {
      expect(projects(await backlog(await listWithRows()))).toEqual(['charlie', 'bravo', 'alpha']);
    });

    it('toggles between ascending and descending on every sortable column', async () => {
      const cookie = await listWithRows();
      expect(projects(await backlog(cookie, { sort: 'submit_at' }))).toEqual(['alpha', 'bravo', 'charlie']);
      expect(projects(await backlog(cookie, { sort: '-project_name' }))).toEqual(['charlie', 'bravo', 'alpha']);
      for (const field of BACKLOG_LIST.sort) {
        expect(projects(await backlog(cookie, { sort: field })), field).toEqual(sortedBy(field, false));
        expect(projects(await backlog(cookie, { sort: `-${field}` })), `-${field}`).toEqual(sortedBy(field, true));
      }
    });
  });

  describe('paging', () => {
    // 32 items, p00 the newest: the default order is p00, p01, ... p31.
    const names = Array.from({ length: 32 }, (_, i) => `p${String(i).padStart(2, '0')}`);
    async function listOf32() {
      const { owner, user, cookie } = await member();
      for (const [i, projectName] of names.entries()) {
        await createTodoItem(t.db, {
          ownerId: owner.id,
          assignee: { userId: user.id },
          projectName,
          submitAt: minutesAgo(i),
        });
      }
      return cookie;
    }

    it('answers the asked page and the total count', async () => {
      const cookie = await listOf32();
      const second = await backlog(cookie, { 'per-page': 15, page: 2 });
      expect(projects(second)).toEqual(names.slice(15, 30));
      expect(second.data.paging).toEqual({ count: 32, page: 2, perPage: 15 });
      const third = await backlog(cookie, { 'per-page': 15, page: 3 });
      expect(projects(third)).toEqual(names.slice(30));
      expect(third.data.paging).toEqual({ count: 32, page: 3, perPage: 15 });
    });

    it('answers every item for per-page -1, which is also the default', async () => {
      const cookie = await listOf32();
      for (const query of [{ 'per-page': -1 }, {}]) {
        const body = await backlog(cookie, query);
        expect(projects(body)).toEqual(names);
        expect(body.data.paging).toEqual({ count: 32, page: 1, perPage: -1 });
      }
    });
  });

  it.each([
    ['per-page=7', 'per-page'],
    ['per-page=all', 'per-page'],
    ['page=0', 'page'],
    ['page=1.5', 'page'],
    ['sort=password_hash', 'sort'],
    ['sort=-id', 'sort'],
    ['sort=constructor', 'sort'],
    ['sort=submit_at;drop%20table%20users', 'sort'],
  ])('refuses %s with a field error on %s and changes nothing', async (query, field) => {
    const { owner, user, cookie } = await member();
    await createTodoItem(t.db, { ownerId: owner.id, assignee: { userId: user.id } });
    const before = await backlog(cookie);
    const res = await call(cookie, Object.fromEntries(new URLSearchParams(query)));
    expectFieldErrors(res, [field]);
    expect(Object.keys(envelope(res).errdata ?? {})).toEqual([field]);
    expect(envelope(res).data).toBeNull();
    expect(await backlog(cookie)).toEqual(before);
  });
});

describe('GET /api/backlog/index: whose items', () => {
  it('lists open items assigned to the caller or the caller’s role, and nothing else', async () => {
    const { owner, user, cookie } = await member('staff');
    const colleague = await createUser(t.db, { role: 'staff', ownerKey: owner.key });
    const manager = await createUser(t.db, { role: 'manager', ownerKey: owner.key });
    const queue = (projectName: string, minutes: number, assignee: TodoAssignee, doneAt?: Date) =>
      createTodoItem(t.db, {
        ownerId: owner.id,
        projectName,
        submitAt: minutesAgo(minutes),
        assignee,
        ...(doneAt ? { doneAt } : {}),
      });
    await queue('mine', 1, { userId: user.id });
    await queue('my role', 2, { role: 'staff' });
    await queue('mine, and the manager role', 3, { userId: user.id, role: 'manager' });
    await queue('colleague', 4, { userId: colleague.id });
    await queue('manager role', 5, { role: 'manager' });
    await queue('mine, done', 6, { userId: user.id }, minutesAgo(0));
    await queue('my role, done', 7, { role: 'staff' }, minutesAgo(0));

    expect(projects(await backlog(cookie))).toEqual(['mine', 'my role', 'mine, and the manager role']);
    expect(projects(await backlog(await login(t.app, colleague.username)))).toEqual(['my role', 'colleague']);
    expect(projects(await backlog(await login(t.app, manager.username)))).toEqual([
      'mine, and the manager role',
      'manager role',
    ]);
  });

  it('keeps only inspection reports with iipsearch=true', async () => {
    const { owner, user, cookie } = await member();
    const assignee = { userId: user.id };
    await createTodoItem(t.db, {
      ownerId: owner.id,
      assignee,
      projectName: 'inspection',
      reportType: 'inspection_report',
    });
    await createTodoItem(t.db, { ownerId: owner.id, assignee, projectName: 'release', reportType: 'release_report' });

    const only = await backlog(cookie, { iipsearch: 'true' });
    expect(projects(only)).toEqual(['inspection']);
    expect(only.data.paging.count).toBe(1);
    expect((await backlog(cookie, { iipsearch: 'false' })).data.paging.count).toBe(2);
    expectFieldErrors(await call(cookie, { iipsearch: 'yes' }), ['iipsearch']);
  });
});

describe('GET /api/backlog/index: tenant isolation', () => {
  it("never shows one owner's items to another owner's user, whatever the query says", async () => {
    const a = await member('staff');
    const b = await member('staff');
    await createTodoItem(t.db, { ownerId: a.owner.id, assignee: { role: 'staff' }, projectName: 'A for staff' });
    await createTodoItem(t.db, { ownerId: a.owner.id, assignee: { userId: b.user.id }, projectName: 'A for b' });

    expect(projects(await backlog(a.cookie))).toEqual(['A for staff']);
    const sneaky = { owner_id: a.owner.id, owner: a.owner.key, ownerId: a.owner.id };
    expect(await backlog(b.cookie, sneaky)).toMatchObject({ code: Code.Success, data: { result: [] } });
  });

  it("shows only the current owner's items once the session is switched to another owner", async () => {
    const a = await member('staff');
    const other = await createOwner(t.db);
    await addMembership(t.db, { userId: a.user.id, ownerKey: other.key, role: 'staff' });
    await createTodoItem(t.db, { ownerId: a.owner.id, assignee: { userId: a.user.id }, projectName: 'in A' });
    await createTodoItem(t.db, { ownerId: other.id, assignee: { userId: a.user.id }, projectName: 'in other' });

    expect(projects(await backlog(a.cookie))).toEqual(['in A']);
    await setSessionOwner(t.db, sessionHashOf(a.cookie), other.id);
    expect(projects(await backlog(a.cookie))).toEqual(['in other']);
  });

  it('answers code 5, not the items, to a session pointed at an owner the user is no member of', async () => {
    const a = await member('staff');
    const outsider = await member('staff');
    await createTodoItem(t.db, { ownerId: a.owner.id, assignee: { role: 'staff' }, projectName: 'A only' });
    await setSessionOwner(t.db, sessionHashOf(outsider.cookie), a.owner.id);
    expect(await backlog(outsider.cookie)).toMatchObject({ code: Code.NoOwner, data: null });
  });
});
