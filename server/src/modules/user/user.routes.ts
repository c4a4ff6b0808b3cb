import { ChangePasswordBody, LoginBody, ProfileBody } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../platform/db.js';
import { ok } from '../../platform/envelope.js';
import { requestLang, translate } from '../../platform/messages.js';
import { clearSessionCookie, endSession, requireSession, setSessionCookie } from '../../platform/session.js';
import type { LoginLimiters } from './login-limiters.js';
import { changePassword, login, sessionInfo, updateProfile } from './user.service.js';

export function userRoutes(app: FastifyInstance, deps: { db: Db; limiters: LoginLimiters }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['user'];

  r.post('/api/user/login', { config: { auth: 'none' }, schema: { tags, body: LoginBody } }, async (request, reply) => {
    const meta = { address: request.ip, userAgent: request.headers['user-agent'] ?? '' };
    const { sessionId, info } = await login(deps.db, deps.limiters, request.body, meta);
    setSessionCookie(request, reply, sessionId);
    return ok(info);
  });

  r.get('/api/user/try-session', { schema: { tags } }, async (request) =>
    ok(await sessionInfo(requireSession(request))),
  );

  // Signing out is idempotent: with or without a live session the cookie is cleared and code 1 answers.
  r.post('/api/user/logout', { config: { auth: 'optional' }, schema: { tags } }, async (request, reply) => {
    if (request.ctx) await endSession(request.ctx.db, request.ctx.sessionHash);
    clearSessionCookie(reply);
    return ok(null, translate(requestLang(request), 'logout.ok'));
  });

  r.post('/api/user/change-password', { schema: { tags, body: ChangePasswordBody } }, async (request, reply) => {
    await changePassword(requireSession(request), deps.limiters, request.body);
    clearSessionCookie(reply);
    return ok(null, translate(requestLang(request), 'password.changed'));
  });

  r.post('/api/user/update-profile', { schema: { tags, body: ProfileBody } }, async (request) =>
    ok(await updateProfile(requireSession(request), request.body), translate(requestLang(request), 'profile.saved')),
  );
}
