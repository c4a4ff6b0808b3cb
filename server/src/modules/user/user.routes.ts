import { UserCalls } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db.js';
import { ok } from '../../platform/envelope.js';
import { requestLang, translate } from '../../platform/messages.js';
import { serveCall } from '../../platform/serve-call.js';
import { clearSessionCookie, endSession, requireSession, setSessionCookie } from '../../platform/session.js';
import type { LoginLimiters } from './login-limiters.js';
import { changePassword, login, sessionInfo, updateProfile } from './user.service.js';

export function userRoutes(app: FastifyInstance, deps: { db: Db; limiters: LoginLimiters }) {
  serveCall(app, UserCalls.login, async (request, reply) => {
    const meta = { address: request.ip, userAgent: request.headers['user-agent'] ?? '' };
    const { sessionId, info } = await login(deps.db, deps.limiters, request.body, meta);
    setSessionCookie(request, reply, sessionId);
    return ok(info);
  });

  serveCall(app, UserCalls.trySession, async (request) => ok(await sessionInfo(requireSession(request))));

  // Signing out is idempotent: with or without a live session the cookie is cleared and code 1 answers.
  serveCall(app, UserCalls.logout, async (request, reply) => {
    if (request.ctx) await endSession(request.ctx.db, request.ctx.sessionHash);
    clearSessionCookie(reply);
    return ok(null, translate(requestLang(request), 'logout.ok'));
  });

  serveCall(app, UserCalls.changePassword, async (request, reply) => {
    await changePassword(requireSession(request), deps.limiters, request.body);
    clearSessionCookie(reply);
    return ok(null, translate(requestLang(request), 'password.changed'));
  });

  serveCall(app, UserCalls.updateProfile, async (request) =>
    ok(await updateProfile(requireSession(request), request.body), translate(requestLang(request), 'profile.saved')),
  );
}
