import { Code, type Envelope } from '@app/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { MessageInstance } from 'antd/es/message/interface';
import type { HookAPI as ModalApi } from 'antd/es/modal/useModal';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { connectFeedback } from '../lib/feedback';
import '../lib/i18n';

import { signIn, type TestOwner } from './session';

export { sessionInfo, signIn, type TestOwner } from './session';

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

/** An SVG as the server's chart drawing answers it (a screen with charts asks for one per chart). */
export const DRAWN_CHART = '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="300"></svg>';
/** Answers every fake server gives unless a test serves the path itself. */
const COMMON: Record<string, Handler> = { '/chart/svg': () => success({ svg: DRAWN_CHART }) };

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
      const handler = handlers[call.path] ?? COMMON[call.path];
      const body = handler ? handler(call) : { code: Code.NotFound, msg: `no handler for ${call.path}`, data: null };
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    }),
  );
  const message = { open: (o: { type: string; content: string }) => banners.push(o) } as unknown as MessageInstance;
  const modal = { confirm: (o: { onOk: () => void }) => o.onOk() } as unknown as ModalApi;
  connectFeedback({ message, modal });
  return { calls, banners, posts: (path: string) => calls.filter((c) => c.method === 'POST' && c.path === path) };
}

/** The charts on the screen: the images of the server's drawings (components/chart). */
export const drawnCharts = () => [...document.querySelectorAll('img[src^="data:image/svg+xml"]')];

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

/** The page's answers to `organization/get-page-permission`: every action on, or only those listed. */
export const permissions = (on?: string[]) => () =>
  success(
    ['update', 'index', 'assign', 'delete', 'create', 'import', 'export'].map((type) => ({
      type,
      status: !on || on.includes(type) ? 'on' : 'off',
    })),
  );

export interface ScreenOptions {
  /** Draws the screen inside a MemoryRouter opened at this address. */
  route?: string;
  /** With `route`: the pattern the screen is mounted at, so that it can read its params. */
  path?: string;
}

/** Draws `ui` with a fresh query client (no retries) and, when a route is given, a router. */
export function renderScreen(ui: ReactElement, { route, path }: ScreenOptions = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const routed =
    route === undefined ? (
      ui
    ) : (
      <MemoryRouter initialEntries={[route]}>
        {path === undefined ? (
          ui
        ) : (
          <Routes>
            <Route path={path} element={ui} />
          </Routes>
        )}
      </MemoryRouter>
    );
  return render(<QueryClientProvider client={client}>{routed}</QueryClientProvider>);
}

/**
 * For tests that answer fetch themselves: `answer` gets the parsed address (and the request) and
 * returns a response, or nothing for an address the test does not serve, which answers not found.
 */
export function stubFetch(answer: (url: URL, init?: RequestInit) => Response | undefined) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async (input: string, init?: RequestInit) =>
        answer(new URL(input, 'http://app.test'), init) ??
        Response.json({ code: Code.NotFound, msg: 'not found', data: null }),
    ),
  );
}

/** A response carrying `data` with code success. */
export const ok = (data: unknown) => Response.json(success(data));

/** For afterEach: unmounts what was drawn and puts back the stubbed globals (fetch). */
export function cleanUpScreen() {
  cleanup();
  vi.unstubAllGlobals();
}

/**
 * Registers the hooks a screen test file wants: the jsdom shims before all tests, and after each
 * one unmounting and restoring fetch; with `signInTo`, a session in that owner before each test.
 */
export function setUpScreenTests(options: { signInTo?: TestOwner } = {}) {
  beforeAll(prepareDom);
  const { signInTo } = options;
  if (signInTo) beforeEach(() => signIn(signInTo));
  afterEach(cleanUpScreen);
}
