import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { notFoundEnvelope } from './envelope.js';

/**
 * Serves the built web app. Hashed assets are cached for a year; index.html is never cached, and is
 * the answer for every client route so the browser's router can take over. Unknown /api paths get a
 * 404 with the envelope.
 */
export async function registerWeb(app: FastifyInstance, webDist: string) {
  const hasWeb = existsSync(join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
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
