import { InboxCalls } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../platform/envelope.js';
import { requestLang } from '../../platform/messages.js';
import { serveCall } from '../../platform/serve-call.js';
import { requireOwner } from '../../platform/session.js';
import { listInbox, markRead, unreadCount } from './inbox.service.js';

export function inboxRoutes(app: FastifyInstance) {
  // Like the to-do list, every member has an inbox of their own: no page permission guards it.
  serveCall(app, InboxCalls.list, async (request) =>
    ok(await listInbox(requireOwner(request), request.query, requestLang(request))),
  );
  serveCall(app, InboxCalls.unreadCount, async (request) => ok(await unreadCount(requireOwner(request))));
  serveCall(app, InboxCalls.read, async (request) => {
    await markRead(requireOwner(request), request.body.ids);
    return ok(null);
  });
}
