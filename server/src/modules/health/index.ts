import type { Db } from '../../platform/db.js';
import type { ServerModule } from '../../platform/module.js';
import { healthRoutes } from './health.routes.js';

export const healthModule: ServerModule<{ db: Db }> = {
  name: 'health',
  routes: (app, deps) => healthRoutes(app, deps.db),
};
