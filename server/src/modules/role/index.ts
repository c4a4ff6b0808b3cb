import { roleAuditLabels } from '@app/contract';
import type { ServerModule } from '../../platform/module.js';
import { roleMessages } from './role.messages.js';
import { roleRoutes } from './role.routes.js';

export const roleModule: ServerModule = {
  name: 'role',
  auditLabels: roleAuditLabels,
  messages: roleMessages,
  routes: roleRoutes,
};
