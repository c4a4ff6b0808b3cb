import { Code, type Envelope, type SessionInfo } from '@app/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { MessageInstance } from 'antd/es/message/interface';
import type { HookAPI as ModalApi } from 'antd/es/modal/useModal';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { connectFeedback } from '../lib/feedback';
import '../lib/i18n';
import { useSessionStore } from '../stores/session';

/**
 * Screen tests talk to a fake server at the fetch boundary: each handler answers one API path with
 * an envelope, and every call is recorded. Banners are recorded and confirmations accepted.
 */
export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}
type Handler = (call: ApiCall) => Envelope;

export const success = <T,>(data: T): Envelope<T> => ({ code: Code.Success, msg: '', data });

export function fakeApi(handlers: Record<string, Handler>) {
  const calls: ApiCall[] = [];
  const banners: { type: string; content: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      const call: ApiCall = {
        method: init?.method ?? 'GET',
        path: url.pathname.replace(/^\/api/, ''),
        query: url.searchParams,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      };
      calls.push(call);
      const handler = handlers[call.path];
      const body = handler ? handler(call) : { code: Code.NotFound, msg: `no handler for ${call.path}`, data: null };
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    }),
  );
  const message = { open: (o: { type: string; content: string }) => banners.push(o) } as unknown as MessageInstance;
  const modal = { confirm: (o: { onOk: () => void }) => o.onOk() } as unknown as ModalApi;
  connectFeedback({ message, modal });
  return { calls, banners, posts: (path: string) => calls.filter((c) => c.method === 'POST' && c.path === path) };
}

/** jsdom lacks what antd measures itself with. */
export function prepareDom() {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

export function signIn(owner: { key: string; isConfig?: boolean } = { key: 'hdny' }) {
  const info: SessionInfo = {
    user: {
      id: 1,
      username: 'admin',
      name: '系统管理员',
      avatarUrl: '',
      phone: '',
      email: '',
      language: 'zh-CN',
      loginStatus: true,
      role: 'admin',
    },
    owners: [],
    owner: { key: owner.key, name: owner.key, logo: '', selected: true, isConfig: owner.isConfig ?? false },
    configKey: 'config',
  };
  useSessionStore.getState().setSession(info);
}

/** The page's answers to `organization/get-page-permission`: every action on, or only those listed. */
export const permissions = (on?: string[]) => () =>
  success(
    ['update', 'index', 'assign', 'delete', 'create', 'import', 'export'].map((type) => ({
      type,
      status: !on || on.includes(type) ? 'on' : 'off',
    })),
  );

export function renderScreen(ui: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}
