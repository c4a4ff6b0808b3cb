import { Code } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { requestLang, translate } from './messages.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence beside SameSite cookies (DESIGN §5): a state-changing call must carry
 * X-Requested-With, which a cross-site form cannot set, and an Origin, when sent, must be this host
 * (the forwarded host when TRUST_PROXY is on).
 *
 * Every request but GET, HEAD and OPTIONS is guarded, whatever its URL. Deciding by the raw URL let
 * `POST /%61pi/...` through, because the router decodes what the guard did not (DESIGN §9: guards
 * decide on the routed path); the app has no state-changing call outside /api, so guarding them all
 * leaves no spelling of a path to find.
 */
export function registerCsrfGuard(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    const sameOrigin = !origin || safeHost(origin) === request.host;
    if (request.headers['x-requested-with'] && sameOrigin) return;
    return reply.status(403).send({
      code: Code.IllegalOperation,
      msg: translate(requestLang(request), 'csrf.refused'),
      data: null,
    });
  });
}

function safeHost(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}
