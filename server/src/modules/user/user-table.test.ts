import { Code, type ListData, UserAdminCalls, UserTableRow } from '@app/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.js';
import { createUser } from '../../../test/factories.js';
import { api, callApi, envelope, expectFieldErrors, login, type TestQuery } from '../../../test/http.js';
import { memberships } from '../../core/membership.table.js';
import { users } from '../../core/user.table.js';
import { readXlsx, XLSX_TYPE } from '../../platform/xlsx.js';
import { createOrganization, withoutPermission } from './user-admin.test-support.js';

const t = useTestApp();

const list = async (cookie: string | undefined, query: TestQuery<typeof UserAdminCalls.list> = {}) =>
  envelope<ListData<UserTableRow>>(await callApi(t.app, cookie, UserAdminCalls.list, { query }));
const names = (body: { data: ListData<UserTableRow> }) => body.data.result.map((row) => row.username);

describe('GET /api/user/index', () => {
  it("lists the owner's members with role, organisation, department, status and the admin flag", async () => {
    const org = await createOrganization(t.db, 'hdny', ['质检部']);
    const member = await createUser(t.db, { role: 'staff', ownerKey: 'hdny' });
    await t.db
      .update(memberships)
      .set({ organizationId: org.id, departmentId: org.departments[0]?.id })
      .where(eq(memberships.userId, member.id));
    const body = await list(await login(t.app, 'admin'));
    expect(body.code).toBe(Code.Success);
    for (const row of body.data.result) UserTableRow.strict().parse(row);
    expect(names(body)).toEqual(expect.arrayContaining(['admin', 'client', 'manager', 'staff', member.username]));
    expect(body.data.result.find((row) => row.username === member.username)).toMatchObject({
      role: 'staff',
      role_title: '检验员',
      organization_id: org.id,
      organization: org.shortName,
      department: '质检部',
      enabled: true,
      is_admin: false,
      shared: false,
    });
    expect(body.data.result.find((row) => row.username === 'admin')).toMatchObject({ is_admin: true, shared: true });
    expect(body.data.paging.count).toBe(body.data.result.length);
  });

  it('sorts and filters by the allowed columns, and reads role titles in the caller language', async () => {
    const admin = await login(t.app, 'admin');
    const sorted = names(await list(admin, { sort: 'username', 'per-page': 15 }));
    expect(sorted).toEqual([...sorted].sort());
    expect(names(await list(admin, { 'filter[role]': 'wtf' }))).toEqual(['client']);
    expect(names(await list(admin, { 'filter[username]': 'MANAG' }))).toEqual(['manager']);
    const disabled = await createUser(t.db, { role: 'staff', ownerKey: 'hdny' });
    await t.db.update(memberships).set({ enabled: false }).where(eq(memberships.userId, disabled.id));
    expect(names(await list(admin, { 'filter[enabled]': 'false' }))).toEqual([disabled.username]);
    await t.db.update(users).set({ gender: 'female' }).where(eq(users.id, disabled.id));
    expect(names(await list(admin, { 'filter[gender]': 'female' }))).toEqual([disabled.username]);
    const english = envelope<ListData<UserTableRow>>(
      await callApi(t.app, admin, UserAdminCalls.list, {
        query: { 'filter[role]': 'wtf' },
        headers: { 'accept-language': 'en' },
      }),
    );
    expect(english.data.result[0]?.role_title).toBe('Client');
  });

  it('sorts Chinese names by pinyin on PostgreSQL; PGlite has no Chinese collation data', async () => {
    for (const name of ['张三', '阿明', '李四']) await createUser(t.db, { name, role: 'staff', ownerKey: 'hdny' });
    const body = await list(await login(t.app, 'admin'), { sort: 'name', 'per-page': '-1' });
    const order = body.data.result.map((row) => row.name).filter((name) => ['张三', '阿明', '李四'].includes(name));
    // PGlite's ICU lacks the Chinese tailoring, so Han characters keep code-point order there
    // (docs/decisions.md); the deployment database, PostgreSQL, sorts 阿 (a) before 李 (li) before 张 (zhang).
    expect(order).toEqual(t.database.kind === 'postgres' ? ['阿明', '李四', '张三'] : ['张三', '李四', '阿明']);
  });

  it('refuses unknown sort and filter columns and values that do not parse', async () => {
    const admin = await login(t.app, 'admin');
    expectFieldErrors(await callApi(t.app, admin, UserAdminCalls.list, { query: { sort: 'password_hash' } }), ['sort']);
    expectFieldErrors(await callApi(t.app, admin, UserAdminCalls.list, { query: { 'filter[password_hash]': 'x' } }), [
      'filter[password_hash]',
    ]);
    expectFieldErrors(await callApi(t.app, admin, UserAdminCalls.list, { query: { 'filter[enabled]': 'maybe' } }), [
      'filter[enabled]',
    ]);
    expectFieldErrors(await callApi(t.app, admin, UserAdminCalls.list, { query: { 'filter[organization]': 'abc' } }), [
      'filter[organization]',
    ]);
  });

  it("never shows another owner's members, and their administrator sees none of this owner's", async () => {
    const outsider = await createUser(t.db, { role: 'staff', ownerKey: 'xnsd' });
    expect(names(await list(await login(t.app, 'admin')))).not.toContain(outsider.username);
    const xnsdAdmin = await createUser(t.db, { role: 'admin', ownerKey: 'xnsd' });
    const theirs = names(await list(await login(t.app, xnsdAdmin.username)));
    expect(theirs).toContain(outsider.username);
    expect(theirs).not.toContain('staff');
    expect(theirs).not.toContain('client');
  });

  it('needs the index permission and a session', async () => {
    expect((await list(await login(t.app, 'manager'))).code).toBe(Code.NoPermission);
    await withoutPermission(
      t.db,
      { ownerKey: 'hdny', role: 'admin', pageKey: 'user-table', action: 'index' },
      async () => expect((await list(await login(t.app, 'admin'))).code).toBe(Code.NoPermission),
    );
    expect((await list(undefined)).code).toBe(Code.NotLoggedIn);
  });
});

describe('GET /api/user/export', () => {
  it('answers the filtered list as a workbook with headers in the caller language', async () => {
    const admin = await login(t.app, 'admin');
    const res = await api(t.app, admin).get('/api/user/export?filter[role]=wtf&per-page=15&page=3');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX_TYPE);
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('用户列表.xlsx'));
    const sheet = await readXlsx(res.rawPayload);
    expect(sheet.header).toEqual([
      '账号',
      '姓名',
      '性别',
      '角色',
      '组织',
      '部门',
      '手机',
      '邮箱',
      '状态',
      '管理员',
      '创建时间',
    ]);
    // The export ignores paging: every matching member, here the one client.
    expect(sheet.rows.map((row) => row.cells.slice(0, 4))).toEqual([['client', '陈委托', '未知', '委托方']]);
    expect(sheet.rows[0]?.cells.slice(8, 10)).toEqual(['启用', '否']);

    const english = await api(t.app, admin).get('/api/user/export?filter[username]=admin', { 'accept-language': 'en' });
    expect(english.headers['content-disposition']).toContain('users.xlsx');
    const englishSheet = await readXlsx(english.rawPayload);
    expect(englishSheet.header.slice(0, 4)).toEqual(['Account', 'Name', 'Gender', 'Role']);
    expect(englishSheet.rows[0]?.cells.slice(0, 4)).toEqual(['admin', '系统管理员', 'Unknown', 'System administrator']);
  });

  it("holds only this owner's members; another owner's administrator exports their own", async () => {
    const xnsdAdmin = await createUser(t.db, { role: 'admin', ownerKey: 'xnsd' });
    const res = await api(t.app, await login(t.app, xnsdAdmin.username)).get('/api/user/export');
    const accounts = (await readXlsx(res.rawPayload)).rows.map((row) => row.cells[0]);
    expect(accounts).toContain(xnsdAdmin.username);
    expect(accounts).not.toContain('staff');
  });

  it('needs the export permission, valid filters and a session', async () => {
    await withoutPermission(
      t.db,
      { ownerKey: 'hdny', role: 'admin', pageKey: 'user-table', action: 'export' },
      async () =>
        expect(envelope(await api(t.app, await login(t.app, 'admin')).get('/api/user/export')).code).toBe(
          Code.NoPermission,
        ),
    );
    expectFieldErrors(await api(t.app, await login(t.app, 'admin')).get('/api/user/export?sort=nope'), ['sort']);
    expect(envelope(await api(t.app).get('/api/user/export')).code).toBe(Code.NotLoggedIn);
  });
});
