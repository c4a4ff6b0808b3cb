import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../platform/db.js';

const response = {
  200: z.object({ status: z.literal('ok') }),
  503: z.object({ status: z.literal('unavailable') }),
};

/** For load balancers: plain JSON, no envelope; 503 when the database does not answer. */
export function healthRoutes(app: FastifyInstance, db: Db) {
  app.get(
    '/api/health',
    { config: { auth: 'none' }, schema: { tags: ['health'], response } },
    async (_request, reply) => {
      try {
        await db.execute(sql`select 1`);
        return { status: 'ok' as const };
      } catch {
        return reply.status(503).send({ status: 'unavailable' });
      }
    },
  );
}
