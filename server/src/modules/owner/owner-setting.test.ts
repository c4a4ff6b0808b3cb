import { Code, OwnerAdminCalls, OwnerView } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { lastAudit, signedIn, withRevoked } from '../../../test/admin.js';
import { useTestApp } from '../../../test/app.js';
import { createUser, ownerByKey } from '../../../test/factories.js';
import { type Caller, callApi, envelope, expectFieldErrors } from '../../../test/http.js';
import { memberships } from '../../core/membership.table.js';

const t = useTestApp();

let serial = 0;
/** A fresh owner made through the API, so it carries the real template. */
async function newOwner(call: Caller, configAdmin = true) {
  const key = `set${++serial}${Date.now().toString(36)}`;
  const res = await call(OwnerAdminCalls.create, {
    body: {
      key,
      name: '测试项目部',
      full_name: '测试项目部全称',
      config_admin: configAdmin,
    },
  });
  if (envelope(res).code !== Code.Success) throw new Error(`owner create failed: ${res.body}`);
  return key;
}

const roleIn = async (ownerKey: string, userId: number) =>
  (
    await t.db
      .select({ role: memberships.role })
      .from(memberships)
      .where(and(eq(memberships.ownerId, (await ownerByKey(t.db, ownerKey)).id), eq(memberships.userId, userId)))
  )[0]?.role;
const setAdmins = (call: Caller, key: string, usernames: unknown) =>
  call(OwnerAdminCalls.admins, { query: { key }, body: { usernames } });

describe('GET /api/config/owner/view', () => {
  it("shows the owner's fields, administrators, roles with member counts and menus", async () => {
    const { call } = await signedIn(t, 'config');
    const res = envelope<OwnerView>(await call(OwnerAdminCalls.view, { query: { key: 'hdny' } }));
    expect(res.code).toBe(Code.Success);
    OwnerView.parse(res.data);
    expect(res.data.owner).toMatchObject({ key: 'hdny', name: '华东能源工程项目部' });
    expect(res.data.admins.map((a) => a.username)).toContain('admin');
    expect(res.data.roles.map((r) => r.name)).toEqual(['admin', 'wtf', 'manager', 'staff']);
    expect(res.data.roles.find((r) => r.name === 'wtf')?.member_count).toBeGreaterThanOrEqual(1);
    const paths = res.data.menus.flatMap((g) => g.items.map((i) => i.path));
    expect(paths).toContain('/control/organization');
  });

  it('answers 4 for an unknown key and 3 to ordinary owners or without index', async () => {
    const { call } = await signedIn(t, 'config');
    expect(envelope(await call(OwnerAdminCalls.view, { query: { key: 'nosuch' } })).code).toBe(Code.NotFound);
    const ordinary = await signedIn(t, 'hdny');
    expect(envelope(await ordinary.call(OwnerAdminCalls.view, { query: { key: 'hdny' } })).code).toBe(
      Code.NoPermission,
    );
    const page = { ownerKey: 'config', role: 'admin', pageKey: 'config-owner-setting', action: 'index' } as const;
    await withRevoked(t.db, page, async () => {
      expect(envelope(await call(OwnerAdminCalls.view, { query: { key: 'hdny' } })).code).toBe(Code.NoPermission);
    });
    expect(envelope(await callApi(t.app, undefined, OwnerAdminCalls.view, { query: { key: 'hdny' } })).code).toBe(
      Code.NotLoggedIn,
    );
  });
});

describe('POST /api/config/owner/admins', () => {
  it('promotes members, adds outsiders as admins, steps removed admins down to inspector, and audits it', async () => {
    const { call } = await signedIn(t, 'config');
    const key = await newOwner(call);
    const first = await createUser(t.db);
    const member = await createUser(t.db);
    expect(envelope(await setAdmins(call, key, [first.username])).code).toBe(Code.Success);
    expect(await roleIn(key, first.id)).toBe('admin');

    await t.db
      .insert(memberships)
      .values({ userId: member.id, ownerId: (await ownerByKey(t.db, key)).id, role: 'manager' });
    const res = envelope<OwnerView['admins']>(await setAdmins(call, key, [member.username]));
    expect(res.code).toBe(Code.Success);
    expect(res.data.map((a) => a.username)).toEqual([member.username]);
    expect(await roleIn(key, member.id)).toBe('admin');
    expect(await roleIn(key, first.id)).toBe('staff');
    expect((await lastAudit(t.db, 'memberships', `${key}/${member.username}`))?.changes.role).toEqual({
      before: 'manager',
      after: 'admin',
    });
    expect((await lastAudit(t.db, 'memberships', `${key}/${first.username}`))?.changes.role).toEqual({
      before: 'admin',
      after: 'staff',
    });
  });

  it('keeps the last administrator while config_admin is on; allows none when it is off', async () => {
    const { call } = await signedIn(t, 'config');
    const key = await newOwner(call);
    const only = await createUser(t.db);
    await setAdmins(call, key, [only.username]);
    const refused = envelope(await setAdmins(call, key, []));
    expect(refused).toMatchObject({ code: Code.Warning, msg: '该业主配置了系统管理员，至少需要保留一名管理员' });
    expect(await roleIn(key, only.id)).toBe('admin');

    const loose = await newOwner(call, false);
    const someone = await createUser(t.db);
    await setAdmins(call, loose, [someone.username]);
    expect(envelope(await setAdmins(call, loose, [])).code).toBe(Code.Success);
    expect(await roleIn(loose, someone.id)).toBe('staff');
  });

  it('refuses unknown accounts and bad input, changing nothing', async () => {
    const { call } = await signedIn(t, 'config');
    const key = await newOwner(call);
    const real = await createUser(t.db);
    const res = await setAdmins(call, key, [real.username, 'ghost-account']);
    expectFieldErrors(res, ['usernames']);
    expect(envelope(res).msg).toContain('ghost-account');
    expect(await roleIn(key, real.id)).toBeUndefined();
    expectFieldErrors(await setAdmins(call, key, 'admin'), ['usernames']);
    expectFieldErrors(await setAdmins(call, key, ['']), ['usernames.0']);
  });

  it('does not let a platform administrator remove their own administration of the configuration owner', async () => {
    const { call, user } = await signedIn(t, 'config');
    const res = envelope(await setAdmins(call, 'config', ['admin']));
    expect(res.code).toBe(Code.IllegalOperation);
    expect(await roleIn('config', user.id)).toBe('admin');
  });

  it('is refused to ordinary owners and without the update permission', async () => {
    const someone = await createUser(t.db);
    const ordinary = await signedIn(t, 'hdny');
    expect(envelope(await setAdmins(ordinary.call, 'hdny', [someone.username])).code).toBe(Code.NoPermission);
    const { call } = await signedIn(t, 'config');
    const page = { ownerKey: 'config', role: 'admin', pageKey: 'config-owner-setting', action: 'update' } as const;
    await withRevoked(t.db, page, async () => {
      expect(envelope(await setAdmins(call, 'hdny', [someone.username])).code).toBe(Code.NoPermission);
    });
    expect(await roleIn('hdny', someone.id)).toBeUndefined();
    expect(envelope(await setAdmins(call, 'nosuch', [someone.username])).code).toBe(Code.NotFound);
  });
});
