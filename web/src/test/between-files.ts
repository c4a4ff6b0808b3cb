import { afterAll, vi } from 'vitest';
import { i18n } from '../lib/i18n';
import { closeSocket, openSocketWith } from '../lib/socket';
import { useLoadingStore } from '../stores/loading';
import { useSessionStore } from '../stores/session';
import { inertSocket } from './fake-socket';

// The suite runs its files one after another in a worker without reloading modules (vite.config.ts,
// isolate: false), so what a file leaves behind would meet the next one. Each file ends as it began:
// no stubbed globals, Chinese, no session, nothing loading, empty storage, no socket. The signed-in
// layouts open the real-time socket: in tests it is a fake that never connects.
openSocketWith(inertSocket);
const initialSession = useSessionStore.getState();
const initialLoading = useLoadingStore.getState();

afterAll(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  closeSocket();
  openSocketWith(inertSocket);
  useSessionStore.setState(initialSession, true);
  useLoadingStore.setState(initialLoading, true);
  window.localStorage.clear();
  window.sessionStorage.clear();
  if (i18n.language !== 'zh-CN') await i18n.changeLanguage('zh-CN');
});
