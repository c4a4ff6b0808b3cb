import { Code, PUSH, SOCKET_REFUSED } from '@app/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../stores/session';
import { FakeSocket, inertSocket } from '../test/fake-socket';
import { httpBoundary } from '../test/http-boundary';
import { signIn } from '../test/session';
import { queryClient } from './query';
import {
  closeSocket,
  endingSessionHere,
  FAILURES_BEFORE_NOTICE,
  followSession,
  openSocketWith,
  useSocketState,
} from './socket';

const { alerts, visits, fetchMock } = httpBoundary();
/** The session check's answer: the session live (1) or ended on the server (-1). */
const sessionAnswers = (code: number) =>
  fetchMock.mockImplementation(async () => new Response(JSON.stringify({ code, msg: '', data: null })));
const FAILED = '连接socket服务器失败（在线功能不可使用）';

let sockets: FakeSocket[] = [];
let stopFollowing: () => void = () => {};
const state = () => useSocketState.getState().state;
/** The socket the session opened, once the (fake) client has loaded. */
async function opened(): Promise<FakeSocket> {
  await Promise.resolve();
  const socket = sockets.at(-1);
  if (!socket) throw new Error('no socket was opened');
  return socket;
}

beforeEach(() => {
  sockets = [];
  openSocketWith(async () => {
    const socket = new FakeSocket();
    sockets.push(socket);
    return socket.asSocket();
  });
  window.history.replaceState(null, '', '/project/engineering?page=2');
  useSessionStore.getState().clear();
  stopFollowing = followSession();
});

afterEach(() => {
  stopFollowing();
  closeSocket();
  openSocketWith(inertSocket);
});

describe('the socket follows the session', () => {
  it('opens once the session is live and shows it connected', async () => {
    expect(state()).toBe('off');
    signIn();
    expect(state()).toBe('connecting');
    const socket = await opened();
    socket.hear('connect');
    expect(state()).toBe('connected');
    expect(sockets).toHaveLength(1);
  });

  it('closes when the session ends here (signing out, a call answered -1)', async () => {
    signIn();
    const socket = await opened();
    socket.hear('connect');
    useSessionStore.getState().clear({ signedOut: true });
    expect(socket.disconnects).toBe(1);
    expect(state()).toBe('off');
  });

  it('closes a socket whose client loaded after the session had ended', async () => {
    signIn();
    useSessionStore.getState().clear();
    const late = await opened();
    expect(late.disconnects).toBe(1);
    expect(state()).toBe('off');
  });
});

describe('a kick', () => {
  it('ends the session at once with its reason, and goes to the login page keeping the page', async () => {
    signIn({ key: 'hdny', name: '华东' });
    queryClient.setQueryData(['owner', 'hdny'], { secret: true });
    const socket = await opened();
    socket.hear('connect');

    socket.hear(PUSH.kicked, { reason: 'elsewhere' });

    const session = useSessionStore.getState();
    expect(session).toMatchObject({ status: 'anonymous', user: null, owner: null, role: null, kicked: 'elsewhere' });
    expect(session.signedOut).toBe(false);
    expect(sessionStorage.getItem('kicked')).toBe('elsewhere');
    expect(queryClient.getQueryData(['owner', 'hdny'])).toBeUndefined();
    expect(socket.disconnects).toBe(1);
    expect(state()).toBe('off');
    await expect.poll(() => visits).toEqual(['/session/login?to=%2Fproject%2Fengineering%3Fpage%3D2']);
    // The reason is the only word: no "session ended" banner, and no "socket failed" one.
    expect(alerts).toEqual([]);
  });

  it('is cleared by the next sign-in', async () => {
    signIn();
    (await opened()).hear(PUSH.kicked, { reason: 'password' });
    expect(useSessionStore.getState().kicked).toBe('password');
    signIn();
    expect(useSessionStore.getState().kicked).toBeNull();
    expect(sessionStorage.getItem('kicked')).toBeNull();
  });

  it('of a reason this client does not know yet reads as a session ended', async () => {
    signIn();
    (await opened()).hear(PUSH.kicked, { reason: 'maintenance' });
    expect(useSessionStore.getState().kicked).toBe('ended');
  });

  it('a pushed change has the lists it names read again, and only those', async () => {
    signIn();
    const socket = await opened();
    socket.hear('connect');
    const keys = [
      'backlog',
      'inbox',
      'workflow',
      'form',
      'report',
      'menu',
      'route-titles',
      'page-permission',
      'online',
    ];
    const heard = (push: string) => {
      for (const key of keys) queryClient.setQueryData([key, 'hdny'], { seen: true });
      socket.hear(push);
      return keys.filter((key) => queryClient.getQueryState([key, 'hdny'])?.isInvalidated);
    };
    expect(heard(PUSH.todo)).toEqual(['backlog']);
    expect(heard(PUSH.inbox)).toEqual(['inbox', 'workflow', 'form']);
    expect(heard(PUSH.review)).toEqual(['workflow', 'form', 'report']);
    expect(heard(PUSH.access)).toEqual(['menu', 'route-titles', 'page-permission']);
    expect(heard(PUSH.online)).toEqual(['online']);
  });

  it('for an end this tab brings about itself (its password change) only closes the socket', async () => {
    signIn();
    const socket = await opened();
    const stopExpecting = endingSessionHere('password');
    socket.hear(PUSH.kicked, { reason: 'password' });
    stopExpecting();
    expect(useSessionStore.getState()).toMatchObject({ status: 'authenticated', kicked: null });
    expect(socket.disconnects).toBe(1);
  });

  it('heard by a socket already closed changes nothing', async () => {
    signIn();
    const socket = await opened();
    closeSocket();
    socket.hear(PUSH.kicked, { reason: 'elsewhere' });
    expect(useSessionStore.getState()).toMatchObject({ status: 'authenticated', kicked: null });
  });
});

describe('a socket that cannot connect', () => {
  it('refused by the server while the session is live: says so once, and does not retry', async () => {
    sessionAnswers(Code.Success);
    signIn();
    const socket = await opened();
    socket.active = false;
    socket.hear('connect_error', new Error(SOCKET_REFUSED));
    socket.hear('connect_error', new Error(SOCKET_REFUSED));
    expect(state()).toBe('unavailable');
    await expect
      .poll(() => alerts)
      .toEqual([{ type: 'warning', content: FAILED, duration: 4, key: `warning:${FAILED}` }]);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/user/try-session');
    expect(socket.connects).toBe(0);
    expect(useSessionStore.getState().status).toBe('authenticated');
  });

  it('refused because the session ended while it was away: goes to the login page as a call answered -1 does', async () => {
    sessionAnswers(Code.NotLoggedIn);
    signIn();
    const socket = await opened();
    socket.active = false;
    socket.hear('connect_error', new Error(SOCKET_REFUSED));
    await expect.poll(() => visits).toEqual(['/session/login?to=%2Fproject%2Fengineering%3Fpage%3D2']);
    expect(alerts.map((alert) => alert.content)).toEqual(['登录已失效，请重新登录']);
    expect(useSessionStore.getState().status).toBe('anonymous');
    expect(socket.disconnects).toBe(1);
  });

  it('failing to reach the server: connecting while Socket.IO retries, then says so once', async () => {
    signIn();
    const socket = await opened();
    for (let attempt = 1; attempt < FAILURES_BEFORE_NOTICE; attempt++)
      socket.hear('connect_error', new Error('websocket error'));
    expect(state()).toBe('connecting');
    expect(alerts).toEqual([]);
    socket.hear('connect_error', new Error('websocket error'));
    socket.hear('connect_error', new Error('websocket error'));
    expect(state()).toBe('unavailable');
    expect(alerts.map((alert) => alert.content)).toEqual([FAILED]);

    // Socket.IO keeps trying at its longest delay; once through, it is live again.
    socket.hear('connect');
    expect(state()).toBe('connected');
  });

  it('dropped by the network: connecting again, without a word', async () => {
    signIn();
    const socket = await opened();
    socket.hear('connect');
    socket.hear('disconnect', 'transport close');
    expect(state()).toBe('connecting');
    expect(socket.connects).toBe(0);
    expect(alerts).toEqual([]);
  });

  it('closed by the server without a kick: asks again (Socket.IO would not)', async () => {
    signIn();
    const socket = await opened();
    socket.hear('connect');
    socket.hear('disconnect', 'io server disconnect');
    expect(socket.connects).toBe(1);
  });

  it('refused after the session ended here says nothing', async () => {
    signIn();
    const socket = await opened();
    useSessionStore.getState().clear();
    socket.active = false;
    socket.hear('connect_error', new Error(SOCKET_REFUSED));
    expect(alerts).toEqual([]);
  });
});
