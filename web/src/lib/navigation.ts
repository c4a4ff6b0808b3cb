/**
 * Lets code outside React (the HTTP client, timers) change the route. The router registers itself
 * at start-up; before that, a full page load does the job.
 */
interface GoOptions {
  replace?: boolean;
  /** The new page is on screen when the promise resolves (no transition left pending). */
  flushSync?: boolean;
}
type Navigate = (to: string, options?: GoOptions) => Promise<void>;

let navigate: Navigate = async (to) => window.location.assign(to);

export function connectNavigator(fn: Navigate) {
  navigate = fn;
}

export function go(to: string, options?: GoOptions): Promise<void> {
  return navigate(to, options);
}

export function currentPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}

export function loginPath(to = currentPath()): string {
  const keep = to && !to.startsWith('/session/login') && to !== '/';
  return keep ? `/session/login?to=${encodeURIComponent(to)}` : '/session/login';
}

/** Only same-site paths are followed after login, never `//host` or `https://...`. */
export function safeReturnPath(to: string | null): string | null {
  if (!to?.startsWith('/') || to.startsWith('//') || to.startsWith('/\\')) return null;
  return to;
}
