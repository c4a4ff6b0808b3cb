import { Code } from '@app/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useLoadingStore } from '../stores/loading';
import { useSessionStore } from '../stores/session';
import { httpBoundary } from '../test/http-boundary';
import { sessionInfo } from '../test/session';
import { ApiError, leaveOwner, ownerSettled, request } from './http';

const { alerts, visits, fetchMock } = httpBoundary();

const answer = (body: unknown, status = 200) =>
  fetchMock.mockResolvedValueOnce(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );

const signedIn = sessionInfo({ key: 'hdny', name: '华东' });

beforeEach(() => {
  window.history.replaceState(null, '', '/control/role');
  useSessionStore.getState().setSession(signedIn);
});

describe('http client', () => {
  it('answers the data of code 1 and sends the CSRF header and the language', async () => {
    answer({ code: Code.Success, msg: '', data: { n: 1 } });
    await expect(request('POST', '/thing/create', { body: { a: 1 } })).resolves.toEqual({ n: 1 });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/thing/create');
    const headers = init?.headers as Record<string, string>;
    expect(headers['X-Requested-With']).toBe('XMLHttpRequest');
    expect(headers['Accept-Language']).toBe('zh-CN');
    expect(init?.credentials).toBe('include');
    expect(useLoadingStore.getState().pending).toBe(0);
  });

  it('code -1 forgets the session and goes to login with the current path', async () => {
    answer({ code: Code.NotLoggedIn, msg: '', data: null });
    await expect(request('GET', '/top-menu/index')).rejects.toBeInstanceOf(ApiError);
    expect(useSessionStore.getState().status).toBe('anonymous');
    expect(visits).toEqual(['/session/login?to=%2Fcontrol%2Frole']);
  });

  it('code 3 warns about permission and goes home after 1 s', async () => {
    vi.useFakeTimers();
    answer({ code: Code.NoPermission, msg: '', data: null });
    await expect(request('GET', '/user/index')).rejects.toMatchObject({ code: Code.NoPermission });
    expect(alerts).toContainEqual(expect.objectContaining({ type: 'warning', content: '您没有访问权限' }));
    expect(visits).toEqual([]);
    vi.advanceTimersByTime(1000);
    expect(visits).toEqual(['/']);
  });

  it('an answer to a call sent for an owner the caller has left warns of nothing and goes nowhere', async () => {
    vi.useFakeTimers();
    let reply: (response: Response) => void = () => {};
    fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (reply = resolve)));
    const pending = request('GET', '/backlog/count');
    // The switch leaves the owner while the call is on its way; the server answers it for the new one.
    leaveOwner();
    reply(new Response(JSON.stringify({ code: Code.NoPermission, msg: '', data: null }), { status: 200 }));
    await expect(pending).rejects.toMatchObject({ code: Code.Error, extra: { status: 0 } });
    vi.advanceTimersByTime(1000);
    expect(alerts).toEqual([]);
    expect(visits).toEqual([]);
    expect(useLoadingStore.getState().pending).toBe(0);

    // One sent while the switch runs is void too; the switch's own calls are answered.
    answer({ code: Code.NoPermission, msg: '', data: null });
    await expect(request('GET', '/news/index')).rejects.toMatchObject({ code: Code.Error, extra: { status: 0 } });
    answer({ code: Code.Success, msg: '', data: { n: 1 } });
    await expect(request('GET', '/user/try-session', { ownerSwitch: true })).resolves.toEqual({ n: 1 });
    vi.advanceTimersByTime(1000);
    expect(alerts).toEqual([]);
    expect(visits).toEqual([]);

    // A call sent after the switch is answered as ever.
    ownerSettled();
    answer({ code: Code.Success, msg: '', data: { n: 2 } });
    await expect(request('GET', '/backlog/count')).resolves.toEqual({ n: 2 });
  });

  it('code 2 warns per field, code 5 marks no owner selected, code 7 prefixes illegal operation', async () => {
    answer({ code: Code.FieldErrors, msg: 'x', data: null, errdata: { name: ['必填'] } });
    await expect(request('POST', '/a')).rejects.toMatchObject({ extra: { errdata: { name: ['必填'] } } });
    expect(alerts.at(-1)?.content).toBe('name：必填');

    answer({ code: Code.NoOwner, msg: '', data: null });
    await expect(request('GET', '/b')).rejects.toBeInstanceOf(ApiError);
    expect(useSessionStore.getState().ownerSelected).toBe(false);
    expect(alerts.at(-1)?.content).toBe('未选择项目来源，请先选择项目');

    answer({ code: Code.IllegalOperation, msg: '拒绝跨站请求', data: null }, 403);
    await expect(request('POST', '/c')).rejects.toBeInstanceOf(ApiError);
    expect(alerts.at(-1)?.content).toBe('非法操作：拒绝跨站请求');
  });

  it('HTTP statuses without an envelope show their message with the code appended', async () => {
    fetchMock.mockResolvedValueOnce(new Response('<html>bad gateway</html>', { status: 502 }));
    await expect(request('GET', '/d')).rejects.toMatchObject({ extra: { status: 502 } });
    expect(alerts.at(-1)).toEqual(expect.objectContaining({ type: 'error', content: '网关错误（502）' }));
  });

  it('a network failure says the server cannot be reached', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(request('GET', '/e')).rejects.toMatchObject({ extra: { status: 0 } });
    expect(alerts.at(-1)?.content).toBe('无法连接到服务器');
  });

  it('silent calls only throw', async () => {
    answer({ code: Code.Warning, msg: '账号或密码错误', data: null });
    await expect(request('POST', '/user/login', { body: {}, silent: true })).rejects.toMatchObject({
      msg: '账号或密码错误',
    });
    expect(alerts).toEqual([]);
  });
});
