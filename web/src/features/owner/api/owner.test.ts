import { Code } from '@app/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '../../../lib/http';
import { useSessionStore } from '../../../stores/session';
import { httpBoundary } from '../../../test/http-boundary';
import { sessionInfo } from '../../../test/session';
import { switchOwner } from './owner';

const { alerts, visits, fetchMock } = httpBoundary();
const envelope = (data: unknown, code: number = Code.Success) =>
  new Response(JSON.stringify({ code, msg: '', data }), { status: 200 });

beforeEach(() => {
  useSessionStore.getState().setSession(sessionInfo({ key: 'hdny', name: '华东' }));
});

describe('switchOwner', () => {
  it('voids the answers to calls the page left sends while the switch runs: no refusal, no trip home', async () => {
    let answerChange: (response: Response) => void = () => {};
    let answerNews: (response: Response) => void = () => {};
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url.startsWith('/api/basics/change-owner')) return new Promise<Response>((r) => (answerChange = r));
      if (url.startsWith('/api/user/try-session')) return envelope(sessionInfo({ key: 'config', isConfig: true }));
      if (url.startsWith('/api/news/index')) return new Promise<Response>((r) => (answerNews = r));
      throw new Error(`unexpected call ${url}`);
    });
    const switched = switchOwner('config');
    // The home being left shows a card while the switch is under way: its call goes out now.
    const news = request('GET', '/news/index');
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/basics/change-owner?key=config'),
    );
    answerChange(envelope(null));
    await expect(switched).resolves.toBe(true);
    expect(visits).toEqual(['/config/home']);
    vi.useFakeTimers();
    // The server answers it for the configuration owner, which has no announcements.
    answerNews(envelope(null, Code.NoPermission));
    await expect(news).rejects.toMatchObject({ code: Code.Error, extra: { status: 0 } });
    vi.advanceTimersByTime(1_000);
    expect(visits).toEqual(['/config/home']);
    expect(alerts.map((alert) => alert.type)).toEqual(['success']);
  });
});
