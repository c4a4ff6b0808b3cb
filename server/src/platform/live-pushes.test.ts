import { MenuAdminCalls, OnlineCalls, OwnerCalls, PUSH, RoleCalls, UserCalls } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { signedIn } from '../../test/admin.js';
import { useTestApp } from '../../test/app.js';
import { addMembership, createUser } from '../../test/factories.js';
import { callApi, login } from '../../test/http.js';
import { counting, listeningSockets, settle, within } from '../../test/sockets.js';
import { approver, reviewKit } from '../modules/workflow/workflow.test-support.js';

/**
 * Issue 33, point 2: pages that change under people's eyes (who is online, a review's status, the
 * menu and permissions) are told so over the socket, to those who may open them and to nobody of
 * another owner.
 */
const t = useTestApp();
const sockets = listeningSockets(t);

const listening = async (cookie: string, event: string) => counting(await sockets.connect(cookie), event);

describe('the online users', () => {
  it('are read again by those who may open the page when someone comes and goes, by nobody else', async () => {
    const [admin, staff, elsewhere] = await Promise.all([
      signedIn(t, 'hdny', 'admin'),
      signedIn(t, 'hdny', 'staff'),
      signedIn(t, 'xnsd', 'admin'),
    ]);
    const watcher = await listening(admin.cookie, PUSH.online);
    const inspector = await listening(staff.cookie, PUSH.online);
    const otherOwner = await listening(elsewhere.cookie, PUSH.online);

    const comer = await createUser(t.db, { role: 'staff', ownerKey: 'hdny' });
    const cookie = await login(t.app, comer.username);
    await within(() => watcher.count === 1);
    expect(watcher.count).toBe(1);

    expect((await callApi(t.app, cookie, UserCalls.logout)).statusCode).toBe(200);
    await within(() => watcher.count === 2);
    await settle();
    expect(watcher.count).toBe(2);
    expect(inspector.count).toBe(0);
    expect(otherOwner.count).toBe(0);
  });

  it('are read again when the administrator ends a session from the page', async () => {
    const admin = await signedIn(t, 'hdny', 'admin');
    const member = await signedIn(t, 'hdny', 'staff');
    const watcher = await listening(admin.cookie, PUSH.online);
    const list = await callApi(t.app, admin.cookie, OnlineCalls.list, { query: { 'per-page': 100 } });
    const row = list.json().data.result.find((item: { username: string }) => item.username === member.user.username);
    expect(row).toBeDefined();
    await callApi(t.app, admin.cookie, OnlineCalls.end, { query: { id: row.id } });
    await within(() => watcher.count > 0);
    expect(watcher.count).toBe(1);
  });
  it('are read again in both owners when a member switches from one to the other', async () => {
    const [hdnyAdmin, xnsdAdmin] = await Promise.all([signedIn(t, 'hdny', 'admin'), signedIn(t, 'xnsd', 'admin')]);
    const left = await listening(hdnyAdmin.cookie, PUSH.online);
    const joined = await listening(xnsdAdmin.cookie, PUSH.online);
    const member = await createUser(t.db, { role: 'staff', ownerKey: 'hdny' });
    await addMembership(t.db, { userId: member.id, ownerKey: 'xnsd', role: 'staff' });
    const cookie = await login(t.app, member.username);
    await within(() => left.count === 1);

    const switched = await callApi(t.app, cookie, OwnerCalls.change, { query: { key: 'xnsd' } });
    expect(switched.json().code).toBe(1);
    await within(() => left.count === 2 && joined.count === 1);
    await settle();
    expect([left.count, joined.count]).toEqual([2, 1]);
  });
});

describe("a review's status", () => {
  it("reaches the pages of the form's submitter as it moves, and no other member's", async () => {
    const kit = reviewKit(t);
    const [submitter, reviewer, bystander] = await Promise.all([
      kit.member('staff'),
      kit.member('manager'),
      kit.member('staff'),
    ]);
    const { templateId } = await kit.reviewed([approver('one', [reviewer.user.id])]);
    const writer = await listening(submitter.cookie, PUSH.review);
    const other = await listening(bystander.cookie, PUSH.review);

    const formId = await kit.started(submitter, templateId);
    await within(() => writer.count === 1);
    expect(writer.count).toBe(1);
    await kit.acted(reviewer, formId, { action: 'approve', comment: '同意' });
    await within(() => writer.count === 2);
    await settle();
    expect(writer.count).toBe(2);
    expect(other.count).toBe(0);
  });
});

describe('menus and permissions', () => {
  it("reach the members of the role whose grants changed, not another role's nor another owner's", async () => {
    const admin = await signedIn(t, 'hdny', 'admin');
    expect(
      (await callApi(t.app, admin.cookie, RoleCalls.create, { body: { name: 'clerk', title: '文员' } })).json().code,
    ).toBe(1);
    const clerk = await createUser(t.db, { role: 'clerk', ownerKey: 'hdny' });
    const [staff, elsewhere] = await Promise.all([signedIn(t, 'hdny', 'staff'), signedIn(t, 'xnsd', 'staff')]);
    const clerks = await listening(await login(t.app, clerk.username), PUSH.access);
    const inspectors = await listening(staff.cookie, PUSH.access);
    const otherOwner = await listening(elsewhere.cookie, PUSH.access);

    const saved = await callApi(t.app, admin.cookie, RoleCalls.savePermissions, {
      query: { name: 'clerk' },
      body: { grants: [{ pageKey: 'home', actions: ['index'] }] },
    });
    expect(saved.json().code).toBe(1);
    await within(() => clerks.count === 1);
    await settle();
    expect(clerks.count).toBe(1);
    expect(inspectors.count).toBe(0);
    expect(otherOwner.count).toBe(0);
  });

  it('reach everyone working in the owner when its menu changes, and nobody when a change is refused', async () => {
    const admin = await signedIn(t, 'hdny', 'admin');
    const [staff, elsewhere] = await Promise.all([signedIn(t, 'hdny', 'staff'), signedIn(t, 'xnsd', 'staff')]);
    const inspectors = await listening(staff.cookie, PUSH.access);
    const otherOwner = await listening(elsewhere.cookie, PUSH.access);

    // Refused inside the call, after it asked for the push: a group that still holds items stays.
    const tree = await callApi(t.app, admin.cookie, MenuAdminCalls.tree);
    const held = tree.json().data.groups.find((group: { items: unknown[] }) => group.items.length > 0);
    const refused = await callApi(t.app, admin.cookie, MenuAdminCalls.deleteGroup, { query: { id: held.id } });
    expect(refused.json().code).not.toBe(1);
    await settle();
    expect(inspectors.count).toBe(0);

    const created = await callApi(t.app, admin.cookie, MenuAdminCalls.createGroup, {
      body: { title: '现场', icon: 'BookOutlined' },
    });
    expect(created.json().code).toBe(1);
    await within(() => inspectors.count === 1);
    await settle();
    expect(inspectors.count).toBe(1);
    expect(otherOwner.count).toBe(0);
  });
});
