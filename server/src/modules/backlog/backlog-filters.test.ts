import { BacklogCalls, Code, type ListData, type TodoItem } from '@app/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.js';
import { createOwner, createTodoItem, createUser } from '../../../test/factories.js';
import { callApi, envelope, expectFieldErrors, login, type TestQuery } from '../../../test/http.js';

const t = useTestApp();
let cookie = '';

type Query = TestQuery<typeof BacklogCalls.list>;
const list = async (query: Query) =>
  envelope<ListData<TodoItem>>(await callApi(t.app, cookie, BacklogCalls.list, { query }));
const names = async (query: Query) => (await list(query)).data.result.map((item) => item.project_name).sort();
const q = (column: string, value: string): Query => ({ [`filter[${column}]`]: value });

beforeAll(async () => {
  const owner = await createOwner(t.db);
  const user = await createUser(t.db, { role: 'manager', ownerKey: owner.key });
  cookie = await login(t.app, user.username);
  const rows = [
    { projectName: '华东二期 100%', submitBy: '王检验', step: '待审核', submitAt: new Date('2026-05-01T02:00:00Z') },
    { projectName: '西南水电_泵站', submitBy: '李项目', step: '已退回', submitAt: new Date('2026-05-10T02:00:00Z') },
    { projectName: '华东三期', submitBy: '王检验', step: '待审核', submitAt: new Date('2026-06-01T02:00:00Z') },
  ];
  for (const row of rows) {
    await createTodoItem(t.db, { ownerId: owner.id, assignee: { userId: user.id }, ...row });
  }
});

describe('GET /api/backlog/index: column filters', () => {
  it('text filters match a part of the text, case-insensitively', async () => {
    expect(await names(q('project_name', '华东'))).toEqual(['华东三期', '华东二期 100%']);
    expect(await names(q('submit_by', '李'))).toEqual(['西南水电_泵站']);
  });

  it('% and _ typed by the user match themselves, not any text', async () => {
    expect(await names(q('project_name', '100%'))).toEqual(['华东二期 100%']);
    expect(await names(q('project_name', '%'))).toEqual(['华东二期 100%']);
    expect(await names(q('project_name', '_'))).toEqual(['西南水电_泵站']);
  });

  it('select filters match the whole value, and filters combine', async () => {
    expect(await names(q('step', '待审核'))).toEqual(['华东三期', '华东二期 100%']);
    expect(await names({ ...q('step', '待审核'), ...q('project_name', '三期') })).toEqual(['华东三期']);
    expect(await names(q('step', '待'))).toEqual([]);
  });

  it('date ranges are begin|end, either side open, counted in paging', async () => {
    const may = await list(q('submit_at', '2026-05-01T00:00:00Z|2026-05-31T23:59:59Z'));
    expect(may.data.result.map((i) => i.project_name).sort()).toEqual(['华东二期 100%', '西南水电_泵站']);
    expect(may.data.paging.count).toBe(2);
    expect(await names(q('submit_at', '2026-05-05T00:00:00Z|'))).toEqual(['华东三期', '西南水电_泵站']);
    expect(await names(q('submit_at', '|2026-05-05T00:00:00Z'))).toEqual(['华东二期 100%']);
  });

  it('an empty value filters nothing', async () => {
    expect(await names(q('project_name', ''))).toHaveLength(3);
  });

  it('refuses a begin after its end, and names the parameter', async () => {
    const res = await callApi(t.app, cookie, BacklogCalls.list, {
      query: q('submit_at', '2026-06-01T00:00:00Z|2026-05-01T00:00:00Z'),
    });
    expectFieldErrors(res, ['filter[submit_at]'], '开始日期不能晚于结束日期');
  });

  it('refuses columns outside the allowlist, malformed ranges and oversized values', async () => {
    for (const query of [
      q('report_type', 'x'),
      q('owner_id', '1'),
      q('submit_at', 'yesterday|today'),
      q('submit_at', '2026-05-01'),
      q('submit_at', '|'),
      q('project_name', 'x'.repeat(201)),
    ]) {
      const res = await callApi(t.app, cookie, BacklogCalls.list, { query });
      expect(envelope(res).code, JSON.stringify(query)).toBe(Code.FieldErrors);
    }
  });
});
