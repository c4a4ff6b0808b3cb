import type { MessageInstance } from 'antd/es/message/interface';
import type { HookAPI as ModalApi } from 'antd/es/modal/useModal';
import { afterEach, beforeEach, vi } from 'vitest';
import { connectFeedback } from '../lib/feedback';
import { connectNavigator } from '../lib/navigation';

/**
 * The network as the boundary of a test of the HTTP client or what calls through it: `fetchMock`
 * answers what the server would, and the alerts shown and the addresses visited are recorded. Each
 * test starts with none of them and real timers.
 */
export function httpBoundary() {
  const alerts: { type: string; content: string }[] = [];
  const visits: string[] = [];
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    alerts.length = 0;
    visits.length = 0;
    vi.stubGlobal('fetch', fetchMock);
    const message = { open: (o: { type: string; content: string }) => alerts.push(o) } as unknown as MessageInstance;
    connectFeedback({ message, modal: {} as ModalApi });
    connectNavigator(async (to) => {
      visits.push(to);
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });
  return { alerts, visits, fetchMock };
}
