import type { z as realZod } from 'zod';

/**
 * What the contract's `z` is in the web app (vite.config.ts swaps it in for contract/src/zod.ts). The
 * browser never validates with the contract's schemas: the server parses every request and answer, and
 * the web takes only types and call paths from the contract. Building the schemas with this inert
 * stand-in keeps zod (about 25 KB gzip) off every page, the login page included. Any attempt to parse
 * with a schema here throws, so no code can come to rely on a check that does not run.
 */
const refuse = (name: string) => () => {
  throw new Error(`contract schemas do not ${name} in the browser; the server validates`);
};
const PARSERS = new Set(['parse', 'safeParse', 'parseAsync', 'safeParseAsync', 'decode', 'encode']);

const inert: unknown = new Proxy(() => inert, {
  get(_target, key) {
    if (typeof key === 'string' && PARSERS.has(key)) return refuse(key);
    // Not a promise or an iterable: awaiting or spreading a schema would otherwise hang or loop.
    if (key === 'then' || typeof key === 'symbol') return undefined;
    return inert;
  },
  apply: () => inert,
});

export const z = inert as typeof realZod;
