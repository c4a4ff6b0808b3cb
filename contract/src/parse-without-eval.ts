import { config } from 'zod';

/**
 * Zod builds fast parsers with `new Function` unless told not to, and probes once whether it may.
 * The web app's Content-Security-Policy allows no eval, so the probe is refused and the browser
 * reports a violation even though zod then parses without. The browser calls this before anything
 * parses, so zod never tries; the server keeps the compiled parsers.
 */
export function parseWithoutEval(): void {
  config({ jitless: true });
}
