import { SOCKET_PATH } from '@app/contract';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { afterAll, beforeAll } from 'vitest';
import type { TestApp } from './app.js';

/**
 * Real Socket.IO clients on a test app listening on loopback (`app.listen({ port: 0 })`), as the web
 * app connects: websocket, the session cookie, this origin. `closeAll()` disconnects them all.
 */
export function socketClients(base: () => string) {
  const opened: Socket[] = [];
  return {
    async connect(cookie: string): Promise<Socket> {
      const socket = connectSocket(base(), {
        path: SOCKET_PATH,
        transports: ['websocket'],
        reconnection: false,
        extraHeaders: { cookie, origin: base() },
      });
      opened.push(socket);
      await new Promise((resolve, reject) => {
        socket.once('connect', () => resolve(undefined));
        socket.once('connect_error', reject);
      });
      return socket;
    },
    closeAll() {
      for (const socket of opened.splice(0)) socket.disconnect();
    },
  };
}

/**
 * The file's test app (`useTestApp()`) listening on loopback, and socket clients on it: the clients
 * close before the app does (vitest runs afterAll hooks last registered first).
 */
export function listeningSockets(t: TestApp) {
  let base = '';
  const sockets = socketClients(() => base);
  beforeAll(async () => {
    base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => sockets.closeAll());
  return sockets;
}

/** Counts the pushes of `event` a socket hears from now on. */
export function counting(socket: Socket, event: string) {
  const heard = { count: 0 };
  socket.on(event, () => {
    heard.count += 1;
  });
  return heard;
}

/** Waits until `ready()` or `ms` have passed. */
export async function within(ready: () => boolean, ms = 1000) {
  const until = Date.now() + ms;
  while (!ready() && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 20));
}

/** Lets a push that should not come have its chance to arrive. */
export const settle = (ms = 300) => new Promise((resolve) => setTimeout(resolve, ms));
