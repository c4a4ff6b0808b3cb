import { Code } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.js';
import { addMembership, createUser, userByName } from '../../../test/factories.js';
import { api, envelope, expectFieldErrors, login } from '../../../test/http.js';
import { auditRowsOf, createOrganization, membershipOf, withoutPermission } from './user-admin.test-support.js';

const t = useTestApp();

const update = (cookie: string | undefined, id: number | string, body: object) =>
  api(t.app, cookie).post(`/api/user/update?id=${id}`, body);
const account = { name: '李四', gender: 'female', phone: '13900139000', email: 'li@example.cn' };
const unchangedAccount = { name: '测试用户', gender: 'unknown', phone: '', email: '' };
const noPlacement = { organization_id: null, department_id: null };

describe('POST /api/user/update', () => {
  it('saves the account and the placement of a member and records the difference', async () => {
    const member = await createUser(t.db, { role: 'staff', ownerKey: 'hdny' });
    const org = await createOrganization(t.db, 'hdny', ['安全部']);
    const body = {
      ...account,
      organization_id: org.id,
      department_id: org.departments[0]?.id ?? null,
      role: 'manager',
    };
    const res = envelope(await update(await login(t.app, 'admin'), member.id, body));
    expect(res).toMatchObject({ code: Code.Success, msg: '用户信息已保存' });
    expect(await userByName(t.db, member.username)).toMatchObject(account);
    expect(await membershipOf(t.db, member.id, 'hdny')).toMatchObject({
      role: 'manager',
      organizationId: org.id,
      departmentId: org.departments[0]?.id,
    });
    const [audit] = await auditRowsOf(t.db, member.id);
    expect(audit?.changes).toMatchObject({
      name: { before: '测试用户', after: '李四' },
      role: { before: 'staff', after: 'manager' },
      organization_id: { before: null, after: org.id },
    });
  });

  it('a new role needs the assign permission as well; the same role does not', async () => {
    const member = await createUser(t.db, { role: 'staff', ownerKey: 'hdny' });
    await withoutPermission(
      t.db,
      { ownerKey: 'hdny', role: 'admin', pageKey: 'user-table', action: 'assign' },
      async () => {
        const admin = await login(t.app, 'admin');
        expect(envelope(await update(admin, member.id, { ...account, ...noPlacement, role: 'admin' })).code).toBe(
          Code.NoPermission,
        );
        expect(await membershipOf(t.db, member.id, 'hdny')).toMatchObject({ role: 'staff' });
        expect(await userByName(t.db, member.username)).toMatchObject(unchangedAccount);
        expect(envelope(await update(admin, member.id, { ...account, ...noPlacement, role: 'staff' })).code).toBe(
          Code.Success,
        );
      },
    );
  });

  it('nobody changes their own role', async () => {
    const admin = await login(t.app, 'admin');
    const me = await userByName(t.db, 'admin');
    const res = envelope(await update(admin, me.id, { name: '系统管理员', ...noPlacement, role: 'staff' }));
    expect(res).toMatchObject({ code: Code.IllegalOperation, msg: '不能修改自己的角色' });
    expect(await membershipOf(t.db, me.id, 'hdny')).toMatchObject({ role: 'admin' });
  });

  it('the account fields of a person who also works in other owners stay; their placement may change', async () => {
    const shared = await createUser(t.db, { role: 'staff', ownerKey: 'hdny' });
    await addMembership(t.db, { userId: shared.id, ownerKey: 'xnsd', role: 'staff' });
    const admin = await login(t.app, 'admin');
    const refused = envelope(await update(admin, shared.id, { ...account, ...noPlacement }));
    expect(refused.code).toBe(Code.IllegalOperation);
    expect(refused.msg).toContain('同时属于其他项目来源');
    expect(await userByName(t.db, shared.username)).toMatchObject(unchangedAccount);

    const org = await createOrganization(t.db, 'hdny');
    const placed = envelope(
      await update(admin, shared.id, { ...unchangedAccount, organization_id: org.id, department_id: null }),
    );
    expect(placed.code).toBe(Code.Success);
    expect(await membershipOf(t.db, shared.id, 'hdny')).toMatchObject({ organizationId: org.id });
  });

  it('refuses bad input and foreign placements, changing nothing', async () => {
    const member = await createUser(t.db, { role: 'staff', ownerKey: 'hdny' });
    const admin = await login(t.app, 'admin');
    const theirs = await createOrganization(t.db, 'xnsd');
    expectFieldErrors(await update(admin, member.id, { ...account, name: '' }), ['name']);
    expectFieldErrors(await update(admin, member.id, { ...account, email: 'x@' }), ['email']);
    expectFieldErrors(await update(admin, member.id, { ...account, organization_id: 'one' }), ['organization_id']);
    expectFieldErrors(await update(admin, member.id, { ...account, organization_id: theirs.id }), ['organization_id']);
    expectFieldErrors(await update(admin, member.id, { ...account, role: 'ghost' }), ['role']);
    expectFieldErrors(await update(admin, 'abc', account), ['id']);
    expect(await userByName(t.db, member.username)).toMatchObject(unchangedAccount);
    expect(await membershipOf(t.db, member.id, 'hdny')).toMatchObject({ role: 'staff', organizationId: null });
  });

  it("cannot reach another owner's member: not found, nothing changes", async () => {
    const outsider = await createUser(t.db, { role: 'staff', ownerKey: 'xnsd' });
    const res = envelope(await update(await login(t.app, 'admin'), outsider.id, { ...account, ...noPlacement }));
    expect(res.code).toBe(Code.NotFound);
    expect(await userByName(t.db, outsider.username)).toMatchObject(unchangedAccount);
  });

  it('needs the update permission and a session', async () => {
    const member = await createUser(t.db, { role: 'staff', ownerKey: 'hdny' });
    await withoutPermission(
      t.db,
      { ownerKey: 'hdny', role: 'admin', pageKey: 'user-table', action: 'update' },
      async () =>
        expect(
          envelope(await update(await login(t.app, 'admin'), member.id, { ...account, ...noPlacement })).code,
        ).toBe(Code.NoPermission),
    );
    expect(envelope(await update(undefined, member.id, account)).code).toBe(Code.NotLoggedIn);
    expect(await userByName(t.db, member.username)).toMatchObject(unchangedAccount);
  });
});
