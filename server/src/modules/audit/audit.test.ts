import { AuditCalls, AuditEntry, Code, type ListData, LoginEntry, UserCalls } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.js';
import { createUser, ownerByKey } from '../../../test/factories.js';
import {
  api,
  callApi,
  envelope,
  expectFieldErrors,
  login,
  postLogin,
  sessionHashOf,
  type TestQuery,
} from '../../../test/http.js';
import { grant, revoke } from '../../../test/permissions.js';
import { diffFields, REDACTED } from '../../platform/audit.js';
import { setSessionOwner } from '../../platform/session.js';

const t = useTestApp();

const auditOf = async (cookie: string, query: TestQuery<typeof AuditCalls.auditLog> = {}) =>
  envelope<ListData<AuditEntry>>(await callApi(t.app, cookie, AuditCalls.auditLog, { query }));
const loginsOf = async (cookie: string, query: TestQuery<typeof AuditCalls.loginLog> = {}) =>
  envelope<ListData<LoginEntry>>(await callApi(t.app, cookie, AuditCalls.loginLog, { query }));

async function inOwner(username: string, ownerKey: string) {
  const cookie = await login(t.app, username);
  await setSessionOwner(t.db, sessionHashOf(cookie), (await ownerByKey(t.db, ownerKey)).id);
  return cookie;
}

describe('diffFields', () => {
  it('records only changed fields, before and after, and hides secrets', () => {
    expect(diffFields({ a: 1, b: 'x', s: 'old' }, { a: 2, b: 'x', s: 'new' }, ['s'])).toEqual({
      a: { before: 1, after: 2 },
      s: { before: REDACTED, after: REDACTED },
    });
    expect(diffFields(null, { name: '新' })).toEqual({ name: { before: null, after: '新' } });
    expect(diffFields({ name: '旧' }, null)).toEqual({ name: { before: '旧', after: null } });
  });
});

describe('audit rows of changes', () => {
  it('a password change writes who, owner, when, address, entity, id and a redacted difference', async () => {
    const user = await createUser(t.db, { role: 'staff', ownerKey: 'hdny' });
    const cookie = await login(t.app, user.username);
    const res = await callApi(t.app, cookie, UserCalls.changePassword, {
      body: { oldPassword: 'demo1234', newPassword: 'Harbour-Crane-42', retypePassword: 'Harbour-Crane-42' },
      remoteAddress: '10.1.2.3',
    });
    expect(envelope(res).code).toBe(Code.Success);

    const admin = await login(t.app, 'admin');
    const body = await auditOf(admin, { 'filter[entity_id]': user.id });
    expect(body.code).toBe(Code.Success);
    const [entry] = body.data.result;
    expect(AuditEntry.strict().parse(entry)).toMatchObject({
      actor_name: '测试用户',
      address: '10.1.2.3',
      entity: 'users',
      entity_id: String(user.id),
      action: 'update',
      changes: { password_hash: { before: REDACTED, after: REDACTED } },
    });
    expect(JSON.stringify(entry)).not.toContain('$argon2');
  });

  it('a refused change writes nothing', async () => {
    const user = await createUser(t.db, { role: 'staff', ownerKey: 'hdny' });
    const cookie = await login(t.app, user.username);
    await callApi(t.app, cookie, UserCalls.changePassword, {
      body: {
        oldPassword: 'wrong-password',
        newPassword: 'Harbour-Crane-42',
        retypePassword: 'Harbour-Crane-42',
      },
    });
    const body = await auditOf(await login(t.app, 'admin'), { 'filter[entity_id]': user.id });
    expect(body.data.paging.count).toBe(0);
  });
});

describe('GET /api/audit-log/index', () => {
  it('needs the index permission of the audit log page', async () => {
    expect((await auditOf(await login(t.app, 'staff'))).code).toBe(Code.NoPermission);
    const admin = await login(t.app, 'admin');
    expect((await auditOf(admin)).code).toBe(Code.Success);
    const hdny = await ownerByKey(t.db, 'hdny');
    await revoke(t.db, { ownerKey: 'hdny', role: 'admin', pageKey: 'control-audit-log', action: 'index' });
    expect((await auditOf(admin)).code).toBe(Code.NoPermission);
    await grant(t.db, [
      { ownerId: hdny.id, role: 'admin', pageKey: 'control-audit-log', action: 'index', createdBy: null },
    ]);
    expect((await auditOf(admin)).code).toBe(Code.Success);
  });

  it("never shows one owner's rows in another owner", async () => {
    const user = await createUser(t.db, { role: 'staff', ownerKey: 'xnsd' });
    await callApi(t.app, await login(t.app, user.username), UserCalls.changePassword, {
      body: {
        oldPassword: 'demo1234',
        newPassword: 'Harbour-Crane-42',
        retypePassword: 'Harbour-Crane-42',
      },
    });
    const inXnsd = await auditOf(await inOwner('admin', 'xnsd'), { 'filter[entity_id]': user.id });
    expect(inXnsd.data.paging.count).toBe(1);
    const admin = await createUser(t.db, { role: 'admin', ownerKey: 'hdny' });
    const inHdny = await auditOf(await login(t.app, admin.username), { 'filter[entity_id]': user.id });
    expect(inHdny.code).toBe(Code.Success);
    expect(inHdny.data.paging.count).toBe(0);
  });

  it('refuses unknown filters and sorts with field errors', async () => {
    const admin = await inOwner('admin', 'xnsd');
    expectFieldErrors(await callApi(t.app, admin, AuditCalls.auditLog, { query: { 'filter[owner_id]': 1 } }), [
      'filter[owner_id]',
    ]);
    expectFieldErrors(await callApi(t.app, admin, AuditCalls.auditLog, { query: { sort: 'changes' } }), ['sort']);
  });

  it('offers no call that changes or deletes a row', async () => {
    const admin = await login(t.app, 'admin');
    for (const url of ['/api/audit-log/delete?id=1', '/api/audit-log/update?id=1', '/api/audit-log/create']) {
      expect((await api(t.app, admin).post(url, {})).statusCode).toBe(404);
    }
  });
});

describe('GET /api/login-log/index', () => {
  it('records successes and failures with address and agent, readable in the configuration owner', async () => {
    const name = `nobody-${Date.now()}`;
    await postLogin(t.app, name, 'whatever-password', '10.9.9.9');
    const staff = await createUser(t.db, { role: 'staff', ownerKey: 'hdny' });
    await login(t.app, staff.username, undefined, '10.9.9.8');

    const admin = await inOwner('admin', 'config');
    const failed = await loginsOf(admin, { 'filter[username]': name });
    expect(failed.code).toBe(Code.Success);
    expect(failed.data.result).toEqual([
      expect.objectContaining({ username: name, success: false, reason: 'wrong', address: '10.9.9.9' }),
    ]);
    const ok = await loginsOf(admin, { 'filter[username]': staff.username });
    expect(ok.data.result).toEqual([
      expect.objectContaining({ username: staff.username, success: true, reason: 'ok', address: '10.9.9.8' }),
    ]);
  });

  it("answers only the contract's fields: the account id and owner of an attempt stay in the table", async () => {
    const staff = await createUser(t.db, { role: 'staff', ownerKey: 'hdny' });
    await login(t.app, staff.username);
    const body = await loginsOf(await inOwner('admin', 'config'), { 'filter[username]': staff.username });
    expect(body.data.result).toHaveLength(1);
    for (const row of body.data.result) LoginEntry.strict().parse(row);
    expect(JSON.stringify(body.data.result)).not.toMatch(/user_?id|userId/i);
  });

  it('is refused outside the configuration owner and to non-administrators', async () => {
    expect((await loginsOf(await login(t.app, 'admin'))).code).toBe(Code.NoPermission);
    expect((await loginsOf(await login(t.app, 'staff'))).code).toBe(Code.NoPermission);
  });
});
