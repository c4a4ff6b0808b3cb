import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { notFoundEnvelope } from './envelope.js';

/**
 * The browser's rules for the app's pages (and Swagger UI at /api/docs, which fits them too):
 * - scripts only from this server's files, never inline, eval or another host;
 * - styles also inline: antd writes its CSS-in-JS as <style> elements at run time and React
 *   components set style attributes, neither of which a nonce can cover without rendering
 *   index.html per request;
 * - pictures also from any https host (avatars, logos and staff photos may be https addresses, see
 *   contract imageUrl), data: (antd's icons, Swagger's) and blob: (previews of files being uploaded);
 * - calls, frames (the PDF viewer's iframe) and forms only to this server; no plugins; never framed.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

/** HSTS for a year, sent over https only: a browser ignores it over http (RFC 6797 §8.1). */
const HSTS = 'max-age=31536000';

/**
 * Hardening headers on every answer. An answer that brings its own policy keeps it (downloads send a
 * sandbox). A PDF is shown in the app's own iframe by the browser's viewer, which "object-src 'none'"
 * would block: it gets no policy, and may be framed by this origin only. Referrer-Policy is not
 * "no-referrer": with it Chromium sends "Origin: null" on same-origin POSTs, which the CSRF guard
 * refuses.
 */
function registerSecurityHeaders(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply) => {
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    const pdf = String(reply.getHeader('content-type') ?? '').startsWith('application/pdf');
    reply.header('x-frame-options', pdf ? 'SAMEORIGIN' : 'DENY');
    if (!pdf && !reply.hasHeader('content-security-policy')) {
      reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
    }
  });
}

/**
 * Serves the built web app, compressed as built where the browser accepts it. Hashed assets are
 * cached for a year; index.html is never cached, and is
 * the answer for every client route so the browser's router can take over. Unknown /api paths get a
 * 404 with the envelope.
 */
export async function registerWeb(app: FastifyInstance, webDist: string) {
  registerSecurityHeaders(app);
  const hasWeb = existsSync(join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The build's .br and .gz copies (web/vite.config.ts) go to browsers that accept them, with
      // Vary: Accept-Encoding; they are not addresses of their own.
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      setHeaders(res, path) {
        const hashed = path.includes(`${join(webDist, 'assets')}`);
        res.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api') {
      return reply.status(404).send(notFoundEnvelope(request));
    }
    const wantsPage = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    if (hasWeb && wantsPage) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).type('text/plain').send('Not Found');
  });
}
