import { Code, OrganizationCalls, type OrganizationNode } from '@app/contract';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { lastAudit, signedIn, withRevoked } from '../../../test/admin.js';
import { useTestApp } from '../../../test/app.js';
import { ownerByKey } from '../../../test/factories.js';
import { envelope, expectFieldErrors } from '../../../test/http.js';
import { organizations, staff } from '../../core/organization.table.js';
import { insertDepartment, insertOrganization, insertStaff, rowCount } from './organization.fixtures.js';

const t = useTestApp();

const sortsOf = async (table: typeof organizations | typeof staff, ids: number[]) => {
  const rows = await t.db.select({ id: table.id, sort: table.sort }).from(table).where(inArray(table.id, ids));
  return ids.map((id) => rows.find((r) => r.id === id)?.sort);
};

describe('the configuration layout reaches any owner with ?owner=', () => {
  it("reads and changes another owner's organisations, auditing in that owner's log", async () => {
    const { call } = await signedIn(t, 'config');
    const xnsd = await ownerByKey(t.db, 'xnsd');
    const created = envelope<OrganizationNode>(
      await call(OrganizationCalls.create, {
        query: { owner: 'xnsd' },
        body: { short_name: '配置中心建', inside: false },
      }),
    );
    expect(created.code).toBe(Code.Success);
    const [row] = await t.db.select().from(organizations).where(eq(organizations.id, created.data.id));
    expect(row).toMatchObject({ ownerId: xnsd.id, inside: false });
    expect((await lastAudit(t.db, 'organizations', created.data.id))?.ownerId).toBe(xnsd.id);
    const tree = envelope<OrganizationNode[]>(await call(OrganizationCalls.tree, { query: { owner: 'xnsd' } }));
    expect(tree.data.map((n) => n.id)).toContain(created.data.id);
    const renamed = await call(OrganizationCalls.update, {
      query: { owner: 'xnsd', id: created.data.id },
      body: {
        short_name: '已改名',
      },
    });
    expect(envelope(renamed).code).toBe(Code.Success);
  });

  it('keeps ids within the named owner: an id of another owner is not found', async () => {
    const { call } = await signedIn(t, 'config');
    const hdnyOrg = await insertOrganization(t.db, 'hdny', { shortName: '华东的' });
    const res = await call(OrganizationCalls.update, {
      query: { owner: 'xnsd', id: hdnyOrg.id },
      body: { short_name: '越界' },
    });
    expect(envelope(res).code).toBe(Code.NotFound);
    const [row] = await t.db.select().from(organizations).where(eq(organizations.id, hdnyOrg.id));
    expect(row?.shortName).toBe('华东的');
  });

  it('needs the config-organization permission, then an owner that exists', async () => {
    const { call } = await signedIn(t, 'config');
    const before = await rowCount(t.db, organizations);
    const page = { ownerKey: 'config', role: 'admin', pageKey: 'config-organization', action: 'create' } as const;
    await withRevoked(t.db, page, async () => {
      const res = await call(OrganizationCalls.create, { query: { owner: 'hdny' }, body: { short_name: '无权' } });
      expect(envelope(res).code).toBe(Code.NoPermission);
    });
    const unknown = await call(OrganizationCalls.create, { query: { owner: 'nosuch' }, body: { short_name: '无主' } });
    expect(envelope(unknown).code).toBe(Code.NotFound);
    expectFieldErrors(await call(OrganizationCalls.tree, { query: { owner: 'Bad Key' } }), ['owner']);
    expect(await rowCount(t.db, organizations)).toBe(before);
  });

  it("never lets an ordinary owner's user address another owner", async () => {
    const { call } = await signedIn(t, 'hdny');
    const theirs = await insertOrganization(t.db, 'xnsd', { shortName: '西南的' });
    const before = await rowCount(t.db, organizations);
    expect(envelope(await call(OrganizationCalls.tree, { query: { owner: 'xnsd' } })).code).toBe(Code.NoPermission);
    const create = await call(OrganizationCalls.create, { query: { owner: 'xnsd' }, body: { short_name: '越权' } });
    expect(envelope(create).code).toBe(Code.NoPermission);
    const remove = await call(OrganizationCalls.delete, { query: { owner: 'xnsd', id: theirs.id } });
    expect(envelope(remove).code).toBe(Code.NoPermission);
    expect(await rowCount(t.db, organizations)).toBe(before);
  });
});

describe('POST /api/organization/reorder', () => {
  it('sets the display order of siblings in the order sent, auditing the moved ones', async () => {
    const { call } = await signedIn(t, 'hdny');
    const org = await insertOrganization(t.db, 'hdny');
    const [a, b, c] = [
      await insertStaff(t.db, org, { sort: 0 }),
      await insertStaff(t.db, org, { sort: 1 }),
      await insertStaff(t.db, org, { sort: 2 }),
    ];
    const ids = [c?.id, a?.id, b?.id] as number[];
    const res = await call(OrganizationCalls.reorder, { body: { entity: 'staff', ids } });
    expect(envelope(res).code).toBe(Code.Success);
    expect(await sortsOf(staff, ids)).toEqual([0, 1, 2]);
    expect((await lastAudit(t.db, 'staff', c?.id as number))?.changes.sort).toEqual({ before: 2, after: 0 });
  });

  it('refuses rows of different parents, duplicates, and ids of another owner; nothing moves', async () => {
    const { call } = await signedIn(t, 'hdny');
    const first = await insertOrganization(t.db, 'hdny', { sort: 10 });
    const second = await insertOrganization(t.db, 'hdny', { parentId: first.id, sort: 11 });
    const theirs = await insertOrganization(t.db, 'xnsd', { sort: 12 });
    expectFieldErrors(
      await call(OrganizationCalls.reorder, { body: { entity: 'organizations', ids: [second.id, first.id] } }),
      ['ids'],
    );
    expectFieldErrors(
      await call(OrganizationCalls.reorder, { body: { entity: 'organizations', ids: [first.id, first.id] } }),
      ['ids'],
    );
    expectFieldErrors(await call(OrganizationCalls.reorder, { body: { entity: 'roles', ids: [first.id] } }), [
      'entity',
    ]);
    const foreign = await call(OrganizationCalls.reorder, {
      body: {
        entity: 'organizations',
        ids: [theirs.id, first.id],
      },
    });
    expect(envelope(foreign).code).toBe(Code.NotFound);
    expect(await sortsOf(organizations, [first.id, second.id, theirs.id])).toEqual([10, 11, 12]);
  });

  it('reorders departments and needs the update permission', async () => {
    const { call } = await signedIn(t, 'hdny');
    const org = await insertOrganization(t.db, 'hdny');
    const one = await insertDepartment(t.db, org, '一');
    const two = await insertDepartment(t.db, org, '二');
    const page = { ownerKey: 'hdny', role: 'admin', pageKey: 'control-organization', action: 'update' } as const;
    await withRevoked(t.db, page, async () => {
      const res = await call(OrganizationCalls.reorder, { body: { entity: 'departments', ids: [two.id, one.id] } });
      expect(envelope(res).code).toBe(Code.NoPermission);
    });
    const res = await call(OrganizationCalls.reorder, { body: { entity: 'departments', ids: [two.id, one.id] } });
    expect(envelope(res).code).toBe(Code.Success);
  });
});
