import { type Call, Code, USER_IMPORT_MAX_BYTES, UserAdminCalls, type UserImportResult } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.js';
import { createUser, userByName } from '../../../test/factories.js';
import { api, callApi, envelope, expectFieldErrors, login, postLogin } from '../../../test/http.js';
import { previewThenImport } from '../../../test/import-preview.js';
import { readXlsx, XLSX_TYPE } from '../../platform/xlsx.js';
import {
  auditRowsOf,
  createOrganization,
  membershipOf,
  ownerGranting,
  postWorkbook,
  userCount,
  withoutPermission,
  workbook,
} from './user-admin.test-support.js';

const t = useTestApp();

const HEADER = ['账号', '姓名', '性别', '角色', '组织', '部门', '手机', '邮箱', '初始密码'];
let serial = 0;
const account = () => {
  serial += 1;
  return `import.user${serial}`;
};

describe('POST /api/user/import', () => {
  it('imports every row in one go, with roles and organisations by name, each audited', async () => {
    const org = await createOrganization(t.db, 'hdny', ['检验二部']);
    const [first, second] = [account(), account()];
    const file = await workbook([
      HEADER,
      [first, '赵一', '男', '检验员', org.shortName, '检验二部', '13700137000', 'zhao@example.cn', 'Harbour-Crane-42'],
      [second, '钱二', '', 'manager', '', '', '', '', 'Quiet-River-77'],
    ]);
    const res = envelope<UserImportResult>(await postWorkbook(t.app, await login(t.app, 'admin'), file));
    expect(res).toMatchObject({ code: Code.Success, data: { count: 2 }, msg: '已导入 2 个用户' });
    const one = await userByName(t.db, first);
    expect(one).toMatchObject({ name: '赵一', gender: 'male', phone: '13700137000' });
    expect(await membershipOf(t.db, one.id, 'hdny')).toMatchObject({
      role: 'staff',
      organizationId: org.id,
      departmentId: org.departments[0]?.id,
    });
    const two = await userByName(t.db, second);
    expect(await membershipOf(t.db, two.id, 'hdny')).toMatchObject({ role: 'manager', organizationId: null });
    expect((await auditRowsOf(t.db, two.id))[0]).toMatchObject({ entity: 'users', action: 'create' });
    expect(envelope(await postLogin(t.app, second, 'Quiet-River-77')).code).toBe(Code.Success);
  });

  it('accepts English headers and titles', async () => {
    const username = account();
    const file = await workbook([
      ['Account', 'Name', 'Gender', 'Role', 'Initial password'],
      [username, 'Sun San', 'Female', 'Inspector', 'Harbour-Crane-42'],
    ]);
    expect(envelope(await postWorkbook(t.app, await login(t.app, 'admin'), file)).code).toBe(Code.Success);
    expect(await userByName(t.db, username)).toMatchObject({ gender: 'female' });
  });

  it('one bad row imports nothing and every problem is named by row and column', async () => {
    const before = await userCount(t.db);
    const theirs = await createOrganization(t.db, 'xnsd');
    const good = account();
    const file = await workbook([
      HEADER,
      [good, '好人', '男', '检验员', '', '', '', '', 'Harbour-Crane-42'],
      ['staff', '', '其他', '审计员', theirs.shortName, '', 'call me', 'bad@', '123'],
      [good, '重复', '', '检验员', '', '质检部', '', '', 'Harbour-Crane-42'],
    ]);
    const res = await postWorkbook(t.app, await login(t.app, 'admin'), file);
    expectFieldErrors(res, [
      'row 3 账号',
      'row 3 姓名',
      'row 3 性别',
      'row 3 角色',
      'row 3 组织',
      'row 3 手机',
      'row 3 邮箱',
      'row 3 初始密码',
      'row 4 账号',
      'row 4 部门',
    ]);
    const body = envelope(res);
    expect(body.errdata?.['row 3 账号']).toEqual(['该账号名不可用，请换一个']);
    expect(body.errdata?.['row 4 账号']).toEqual(['与文件中的其他行重复']);
    expect(body.msg).toMatch(/^导入失败：发现 \d+ 处错误，未导入任何数据$/);
    expect(body.errdata?.['row 2 账号']).toBeUndefined();
    expect(await userCount(t.db)).toBe(before);
  });

  it('an account name taken in another owner is answered exactly as one taken in this owner', async () => {
    const outsider = await createUser(t.db, { role: 'staff', ownerKey: 'xnsd' });
    const insider = await createUser(t.db, { role: 'staff', ownerKey: 'hdny' });
    const before = await userCount(t.db);
    const row = (username: string) => [username, '吴六', '', '检验员', '', '', '', '', 'Harbour-Crane-42'];
    const file = await workbook([HEADER, row(outsider.username), row(insider.username)]);
    const body = envelope(await postWorkbook(t.app, await login(t.app, 'admin'), file));
    expect(body.code).toBe(Code.FieldErrors);
    expect(body.errdata).toEqual({
      'row 2 账号': ['该账号名不可用，请换一个'],
      'row 3 账号': ['该账号名不可用，请换一个'],
    });
    expect(await userCount(t.db)).toBe(before);
    expect(await membershipOf(t.db, outsider.id, 'hdny')).toBeUndefined();
  });

  it('import makes no administrator without the assign right: the whole file is refused, naming the rows', async () => {
    const before = await userCount(t.db);
    const row = (role: string) => [account(), '郑七', '', role, '', '', '', '', 'Harbour-Crane-42'];
    const file = await workbook([HEADER, row('检验员'), row('系统管理员'), row('manager')]);
    await withoutPermission(
      t.db,
      { ownerKey: 'hdny', role: 'admin', pageKey: 'user-table', action: 'assign' },
      async () => {
        const body = envelope(await postWorkbook(t.app, await login(t.app, 'admin'), file));
        expect(body.code).toBe(Code.FieldErrors);
        expect(body.errdata).toEqual({
          'row 3 角色': ['只有拥有“分配”权限的用户才能选择或更改角色'],
          'row 4 角色': ['只有拥有“分配”权限的用户才能选择或更改角色'],
        });
        expect(await userCount(t.db)).toBe(before);
      },
    );
    expect(envelope(await postWorkbook(t.app, await login(t.app, 'admin'), file)).code).toBe(Code.Success);
    expect(await userCount(t.db)).toBe(before + 3);
  });

  it("import gives no role above the importer's own, even with the assign right", async () => {
    const owner = await ownerGranting(t.db, [
      { role: 'manager', pageKey: 'user-table', actions: ['index', 'import', 'assign'] },
    ]);
    const manager = await createUser(t.db, { role: 'manager', ownerKey: owner.key });
    const before = await userCount(t.db);
    const file = await workbook([
      HEADER,
      [account(), '王八', '', 'manager', '', '', '', '', 'Harbour-Crane-42'],
      [account(), '冯九', '', 'admin', '', '', '', '', 'Harbour-Crane-42'],
    ]);
    const body = envelope(await postWorkbook(t.app, await login(t.app, manager.username), file));
    expect(body).toMatchObject({ code: Code.FieldErrors, errdata: { 'row 3 角色': ['不能授予高于自己的角色'] } });
    expect(Object.keys(body.errdata ?? {})).toEqual(['row 3 角色']);
    expect(await userCount(t.db)).toBe(before);
  });

  it('refuses files that are not workbooks, lack a required column, hold no rows or too many bytes', async () => {
    const admin = await login(t.app, 'admin');
    const before = await userCount(t.db);
    expectFieldErrors(await postWorkbook(t.app, admin, Buffer.from('not a workbook')), ['file']);
    expectFieldErrors(await postWorkbook(t.app, admin, await workbook([['账号', '姓名', '角色']])), ['初始密码']);
    expectFieldErrors(await postWorkbook(t.app, admin, await workbook([HEADER])), ['file'], '文件中没有数据行');
    expectFieldErrors(await callApi(t.app, admin, UserAdminCalls.import, { body: { rows: [] } }), ['file']);
    const tooLarge = await postWorkbook(t.app, admin, Buffer.alloc(USER_IMPORT_MAX_BYTES + 1));
    expect(tooLarge.statusCode).toBe(413);
    expect(envelope(tooLarge)).toMatchObject({ code: Code.Error, errcode: 413 });
    expect(await userCount(t.db)).toBe(before);
  });

  it('needs the import permission and a session', async () => {
    const before = await userCount(t.db);
    const file = await workbook([HEADER, [account(), '孙四', '', '检验员', '', '', '', '', 'Harbour-Crane-42']]);
    await withoutPermission(
      t.db,
      { ownerKey: 'hdny', role: 'admin', pageKey: 'user-table', action: 'import' },
      async () =>
        expect(envelope(await postWorkbook(t.app, await login(t.app, 'admin'), file)).code).toBe(Code.NoPermission),
    );
    expect(envelope(await postWorkbook(t.app, await login(t.app, 'staff'), file)).code).toBe(Code.NoPermission);
    expect(envelope(await postWorkbook(t.app, undefined, file)).code).toBe(Code.NotLoggedIn);
    expect(await userCount(t.db)).toBe(before);
  });

  it("imports into the caller's owner only: another owner's administrator adds members there", async () => {
    const xnsdAdmin = await createUser(t.db, { role: 'admin', ownerKey: 'xnsd' });
    const username = account();
    const file = await workbook([HEADER, [username, '周五', '', '检验员', '', '', '', '', 'Harbour-Crane-42']]);
    expect(envelope(await postWorkbook(t.app, await login(t.app, xnsdAdmin.username), file)).code).toBe(Code.Success);
    const user = await userByName(t.db, username);
    expect(await membershipOf(t.db, user.id, 'xnsd')).toMatchObject({ role: 'staff' });
    expect(await membershipOf(t.db, user.id, 'hdny')).toBeUndefined();
  });

  it('preview answers a file as the import then does, clean or not, changing nothing', async () => {
    const cookie = await login(t.app, 'admin');
    const send = (file: Buffer) => (call: Call) =>
      callApi(t.app, cookie, call, { body: file, headers: { 'content-type': XLSX_TYPE } });
    const name = account();
    const bad = await workbook([HEADER, [name, '预览', '', '检验员', '', '', '', '', 'short']]);
    const refused = await previewThenImport(t.db, UserAdminCalls, send(bad));
    expect(Object.keys(refused.preview.errdata ?? {})).toEqual(['row 2 初始密码']);
    const good = await workbook([HEADER, [name, '预览', '', '检验员', '', '', '', '', 'Harbour-Crane-42']]);
    const { preview } = await previewThenImport<UserImportResult>(t.db, UserAdminCalls, send(good));
    expect(preview).toMatchObject({ code: Code.Success, data: { count: 1 }, msg: '检查通过：可导入 1 行，尚未导入' });
    expect(await userByName(t.db, name)).toMatchObject({ name: '预览' });
  });
});

describe('GET /api/user/import-template', () => {
  it("answers the workbook with the import's columns and this owner's roles on the instructions sheet", async () => {
    const res = await api(t.app, await login(t.app, 'admin')).get('/api/user/import-template');
    expect(res.headers['content-type']).toBe(XLSX_TYPE);
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('用户导入模板.xlsx'));
    const sheet = await readXlsx(res.rawPayload);
    expect(sheet.header).toEqual(HEADER);
    expect(sheet.rows).toEqual([]);
    const english = await api(t.app, await login(t.app, 'admin')).get('/api/user/import-template', {
      'accept-language': 'en',
    });
    expect((await readXlsx(english.rawPayload)).header[0]).toBe('Account');
  });

  it('needs the import permission and a session', async () => {
    await withoutPermission(
      t.db,
      { ownerKey: 'hdny', role: 'admin', pageKey: 'user-table', action: 'import' },
      async () =>
        expect(envelope(await api(t.app, await login(t.app, 'admin')).get('/api/user/import-template')).code).toBe(
          Code.NoPermission,
        ),
    );
    expect(envelope(await api(t.app).get('/api/user/import-template')).code).toBe(Code.NotLoggedIn);
  });
});
