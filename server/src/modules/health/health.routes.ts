import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db.js';

/** For load balancers: plain JSON, no envelope; 503 when the database does not answer. */
export function healthRoutes(app: FastifyInstance, db: Db) {
  app.get('/api/health', { config: { auth: 'none' }, schema: { tags: ['health'] } }, async (_request, reply) => {
    try {
      await db.execute(sql`select 1`);
      return { status: 'ok' };
    } catch {
      return reply.status(503).send({ status: 'unavailable' });
    }
  });
}
