import { AssignBody, AssignQuery } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope.js';
import { requestLang, translate } from '../../platform/messages.js';
import { requireOwner } from '../../platform/session.js';
import { saveAssignment, viewAssignment } from './assign.service.js';

/** A member's role in the current owner (the user table's "assign" action). */
export function assignRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['assign'];
  const auth = { auth: 'owner' } as const;

  r.get('/api/assign/view', { config: auth, schema: { tags, querystring: AssignQuery } }, async (request) =>
    ok(await viewAssignment(requireOwner(request), request.query.id)),
  );

  r.post(
    '/api/assign/save',
    { config: auth, schema: { tags, querystring: AssignQuery, body: AssignBody } },
    async (request) => {
      await saveAssignment(requireOwner(request), request.query.id, request.body);
      return ok(null, translate(requestLang(request), 'role.assigned'));
    },
  );
}
