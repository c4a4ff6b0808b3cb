import {
  ACCESS_DENIED_REDIRECT_MS,
  type Call,
  type CallBody,
  type CallData,
  type CallQuery,
  Code,
  type Envelope,
  type FieldErrors,
  REQUEST_TIMEOUT_MS,
} from '@app/contract';
import { useLoadingStore } from '../stores/loading';
import { useSessionStore } from '../stores/session';
import { alertBanner } from './feedback';
import { currentLanguage, i18n } from './i18n';
import { currentPath, go, loginPath } from './navigation';

/** A call that did not answer code 1: the envelope's code and text, or an HTTP status. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    readonly msg: string,
    readonly extra: { errdata?: FieldErrors; errcode?: number; status?: number } = {},
  ) {
    super(msg);
    this.name = 'ApiError';
  }
}

export interface RequestOptions {
  query?: Record<string, string | number | boolean | undefined>;
  /** Sent as JSON; a Blob (an uploaded file) is sent as it is, with its own content type. */
  body?: unknown;
  /** No loading dialog for this call (background refreshes, typing-ahead). */
  hideLoading?: boolean;
  /** The caller shows its own messages and redirects; the client only throws. */
  silent?: boolean;
  /** A call of the owner switch itself, answered while the switch runs (see leaveOwner). */
  ownerSwitch?: boolean;
}

const KNOWN_STATUSES = new Set([301, 304, 400, 401, 403, 404, 405, 408, 413, 414, 500, 501, 502, 503, 504, 505]);

function httpMessage(status: number): string {
  const key = KNOWN_STATUSES.has(status) ? `http.${status}` : 'http.default';
  return i18n.t(key, { status });
}

/** The server no longer knows the session: clear it here and go to the login page, once. */
export function signOutLocally() {
  const wasSignedIn = useSessionStore.getState().status === 'authenticated';
  useSessionStore.getState().clear();
  if (!window.location.pathname.startsWith('/session/login')) {
    if (wasSignedIn) alertBanner('warning', i18n.t('shell.sessionEnded'));
    void go(loginPath(currentPath()), { replace: true });
  }
}

/**
 * How many times the caller has left an owner (an owner switch, counted before its call leaves), and
 * whether a switch is running. A call sent for the owner left may be answered by the server for the
 * new one: the old page's queries still in flight, or sent by it while the switch ran (a home card
 * shown once its permission came), were refused there (code 3), and the refusal warned and sent the
 * user home from the new owner's page a second later (journeys lost their page this way). Such an
 * answer is void.
 */
let ownersLeft = 0;
let leavingOwner = false;

/**
 * Calls sent before this, or from now until ownerSettled, are the owner's being left: their answers
 * do nothing. The switch's own calls say so (`ownerSwitch`).
 */
export function leaveOwner() {
  ownersLeft += 1;
  leavingOwner = true;
}

/** The switch is over (done or failed): calls sent from now on are answered as ever. */
export function ownerSettled() {
  leavingOwner = false;
}

/** SPEC §8: what the client does for each envelope code. */
function actOnEnvelope(envelope: Envelope) {
  switch (envelope.code) {
    case Code.NotLoggedIn:
      return signOutLocally();
    case Code.Warning:
      return alertBanner('warning', envelope.msg);
    case Code.FieldErrors:
      for (const [field, messages] of Object.entries(envelope.errdata ?? {})) {
        for (const msg of messages) alertBanner('warning', i18n.t('envelope.fieldError', { field, msg }));
      }
      if (!envelope.errdata) alertBanner('warning', envelope.msg);
      return;
    case Code.NoPermission:
      alertBanner('warning', i18n.t('envelope.noPermission'));
      setTimeout(() => void go('/'), ACCESS_DENIED_REDIRECT_MS);
      return;
    case Code.NotFound:
      return alertBanner('error', i18n.t('envelope.notFound'));
    case Code.NoOwner:
      alertBanner('warning', i18n.t('envelope.noOwner'));
      return useSessionStore.getState().setOwnerSelected(false);
    case Code.Error:
      return alertBanner('error', envelope.msg || httpMessage(envelope.errcode ?? 500));
    case Code.IllegalOperation:
      return alertBanner('warning', i18n.t('envelope.illegal', { msg: envelope.msg }));
  }
}

function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && 'code' in value && typeof value.code === 'number';
}

function buildUrl(path: string, query: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return `/api${path}${search ? `?${search}` : ''}`;
}

async function send(method: string, path: string, options: RequestOptions): Promise<Response> {
  const headers: Record<string, string> = {
    'X-Requested-With': 'XMLHttpRequest',
    'Accept-Language': currentLanguage(),
    Accept: 'application/json',
  };
  const raw = options.body instanceof Blob;
  if (options.body !== undefined && !raw) headers['Content-Type'] = 'application/json';
  return fetch(buildUrl(path, options.query), {
    method,
    headers,
    credentials: 'include',
    body: raw ? (options.body as Blob) : options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
}

export async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const loading = !options.hideLoading;
  const owner = ownersLeft;
  const sentLeaving = leavingOwner && !options.ownerSwitch;
  if (loading) useLoadingStore.getState().start();
  try {
    let response: Response;
    try {
      response = await send(method, path, options);
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      const msg = i18n.t(timedOut ? 'http.timeout' : 'http.network');
      if (!options.silent) alertBanner('error', msg);
      throw new ApiError(Code.Error, msg, { status: 0 });
    }
    const body: unknown = await response.json().catch(() => null);
    if (sentLeaving || owner !== ownersLeft) throw new ApiError(Code.Error, i18n.t('http.ownerLeft'), { status: 0 });
    if (isEnvelope(body) && (response.ok || body.code === Code.NotFound || body.code === Code.IllegalOperation)) {
      if (body.code === Code.Success) return body.data as T;
      if (!options.silent) actOnEnvelope(body);
      throw new ApiError(body.code, body.msg, {
        errdata: body.errdata,
        errcode: body.errcode,
        status: response.status,
      });
    }
    const msg = httpMessage(response.status);
    if (!options.silent) {
      alertBanner('error', isEnvelope(body) && body.msg ? `${body.msg} (${response.status})` : msg);
      if (response.status === 401 || response.status === 403) signOutLocally();
    }
    throw new ApiError(Code.Error, msg, { status: response.status });
  } finally {
    if (loading) useLoadingStore.getState().stop();
  }
}

/** A contract call's query and body, typed by its schemas, and how the client should behave. */
export type CallOptions<C extends Call> = Omit<RequestOptions, 'query' | 'body'> & {
  query?: CallQuery<C>;
  body?: CallBody<C>;
};

/** Makes a contract call: method, path and the answer's type come from its definition. */
export function call<C extends Call>(def: C, options: CallOptions<C> = {}): Promise<CallData<C>> {
  // Query values are the scalars of the call's schema (the server parses them back from strings).
  const query = options.query as RequestOptions['query'];
  return request<CallData<C>>(def.method, def.path, { ...options, query });
}
