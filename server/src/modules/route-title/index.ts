import { routeTitleAuditLabels } from '@app/contract';
import type { ServerModule } from '../../platform/module.js';
import { routeTitleMessages } from './route-title.messages.js';
import { routeTitleRoutes } from './route-title.routes.js';

export const routeTitleModule: ServerModule = {
  name: 'route-title',
  auditLabels: routeTitleAuditLabels,
  messages: routeTitleMessages,
  routes: routeTitleRoutes,
};
