import { Server } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * How long a closing server keeps serving the connections it has, with `Connection: close` on
 * every answer, before it closes the idle ones. A client that reuses a keep-alive connection sends
 * its next request without warning; closing that connection at the same moment resets the request.
 * Within this window busy clients get one more answer, which tells them to go, and only
 * connections idle for the whole window are closed.
 */
export const DRAIN_MS = 1000;
/** How often a closing server looks for connections that went idle after an answer. */
const REAP_EVERY_MS = 100;

const draining = new WeakSet<FastifyInstance>();

/** Registered when the app is built: while it drains, every answer ends its connection. */
export function registerGracefulClose(app: FastifyInstance) {
  app.addHook('onSend', async (_request, reply) => {
    if (draining.has(app)) reply.header('connection', 'close');
  });
}

/**
 * Closes a listening app within `graceMs`: answers the requests in flight, drains keep-alive
 * connections (see DRAIN_MS), and cuts whatever is still open when the grace period ends, such
 * as a client trickling a request body, which would otherwise hold the process for the full
 * request timeout. Resolves with whether connections had to be cut.
 */
export async function closeGracefully(app: FastifyInstance, { graceMs }: { graceMs: number }): Promise<boolean> {
  const server = app.server;
  draining.add(app);
  // Stop accepting, as net.Server does it: http.Server#close would also close the idle
  // connections at once, the very thing the drain avoids. New connections are refused cleanly.
  Server.prototype.close.call(server);
  let closing = false;
  let cut = false;
  const deadline = setTimeout(() => {
    cut = true;
    server.closeAllConnections();
  }, graceMs);
  // Once closing, the server closes idle connections only once; an answer that was under way
  // before the drain (a download, an upload) still leaves a keep-alive connection behind.
  const reaper = setInterval(() => {
    if (cut) server.closeAllConnections();
    else if (closing) server.closeIdleConnections();
  }, REAP_EVERY_MS);
  try {
    await drain(app, Math.min(DRAIN_MS, graceMs));
    closing = true;
    await app.close();
  } finally {
    clearTimeout(deadline);
    clearInterval(reaper);
  }
  return cut;
}

/** Waits `ms`, or less once no connection is left. */
async function drain(app: FastifyInstance, ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until && (await connectionCount(app)) > 0) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function connectionCount(app: FastifyInstance): Promise<number> {
  return new Promise((resolve) => app.server.getConnections((err, count) => resolve(err ? 0 : count)));
}
