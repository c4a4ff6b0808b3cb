import { isIP } from 'node:net';

/**
 * Whose X-Forwarded-* headers to believe (TRUST_PROXY): nobody, everybody, the nearest N hops, or
 * the proxies at these addresses. The client address of logins, throttling and the audit log is
 * the last one nobody trusted, so only a proxy that is trusted can speak for the client.
 */
export type TrustProxy = boolean | number | string[];

/** Ranges proxy-addr (inside Fastify) knows by name, accepted next to addresses and CIDRs. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** `true`, `false`, a hop count or a comma-separated list of addresses/CIDRs; undefined when none of them. */
export function parseTrustProxy(text: string): TrustProxy | undefined {
  const value = text.trim().toLowerCase();
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (/^\d{1,2}$/.test(value)) return Number(value) === 0 ? false : Number(value);
  const entries = value.split(',').map((entry) => entry.trim());
  return entries.every(isProxyAddress) ? entries : undefined;
}

function isProxyAddress(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * The setting in the form Fastify takes. Fastify 5 trusts nobody when given a number (a hop count
 * cannot tell a proxy from a client that reached the server directly), so a hop count becomes a
 * function trusting the nearest hops: right only when the server cannot be reached around the proxy.
 */
export function fastifyTrustProxy(
  setting: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}
