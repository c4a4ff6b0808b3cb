import {
  Code,
  type ListData,
  MenuCalls,
  type MenuData,
  OwnerAdminCalls,
  OwnerAdminRow,
  OwnerCalls,
  type OwnerSummary,
} from '@app/contract';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { lastAudit, signedIn, withRevoked } from '../../../test/admin.js';
import { useTestApp } from '../../../test/app.js';
import { addMembership, createUser, ownerByKey } from '../../../test/factories.js';
import { callApi, envelope, expectFieldErrors, login, type TestQuery } from '../../../test/http.js';
import { memberships } from '../../core/membership.table.js';
import { owners } from '../../core/owner.table.js';
import { rolePermissions } from '../../core/permission.table.js';
import { roles } from '../../core/role.table.js';
import { menuItems } from '../menu/menu.table.js';

const t = useTestApp();

let serial = 0;
const newKey = () => `own${++serial}${Date.now().toString(36)}`;
const fields = (extra: Record<string, unknown> = {}) => ({
  name: '滨海风电项目部',
  full_name: '滨海风电开发有限公司工程项目部',
  alphabet: 'BHFD',
  abridge: 'BHFD',
  province: '江苏省',
  city: '盐城市',
  town: '滨海县',
  logo: 'https://cdn.example.com/bhfd.png',
  config_admin: true,
  ...extra,
});
const ownerCount = async () => (await t.db.select({ n: count() }).from(owners))[0]?.n ?? 0;
const ownerRow = async (key: string) => (await t.db.select().from(owners).where(eq(owners.key, key)))[0];
const list = async (cookie: string, query: TestQuery<typeof OwnerAdminCalls.list> = {}) =>
  envelope<ListData<OwnerAdminRow>>(await callApi(t.app, cookie, OwnerAdminCalls.list, { query }));
const configPage = (pageKey: string, action: 'index' | 'create' | 'update') =>
  ({ ownerKey: 'config', role: 'admin', pageKey, action }) as const;

describe('GET /api/config/owner/index', () => {
  it('lists every owner with its fields and member count', async () => {
    const { cookie } = await signedIn(t, 'config');
    const res = await list(cookie, { sort: 'key' });
    expect(res.code).toBe(Code.Success);
    for (const row of res.data.result) OwnerAdminRow.strict().parse(row);
    const hdny = res.data.result.find((o) => o.key === 'hdny');
    expect(hdny).toMatchObject({ name: '华东能源工程项目部', is_config: false, enabled: true, config_admin: true });
    expect(hdny?.member_count).toBeGreaterThanOrEqual(4);
    expect(res.data.result.find((o) => o.key === 'config')?.is_config).toBe(true);
    const keys = res.data.result.map((o) => o.key);
    expect(keys).toEqual([...keys].sort());
  });

  it('filters by text and by yes/no columns; a bad yes/no value is a field error', async () => {
    const { cookie } = await signedIn(t, 'config');
    expect((await list(cookie, { 'filter[name]': '华东' })).data.result.map((o) => o.key)).toEqual(['hdny']);
    expect((await list(cookie, { 'filter[is_config]': 'true' })).data.result.map((o) => o.key)).toEqual(['config']);
    expectFieldErrors(await callApi(t.app, cookie, OwnerAdminCalls.list, { query: { 'filter[enabled]': 'maybe' } }), [
      'filter[enabled]',
    ]);
    expectFieldErrors(await callApi(t.app, cookie, OwnerAdminCalls.list, { query: { sort: 'logo' } }), ['sort']);
  });

  it("is the configuration owner's alone and needs the page's index permission", async () => {
    const ordinary = await signedIn(t, 'hdny');
    expect((await list(ordinary.cookie)).code).toBe(Code.NoPermission);
    const { cookie } = await signedIn(t, 'config');
    await withRevoked(t.db, configPage('config-owner-list', 'index'), async () => {
      expect((await list(cookie)).code).toBe(Code.NoPermission);
    });
    expect(envelope(await callApi(t.app, undefined, OwnerAdminCalls.list)).code).toBe(Code.NotLoggedIn);
  });
});

describe('POST /api/config/owner/create', () => {
  it("creates the owner with its template and the modules' entries; the named account administers it and sees the ordinary menu", async () => {
    const { call } = await signedIn(t, 'config');
    const future = await createUser(t.db);
    const key = newKey();
    const res = envelope<OwnerAdminRow>(
      await call(OwnerAdminCalls.create, { body: { ...fields(), key, admin_username: future.username } }),
    );
    expect(res.code).toBe(Code.Success);
    expect(res.data).toMatchObject({ key, name: '滨海风电项目部', town: '滨海县', member_count: 1, enabled: true });
    const owner = await ownerByKey(t.db, key);
    expect((await t.db.select().from(roles).where(eq(roles.ownerId, owner.id))).map((r) => r.name).sort()).toEqual([
      'admin',
      'manager',
      'staff',
      'wtf',
    ]);
    expect(
      (await t.db.select().from(rolePermissions).where(eq(rolePermissions.ownerId, owner.id))).length,
    ).toBeGreaterThan(0);
    expect((await lastAudit(t.db, 'owners', key))?.changes.name).toEqual({ before: null, after: '滨海风电项目部' });
    expect((await lastAudit(t.db, 'memberships', `${key}/${future.username}`))?.changes.role?.after).toBe('admin');

    const theirs = await login(t.app, future.username);
    expect(envelope(await callApi(t.app, theirs, OwnerCalls.change, { query: { key } })).code).toBe(Code.Success);
    const menu = envelope<MenuData>(await callApi(t.app, theirs, MenuCalls.menu));
    expect(menu.code).toBe(Code.Success);
    const paths = menu.data.datamenu.flatMap((g) => g.items.map((i) => i.fontend_path));
    expect(paths).toEqual(expect.arrayContaining(['/home', '/control/organization', '/default/dashboard/usertable']));
    // The document library is no template page: the files module's manifest brings it.
    expect(paths).toContain('/project/data-library/index');
    expect(menu.data.assignments).toEqual(['admin']);
  });

  it('leaves the administrator out when config_admin is off', async () => {
    const { call } = await signedIn(t, 'config');
    const someone = await createUser(t.db);
    const key = newKey();
    const res = await call(OwnerAdminCalls.create, {
      body: {
        ...fields({ config_admin: false }),
        key,
        admin_username: someone.username,
      },
    });
    expect(envelope(res).code).toBe(Code.Success);
    const owner = await ownerByKey(t.db, key);
    expect(await t.db.select().from(memberships).where(eq(memberships.ownerId, owner.id))).toEqual([]);
    expect(owner.configAdmin).toBe(false);
  });

  it('refuses bad input, a taken key and an unknown account; nothing is created', async () => {
    const { call } = await signedIn(t, 'config');
    const before = await ownerCount();
    expectFieldErrors(
      await call(OwnerAdminCalls.create, {
        body: {
          ...fields({ name: '', alphabet: 'bh', logo: 'javascript:alert(1)' }),
          key: 'Bad Key',
        },
      }),
      ['key', 'name', 'alphabet', 'logo'],
    );
    expectFieldErrors(await call(OwnerAdminCalls.create, { body: { ...fields(), key: 'hdny' } }), ['key']);
    expectFieldErrors(
      await call(OwnerAdminCalls.create, { body: { ...fields(), key: newKey(), admin_username: 'nobody-here' } }),
      ['admin_username'],
    );
    expectFieldErrors(await call(OwnerAdminCalls.create, { body: { key: newKey() } }), ['name', 'full_name']);
    expect(await ownerCount()).toBe(before);
  });

  it('is refused to ordinary owners and without the create permission', async () => {
    const before = await ownerCount();
    const ordinary = await signedIn(t, 'hdny');
    const body = { ...fields(), key: newKey() };
    expect(envelope(await ordinary.call(OwnerAdminCalls.create, { body })).code).toBe(Code.NoPermission);
    const { call } = await signedIn(t, 'config');
    await withRevoked(t.db, configPage('config-owner-list', 'create'), async () => {
      expect(envelope(await call(OwnerAdminCalls.create, { body })).code).toBe(Code.NoPermission);
    });
    expect(envelope(await callApi(t.app, undefined, OwnerAdminCalls.create, { body })).code).toBe(Code.NotLoggedIn);
    expect(await ownerCount()).toBe(before);
  });
});

describe('POST /api/config/owner/update', () => {
  it('saves the fields, never the key, and audits the difference', async () => {
    const { call } = await signedIn(t, 'config');
    const key = newKey();
    await call(OwnerAdminCalls.create, { body: { ...fields(), key } });
    const res = await call(OwnerAdminCalls.update, {
      query: { key },
      body: {
        ...fields({ name: '滨海二期', config_admin: false }),
        key: 'renamed',
      },
    });
    expect(envelope(res).code).toBe(Code.Success);
    expect(await ownerRow(key)).toMatchObject({ name: '滨海二期', configAdmin: false });
    expect(await ownerRow('renamed')).toBeUndefined();
    const audit = await lastAudit(t.db, 'owners', key);
    expect(audit?.changes).toEqual({
      name: { before: '滨海风电项目部', after: '滨海二期' },
      config_admin: { before: true, after: false },
    });
  });

  it('answers not found for an unknown key; bad input changes nothing; ordinary owners get 3', async () => {
    const { call } = await signedIn(t, 'config');
    expect(envelope(await call(OwnerAdminCalls.update, { query: { key: 'nosuch' }, body: fields() })).code).toBe(
      Code.NotFound,
    );
    expectFieldErrors(await call(OwnerAdminCalls.update, { query: { key: 'xnsd' }, body: fields({ full_name: '' }) }), [
      'full_name',
    ]);
    const ordinary = await signedIn(t, 'xnsd');
    const res = await ordinary.call(OwnerAdminCalls.update, { query: { key: 'xnsd' }, body: fields() });
    expect(envelope(res).code).toBe(Code.NoPermission);
    expect((await ownerRow('xnsd'))?.name).toBe('西南水电检验中心');
  });
});

describe('POST /api/config/owner/enable and disable', () => {
  it("a disabled owner leaves its members' lists and their sessions lose it; enabling brings it back", async () => {
    const { call } = await signedIn(t, 'config');
    const key = newKey();
    await call(OwnerAdminCalls.create, { body: { ...fields(), key } });
    const member = await createUser(t.db, { role: 'manager', ownerKey: 'hdny' });
    await addMembership(t.db, { userId: member.id, ownerKey: key, role: 'staff' });
    const theirs = await login(t.app, member.username);
    await callApi(t.app, theirs, OwnerCalls.change, { query: { key } });
    expect(envelope(await callApi(t.app, theirs, MenuCalls.menu)).code).toBe(Code.Success);

    expect(envelope(await call(OwnerAdminCalls.disable, { query: { key } })).code).toBe(Code.Success);
    expect((await ownerRow(key))?.enabled).toBe(false);
    expect(envelope(await callApi(t.app, theirs, MenuCalls.menu)).code).toBe(Code.NoOwner);
    const owned = envelope<OwnerSummary[]>(await callApi(t.app, theirs, OwnerCalls.list));
    expect(owned.data.map((o) => o.key)).toEqual(['hdny']);
    expect((await lastAudit(t.db, 'owners', key))?.changes).toEqual({ enabled: { before: true, after: false } });

    expect(envelope(await call(OwnerAdminCalls.enable, { query: { key } })).code).toBe(Code.Success);
    const again = envelope<OwnerSummary[]>(await callApi(t.app, theirs, OwnerCalls.list));
    expect(again.data.map((o) => o.key)).toContain(key);
  });

  it('never disables the configuration owner; ordinary owners and revoked update get 3', async () => {
    const { call } = await signedIn(t, 'config');
    expect(envelope(await call(OwnerAdminCalls.disable, { query: { key: 'config' } })).code).toBe(
      Code.IllegalOperation,
    );
    expect((await ownerRow('config'))?.enabled).toBe(true);
    const ordinary = await signedIn(t, 'hdny');
    expect(envelope(await ordinary.call(OwnerAdminCalls.disable, { query: { key: 'xnsd' } })).code).toBe(
      Code.NoPermission,
    );
    await withRevoked(t.db, configPage('config-owner-list', 'update'), async () => {
      expect(envelope(await call(OwnerAdminCalls.disable, { query: { key: 'xnsd' } })).code).toBe(Code.NoPermission);
    });
    expect((await ownerRow('xnsd'))?.enabled).toBe(true);
    expect(envelope(await call(OwnerAdminCalls.disable, { query: { key: 'nosuch' } })).code).toBe(Code.NotFound);
    expectFieldErrors(await call(OwnerAdminCalls.disable), ['key']);
  });
});

describe('GET /api/config/owner/options and accounts', () => {
  it('lists owners and searches accounts for the configuration layout only', async () => {
    const { call } = await signedIn(t, 'config');
    const options = envelope<{ key: string }[]>(await call(OwnerAdminCalls.options));
    expect(options.data[0]?.key).toBe('config');
    expect(options.data.map((o) => o.key)).toEqual(expect.arrayContaining(['hdny', 'xnsd']));
    const found = envelope<{ username: string }[]>(await call(OwnerAdminCalls.accounts, { query: { q: 'manag' } }));
    expect(found.data).toEqual([{ username: 'manager', name: '李项目' }]);
    const ordinary = await signedIn(t, 'hdny');
    expect(envelope(await ordinary.call(OwnerAdminCalls.options)).code).toBe(Code.NoPermission);
    expect(envelope(await ordinary.call(OwnerAdminCalls.accounts, { query: { q: 'a' } })).code).toBe(Code.NoPermission);
  });
});

describe('the template of a new owner', () => {
  it('matches the demo owners: the same ordinary menu items', async () => {
    const { call } = await signedIn(t, 'config');
    const key = newKey();
    await call(OwnerAdminCalls.create, { body: { ...fields(), key } });
    const pathsOf = async (ownerKey: string) =>
      (
        await t.db
          .select({ path: menuItems.path })
          .from(menuItems)
          .where(eq(menuItems.ownerId, (await ownerByKey(t.db, ownerKey)).id))
      )
        .map((r) => r.path)
        .sort();
    expect(await pathsOf(key)).toEqual(await pathsOf('xnsd'));
  });
});
