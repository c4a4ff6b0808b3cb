import { AuditCalls, Code, type ListData, OnlineCalls, OnlineSession, UserCalls } from '@app/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.js';
import { addMembership, createUser, ownerByKey } from '../../../test/factories.js';
import { callApi, envelope, expectFieldErrors, login, sessionHashOf } from '../../../test/http.js';
import { sessions } from '../../core/session.table.js';
import { setSessionOwner } from '../../platform/session.js';

const t = useTestApp();

const onlineOf = async (cookie: string) =>
  envelope<ListData<OnlineSession>>(await callApi(t.app, cookie, OnlineCalls.list));
const end = (cookie: string, id: number | string) => callApi(t.app, cookie, OnlineCalls.end, { query: { id } });
const seqOf = async (cookie: string) =>
  (
    await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.idHash, sessionHashOf(cookie)))
  )[0]?.seq ?? -1;

/** A staff member of hdny (the demo admin's owner) and of xnsd, signed in and working in xnsd. */
async function workingElsewhere() {
  const user = await createUser(t.db, { role: 'staff', ownerKey: 'hdny' });
  await addMembership(t.db, { userId: user.id, ownerKey: 'xnsd', role: 'staff' });
  const cookie = await login(t.app, user.username);
  await setSessionOwner(t.db, sessionHashOf(cookie), (await ownerByKey(t.db, 'xnsd')).id);
  return { username: user.username, cookie };
}

describe('GET /api/online/index', () => {
  it("lists the live sessions of the owner's members, marking the caller's own", async () => {
    const member = await createUser(t.db, { role: 'staff', ownerKey: 'hdny' });
    await login(t.app, member.username, undefined, '10.7.7.7');
    const admin = await login(t.app, 'admin');
    const body = await onlineOf(admin);
    expect(body.code).toBe(Code.Success);
    for (const row of body.data.result) OnlineSession.strict().parse(row);
    expect(body.data.result).toContainEqual(
      expect.objectContaining({ username: member.username, address: '10.7.7.7', current: false }),
    );
    expect(body.data.result.find((row) => row.username === 'admin')?.current).toBe(true);
    expect(JSON.stringify(body.data)).not.toMatch(/[0-9a-f]{64}/);
  });

  it("never lists another owner's users, nor idle sessions", async () => {
    const outsider = await createUser(t.db, { role: 'staff', ownerKey: 'xnsd' });
    const idle = await createUser(t.db, { role: 'staff', ownerKey: 'hdny' });
    await login(t.app, outsider.username);
    const idleCookie = await login(t.app, idle.username);
    await t.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 16 * 60_000) })
      .where(eq(sessions.idHash, sessionHashOf(idleCookie)));
    const names = (await onlineOf(await login(t.app, 'admin'))).data.result.map((row) => row.username);
    expect(names).not.toContain(outsider.username);
    expect(names).not.toContain(idle.username);
  });

  it('never lists a member of this owner whose session works in another owner', async () => {
    const both = await workingElsewhere();
    const names = (await onlineOf(await login(t.app, 'admin'))).data.result.map((row) => row.username);
    expect(names).not.toContain(both.username);
    expect(names).toContain('admin');
  });

  it('needs the index permission of the page', async () => {
    expect((await onlineOf(await login(t.app, 'manager'))).code).toBe(Code.NoPermission);
  });
});

describe('POST /api/online/delete', () => {
  it('ends the session: its next call answers -1, and the audit log records it', async () => {
    const member = await createUser(t.db, { role: 'staff', ownerKey: 'hdny' });
    const theirs = await login(t.app, member.username);
    const admin = await login(t.app, 'admin');
    const res = envelope(await end(admin, await seqOf(theirs)));
    expect(res.code).toBe(Code.Success);
    expect(envelope(await callApi(t.app, theirs, UserCalls.trySession)).code).toBe(Code.NotLoggedIn);
    const audit = envelope<ListData<{ entity: string; action: string }>>(
      await callApi(t.app, admin, AuditCalls.auditLog, { query: { 'filter[entity]': 'sessions' } }),
    );
    expect(audit.data.result[0]).toMatchObject({ entity: 'sessions', action: 'delete' });
  });

  it("cannot reach another owner's session, nor its own; both change nothing", async () => {
    const outsider = await createUser(t.db, { role: 'staff', ownerKey: 'xnsd' });
    const theirs = await login(t.app, outsider.username);
    const admin = await login(t.app, 'admin');
    expect(envelope(await end(admin, await seqOf(theirs))).code).toBe(Code.NotFound);
    expect(envelope(await callApi(t.app, theirs, UserCalls.trySession)).code).toBe(Code.Success);
    expect(envelope(await end(admin, await seqOf(admin))).code).toBe(Code.IllegalOperation);
    expect(envelope(await callApi(t.app, admin, UserCalls.trySession)).code).toBe(Code.Success);
  });

  it('cannot end the session of a member of this owner working in another owner', async () => {
    const both = await workingElsewhere();
    const id = await seqOf(both.cookie);
    expect(envelope(await end(await login(t.app, 'admin'), id)).code).toBe(Code.NotFound);
    expect(envelope(await callApi(t.app, both.cookie, UserCalls.trySession)).code).toBe(Code.Success);
    expect(await seqOf(both.cookie)).toBe(id);
  });

  it('needs the delete permission, a numeric id, and refuses a member without it', async () => {
    const member = await createUser(t.db, { role: 'staff', ownerKey: 'hdny' });
    const theirs = await login(t.app, member.username);
    const manager = await login(t.app, 'manager');
    expect(envelope(await end(manager, await seqOf(theirs))).code).toBe(Code.NoPermission);
    expect(envelope(await callApi(t.app, theirs, UserCalls.trySession)).code).toBe(Code.Success);
    expectFieldErrors(await end(await login(t.app, 'admin'), 'abc'), ['id']);
  });
});
