import {
  ACTION_TYPES,
  Code,
  isBuiltPage,
  layoutRoutes,
  type PagePermission,
  PermissionCalls,
  RoleCalls,
  RolePermissions,
} from '@app/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.js';
import { callApi, envelope, expectFieldErrors } from '../../../test/http.js';
import { revoke } from '../../../test/permissions.js';
import { rolePermissions } from '../../core/permission.table.js';
import { routeTitles } from '../route-title/route-title.table.js';
import { auditOf, grantPairs, signedInMember, templatedOwner } from './role.fixtures.js';

const t = useTestApp();

async function ownerWithAdmin() {
  const owner = await templatedOwner(t.db);
  const { cookie } = await signedInMember(t.app, t.db, owner, 'admin');
  return { owner, cookie };
}

const matrix = async (cookie: string, name: string) =>
  envelope<RolePermissions>(await callApi(t.app, cookie, RoleCalls.permissions, { query: { name } }));
const save = (cookie: string, name: string, body: object) =>
  callApi(t.app, cookie, RoleCalls.savePermissions, { query: { name }, body });
const onActions = async (cookie: string, key: string) =>
  envelope<PagePermission[]>(await callApi(t.app, cookie, PermissionCalls.pagePermission, { query: { key } }))
    .data.filter((p) => p.status === 'on')
    .map((p) => p.type);

/** The pages the matrix offers an ordinary owner: those of its layout that have a screen. */
const offered = layoutRoutes(false).filter((route) => isBuiltPage(route.name));
const onBuiltPages = (pairs: string[]) => pairs.filter((pair) => isBuiltPage(pair.split(':')[1] ?? ''));
const onUnbuiltPages = (pairs: string[]) => pairs.filter((pair) => !isBuiltPage(pair.split(':')[1] ?? ''));

/** What the admin role must keep so that permissions stay manageable. */
const ADMIN_FLOOR = [
  { pageKey: 'control-role', actions: ['index', 'update'] },
  { pageKey: 'control-role-setup', actions: ['index', 'update'] },
];

describe('GET /api/role/permissions', () => {
  it("answers every built page of the owner's layout by section, with the role's actions and the owner's titles", async () => {
    const { owner, cookie } = await ownerWithAdmin();
    await t.db
      .insert(routeTitles)
      .values({ ownerId: owner.id, pageKey: 'user-profile', titleZh: '我的资料', titleEn: '' });
    const body = await matrix(cookie, 'staff');
    expect(body.code).toBe(Code.Success);
    RolePermissions.strict().parse(body.data);
    expect(body.data.role).toEqual({ name: 'staff', title: '检验员', description: '', builtin: true });
    // Only sections that hold a page with a screen.
    expect(body.data.sections.map((s) => s.key)).toEqual([
      'default',
      'control',
      'custom',
      'unitmanager',
      'project',
      'equipment',
      'system',
      'knowledge',
      'other',
    ]);
    const pages = body.data.sections.flatMap((s) => s.pages);
    expect(pages.map((p) => p.key)).toEqual(offered.map((r) => r.name));
    expect(pages.find((p) => p.key === 'home')?.actions).toEqual(['index']);
    expect(pages.find((p) => p.key === 'user-table')?.actions).toEqual([]);
    expect(pages.find((p) => p.key === 'user-profile')?.title).toEqual({ zh: '我的资料', en: 'Profile' });
    const admin = await matrix(cookie, 'admin');
    expect(admin.data.sections[1]?.pages.find((p) => p.key === 'control-role')?.actions).toEqual([...ACTION_TYPES]);
  });

  it("refuses an unknown role or another owner's (4), no permission (3), no session (-1)", async () => {
    const other = await ownerWithAdmin();
    await callApi(t.app, other.cookie, RoleCalls.create, { body: { name: 'auditor', title: '别家审计' } });
    const { owner, cookie } = await ownerWithAdmin();
    expect((await matrix(cookie, 'auditor')).code).toBe(Code.NotFound);
    expectFieldErrors(await callApi(t.app, cookie, RoleCalls.permissions), ['name']);
    await revoke(t.db, { ownerKey: owner.key, role: 'admin', pageKey: 'control-role-setup', action: 'index' });
    expect((await matrix(cookie, 'staff')).code).toBe(Code.NoPermission);
    expect((await matrix('', 'staff')).code).toBe(Code.NotLoggedIn);
  });
});

describe('POST /api/role/permissions', () => {
  it('a custom role with index but not create on user-table gives its member exactly index there', async () => {
    const { owner, cookie } = await ownerWithAdmin();
    await callApi(t.app, cookie, RoleCalls.create, { body: { name: 'clerk', title: '文员' } });
    const res = await save(cookie, 'clerk', {
      grants: [
        { pageKey: 'home', actions: ['index'] },
        { pageKey: 'user-table', actions: ['index'] },
      ],
    });
    expect(envelope(res)).toMatchObject({ code: Code.Success, msg: '权限已保存' });
    const member = await signedInMember(t.app, t.db, owner, 'clerk');
    expect(await onActions(member.cookie, 'user-table')).toEqual(['index']);
    // The inbox is in the matrix: a save without it takes away what the role was created with.
    expect(await onActions(member.cookie, 'inbox')).toEqual([]);
    expect(await grantPairs(t.db, owner.id, 'clerk')).toEqual(['clerk:home:index', 'clerk:user-table:index']);
  });

  it("a revoke takes effect on the member's next call, and one audit row holds the before and after", async () => {
    const { owner, cookie } = await ownerWithAdmin();
    const staff = await signedInMember(t.app, t.db, owner, 'staff');
    await save(cookie, 'staff', { grants: [{ pageKey: 'user-table', actions: ['index', 'export', 'index'] }] });
    expect(await onActions(staff.cookie, 'user-table')).toEqual(['index', 'export']);
    expect(await onActions(staff.cookie, 'home')).toEqual([]);

    expect(envelope(await save(cookie, 'staff', { grants: [{ pageKey: 'home', actions: ['index'] }] })).code).toBe(
      Code.Success,
    );
    expect(await onActions(staff.cookie, 'user-table')).toEqual([]);

    const entries = await auditOf(t.db, owner.id, 'role_permissions');
    expect(entries).toHaveLength(2);
    expect(entries[1]).toMatchObject({ entityId: 'staff', action: 'update' });
    expect(entries[1]?.changes).toEqual({
      home: { before: null, after: ['index'] },
      'user-table': { before: ['index', 'export'], after: null },
    });
    // Saving the same grants again changes nothing and adds no audit row.
    await save(cookie, 'staff', { grants: [{ pageKey: 'home', actions: ['index'] }] });
    expect(await auditOf(t.db, owner.id, 'role_permissions')).toHaveLength(2);
  });

  it('refuses unknown pages, pages of the other layout and unknown actions (2), changing nothing', async () => {
    const { owner, cookie } = await ownerWithAdmin();
    const before = await grantPairs(t.db, owner.id);
    expectFieldErrors(await save(cookie, 'staff', { grants: [{ pageKey: 'no-such-page', actions: [] }] }), [
      'grants.0.pageKey',
    ]);
    expectFieldErrors(
      await save(cookie, 'staff', {
        grants: [
          { pageKey: 'home', actions: ['index'] },
          { pageKey: 'config-home', actions: ['index'] },
        ],
      }),
      ['grants.1.pageKey'],
    );
    expectFieldErrors(await save(cookie, 'staff', { grants: [{ pageKey: 'login', actions: ['index'] }] }), [
      'grants.0.pageKey',
    ]);
    expectFieldErrors(await save(cookie, 'staff', { grants: [{ pageKey: 'home', actions: ['fly'] }] }), [
      'grants.0.actions.0',
    ]);
    expectFieldErrors(await save(cookie, 'staff', { grants: 'all' }), ['grants']);
    expect(await grantPairs(t.db, owner.id)).toEqual(before);
  });

  it('refuses to take from admin the right to manage roles and their permissions', async () => {
    const { owner, cookie } = await ownerWithAdmin();
    const before = await grantPairs(t.db, owner.id, 'admin');
    const res = envelope(await save(cookie, 'admin', { grants: [{ pageKey: 'control-role', actions: ['index'] }] }));
    expect(res.code).toBe(Code.Warning);
    expect(res.msg).toContain('角色权限设置');
    expect(await grantPairs(t.db, owner.id, 'admin')).toEqual(before);
    // Keeping exactly the floor is allowed; grants on pages without a screen are not the matrix's to take.
    expect(envelope(await save(cookie, 'admin', { grants: ADMIN_FLOOR })).code).toBe(Code.Success);
    const after = await grantPairs(t.db, owner.id, 'admin');
    expect(onBuiltPages(after)).toHaveLength(4);
    expect(onUnbuiltPages(after)).toEqual(onUnbuiltPages(before));
  });

  it("another owner's admin cannot change this owner's role of the same name; no permission (3), no session (-1)", async () => {
    const mine = await ownerWithAdmin();
    const theirs = await ownerWithAdmin();
    const before = await grantPairs(t.db, mine.owner.id);
    expect(envelope(await save(theirs.cookie, 'staff', { grants: [] })).code).toBe(Code.Success);
    expect(await grantPairs(t.db, mine.owner.id)).toEqual(before);
    expect(await grantPairs(t.db, theirs.owner.id, 'staff')).toEqual([]);

    await revoke(t.db, { ownerKey: mine.owner.key, role: 'admin', pageKey: 'control-role-setup', action: 'update' });
    expect(envelope(await save(mine.cookie, 'staff', { grants: [] })).code).toBe(Code.NoPermission);
    expect(envelope(await save('', 'staff', { grants: [] })).code).toBe(Code.NotLoggedIn);
    expect(await grantPairs(t.db, mine.owner.id, 'staff')).toHaveLength(3);
  });
});

describe('pages without a screen', () => {
  it('are not offered, cannot be granted (2, changing nothing), and what a role holds on them is kept', async () => {
    const { owner, cookie } = await ownerWithAdmin();
    const pages = (await matrix(cookie, 'staff')).data.sections.flatMap((s) => s.pages.map((p) => p.key));
    expect(pages).not.toContain('orders');
    expect(pages.every((key) => isBuiltPage(key))).toBe(true);

    // A grant held on a page from before it lost its screen (written here as an older release left it).
    await t.db.insert(rolePermissions).values({ ownerId: owner.id, role: 'staff', pageKey: 'orders', action: 'index' });
    const before = await grantPairs(t.db, owner.id);
    expectFieldErrors(
      await save(cookie, 'staff', {
        grants: [
          { pageKey: 'home', actions: ['index'] },
          { pageKey: 'orders', actions: ['index'] },
        ],
      }),
      ['grants.1.pageKey'],
      '该页面尚未开放，不能设置权限',
    );
    expect(await grantPairs(t.db, owner.id)).toEqual(before);
    expect(await auditOf(t.db, owner.id, 'role_permissions')).toHaveLength(0);

    // Saving the matrix leaves the grant on the page without a screen where it was.
    expect(
      envelope(await save(cookie, 'staff', { grants: [{ pageKey: 'user-table', actions: ['index'] }] })).code,
    ).toBe(Code.Success);
    expect(await grantPairs(t.db, owner.id, 'staff')).toEqual(['staff:orders:index', 'staff:user-table:index']);
    const [entry] = await auditOf(t.db, owner.id, 'role_permissions');
    expect(Object.keys(entry?.changes ?? {})).not.toContain('orders');
  });
});
