import { Code, InboxCalls, type InboxItem, type ListData } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/admin.js';
import { useTestApp } from '../../../test/app.js';
import { ownerByKey } from '../../../test/factories.js';
import { callApi, envelope, type TestQuery } from '../../../test/http.js';
import { notify } from './inbox.service.js';

const t = useTestApp();

describe('the inbox', () => {
  it('lists the caller’s own notices of the current owner, newest first, counts and marks them read', async () => {
    const me = await signedIn(t, 'hdny', 'staff');
    const someone = await signedIn(t, 'hdny', 'staff');
    const hdny = await ownerByKey(t.db, 'hdny');
    const xnsd = await ownerByKey(t.db, 'xnsd');
    const said = (form: string) => ({ key: 'workflow.notice.task' as const, params: { form } });
    await notify(t.db, { ownerId: hdny.id, userIds: [me.user.id], kind: 'task', title: said('第一'), link: '/a' });
    await notify(t.db, { ownerId: hdny.id, userIds: [me.user.id, someone.user.id], kind: 'cc', title: said('第二') });
    await notify(t.db, { ownerId: xnsd.id, userIds: [me.user.id], kind: 'task', title: said('别的单位') });
    const list = async (query: TestQuery<typeof InboxCalls.list> = {}) =>
      envelope<ListData<InboxItem>>(await me.call(InboxCalls.list, { query })).data.result;
    expect((await list()).map((item) => item.title)).toEqual(['待审核：第二', '待审核：第一']);
    expect(envelope(await me.call(InboxCalls.unreadCount)).data).toEqual({ count: 2 });
    const [second, first] = await list();
    expect(first).toMatchObject({ kind: 'task', link: '/a', read: false });
    // Another member's id changes nothing of his.
    const theirs = envelope<ListData<InboxItem>>(await someone.call(InboxCalls.list)).data.result[0];
    expect(envelope(await me.call(InboxCalls.read, { body: { ids: [first?.id, theirs?.id] } })).code).toBe(
      Code.Success,
    );
    expect((await list({ unread: 'true' })).map((item) => item.title)).toEqual(['待审核：第二']);
    expect(envelope(await someone.call(InboxCalls.unreadCount)).data).toEqual({ count: 1 });
    await me.call(InboxCalls.read, { body: {} });
    expect(envelope(await me.call(InboxCalls.unreadCount)).data).toEqual({ count: 0 });
    expect(second?.read).toBe(false);
  });

  it('writes each notice in the reader’s language', async () => {
    const me = await signedIn(t, 'hdny', 'staff');
    const hdny = await ownerByKey(t.db, 'hdny');
    await notify(t.db, {
      ownerId: hdny.id,
      userIds: [me.user.id],
      kind: 'sent_back',
      title: { key: 'workflow.notice.sentBack', params: { form: '巡检记录 XJ-0001' } },
      body: { key: 'workflow.notice.sentBackBody', params: { name: '李经理' } },
    });
    const first = async (lang: string) =>
      envelope<ListData<InboxItem>>(await me.call(InboxCalls.list, { headers: { 'accept-language': lang } })).data
        .result[0];
    expect(await first('zh-CN')).toMatchObject({
      title: '已退回：巡检记录 XJ-0001',
      body: '李经理 退回了您提交的表单，请修改后重新提交',
    });
    expect(await first('en')).toMatchObject({
      title: 'Sent back: 巡检记录 XJ-0001',
      body: '李经理 sent your form back; change it and submit it again',
    });
  });

  it('refuses bad input and answers -1 without a session', async () => {
    const me = await signedIn(t, 'hdny', 'staff');
    expect(envelope(await me.call(InboxCalls.read, { body: { ids: ['x'] } })).code).toBe(Code.FieldErrors);
    expect(envelope(await me.call(InboxCalls.list, { query: { unread: 'maybe' } })).code).toBe(Code.FieldErrors);
    expect(envelope(await callApi(t.app, undefined, InboxCalls.list)).code).toBe(Code.NotLoggedIn);
  });
});
