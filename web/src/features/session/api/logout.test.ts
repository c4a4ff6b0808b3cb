import { Code } from '@app/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { request } from '../../../lib/http';
import { useSessionStore } from '../../../stores/session';
import { httpBoundary } from '../../../test/http-boundary';
import { sessionInfo } from '../../../test/session';
import { logout } from './logout';

const { alerts, visits, fetchMock } = httpBoundary();
const envelope = (data: unknown, code: number = Code.Success) =>
  new Response(JSON.stringify({ code, msg: '', data }), { status: 200 });

beforeEach(() => {
  window.history.replaceState(null, '', '/home');
  useSessionStore.getState().setSession(sessionInfo({ key: 'hdny', name: '华东' }));
});

describe('logout', () => {
  it('goes to the login page alone: a page call answered -1 meanwhile sends nobody anywhere', async () => {
    let answerPage: (response: Response) => void = () => {};
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url.startsWith('/api/user/logout')) return envelope(null);
      if (url.startsWith('/api/news/index')) return new Promise<Response>((r) => (answerPage = r));
      throw new Error(`unexpected call ${url}`);
    });
    // The home's card asks while the user signs out; the server answers once the session has ended.
    const page = request('GET', '/news/index');
    await logout();
    answerPage(envelope(null, Code.NotLoggedIn));
    await expect(page).rejects.toMatchObject({ code: Code.Error, extra: { status: 0 } });
    expect(visits).toEqual(['/session/login']);
    expect(alerts).toEqual([]);
  });
});
