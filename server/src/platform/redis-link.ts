import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import type { Server } from 'socket.io';

/** How long a node waits for Redis at start-up before it refuses to start. */
const READY_MS = 10_000;

/**
 * What carries pushes between the nodes of one installation (REDIS_URL): Socket.IO's Redis adapter
 * on a publishing and a subscribed connection, so that a push sent on one node reaches the sockets
 * held by every node. One node needs none of it and keeps everything in memory.
 */
export interface RedisLink {
  close(): Promise<void>;
}

/** Connects to Redis, waits until both connections answer, and hands the socket server the adapter. */
export async function linkNodes(io: Server, redisUrl: string): Promise<RedisLink> {
  // Commands wait while a connection is down and are sent once it is back (ioredis' offline queue),
  // so a Redis restart delays pushes instead of losing the node.
  const publisher = new Redis(redisUrl, { lazyConnect: true });
  const subscriber = publisher.duplicate();
  const ready = Promise.all([publisher.connect(), subscriber.connect()]);
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis at REDIS_URL did not answer in ${READY_MS / 1000} s`)), READY_MS);
  });
  try {
    await Promise.race([ready, late]);
  } catch (error) {
    publisher.disconnect();
    subscriber.disconnect();
    throw error;
  } finally {
    clearTimeout(timer);
  }
  io.adapter(createAdapter(publisher, subscriber));
  return {
    async close() {
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}
