import type { ServerModule } from '../../platform/module.js';
import { auditRoutes } from './audit.routes.js';

export const auditModule: ServerModule = {
  name: 'audit',
  routes: auditRoutes,
};
