import { OwnerCalls, PUSH } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.js';
import { addMembership, createTodoItem, createUser, ownerByKey } from '../../test/factories.js';
import { callApi, envelope, login } from '../../test/http.js';
import { counting, listeningSockets, within } from '../../test/sockets.js';
import { approver, reviewKit } from '../modules/workflow/workflow.test-support.js';
import { pushToMembers, withPushes } from './pushes.js';

/** Issue 33, point 2: a change reaches the sockets of those it concerns once committed, and no one else's. */
const t = useTestApp();
const sockets = listeningSockets(t);
const socketOf = (cookie: string) => sockets.connect(cookie);

describe('pushes of committed changes', () => {
  it('tells the assignee’s sockets of a new task and notice, and no one of another owner', async () => {
    const kit = reviewKit(t);
    const [submitter, reviewer] = await Promise.all([kit.member('staff'), kit.member('manager')]);
    const { templateId } = await kit.reviewed([approver('one', [reviewer.user.id])]);
    const todo = counting(await socketOf(reviewer.cookie), PUSH.todo);
    const inbox = counting(await socketOf(reviewer.cookie), PUSH.inbox);

    // A manager of another owner hears nothing of this one.
    const elsewhere = await createUser(t.db, { role: 'manager', ownerKey: 'xnsd' });
    const other = counting(await socketOf(await login(t.app, elsewhere.username)), PUSH.todo);

    await kit.started(submitter, templateId);
    await within(() => todo.count > 0 && inbox.count > 0);
    expect(todo.count).toBe(1);
    expect(inbox.count).toBe(1);
    expect(other.count).toBe(0);
  });

  it('never reaches a member’s socket while his session works in another owner', async () => {
    const user = await createUser(t.db, { role: 'staff', ownerKey: 'hdny' });
    await addMembership(t.db, { userId: user.id, ownerKey: 'xnsd', role: 'staff' });
    const cookie = await login(t.app, user.username);
    expect(envelope(await callApi(t.app, cookie, OwnerCalls.change, { query: { key: 'xnsd' } })).code).toBe(1);
    const heard = counting(await socketOf(cookie), PUSH.todo);
    const hdny = await ownerByKey(t.db, 'hdny');
    await withPushes(t.app.realtime.send, () =>
      createTodoItem(t.db, { ownerId: hdny.id, assignee: { userId: user.id } }),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(heard.count).toBe(0);
  });

  it('tells the holders of the role a task is given to, and no other role', async () => {
    const hdny = await ownerByKey(t.db, 'hdny');
    const [manager, inspector] = await Promise.all([
      createUser(t.db, { role: 'manager', ownerKey: 'hdny' }),
      createUser(t.db, { role: 'staff', ownerKey: 'hdny' }),
    ]);
    const managers = counting(await socketOf(await login(t.app, manager.username)), PUSH.todo);
    const inspectors = counting(await socketOf(await login(t.app, inspector.username)), PUSH.todo);
    await withPushes(t.app.realtime.send, () =>
      createTodoItem(t.db, { ownerId: hdny.id, assignee: { role: 'manager' } }),
    );
    await within(() => managers.count > 0);
    expect(managers.count).toBe(1);
    expect(inspectors.count).toBe(0);
  });

  it('sends nothing for work that failed, whose transaction rolled back', async () => {
    const user = await createUser(t.db, { role: 'staff', ownerKey: 'hdny' });
    const heard = counting(await socketOf(await login(t.app, user.username)), PUSH.inbox);
    const hdny = await ownerByKey(t.db, 'hdny');
    await withPushes(t.app.realtime.send, async () => {
      pushToMembers(PUSH.inbox, hdny.id, [user.id]);
      throw new Error('rolled back');
    }).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(heard.count).toBe(0);
  });
});
