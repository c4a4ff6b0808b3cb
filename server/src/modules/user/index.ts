import { userAuditLabels } from '@app/contract';
import type { Db } from '../../platform/db.js';
import type { ServerModule } from '../../platform/module.js';
import { sweepEndedSessions } from '../../platform/session.js';
import { configUserRoutes } from './config-user.routes.js';
import type { LoginLimiters } from './login-limiters.js';
import { userMessages } from './user.messages.js';
import { userRoutes } from './user.routes.js';
import { userAdminRoutes } from './user-admin.routes.js';

interface UserDeps {
  db: Db;
  limiters: LoginLimiters;
  sessionMaxAgeMs: number;
}

/** Sign-in, accounts and their administration; sign-in makes the sessions, so it sweeps the ended ones. */
export const userModule: ServerModule<UserDeps> = {
  name: 'user',
  auditLabels: userAuditLabels,
  messages: userMessages,
  routes(app, deps) {
    userRoutes(app, { db: deps.db, limiters: deps.limiters });
    userAdminRoutes(app);
    configUserRoutes(app);
  },
  jobs: [{ name: 'session sweep', everyMs: 60_000, run: (deps) => sweepEndedSessions(deps.db, deps.sessionMaxAgeMs) }],
};
