import { authorityAuditLabels } from '@app/contract';
import type { ServerModule } from '../../platform/module.js';
import { authorityRoutes } from './authority.routes.js';

export const authorityModule: ServerModule = {
  name: 'authority',
  auditLabels: authorityAuditLabels,
  routes: authorityRoutes,
};
