import { menuAuditLabels } from '@app/contract';
import type { ServerModule } from '../../platform/module.js';
import { menuMessages } from './menu.messages.js';
import { menuRoutes } from './menu.routes.js';
import { menuAdminRoutes } from './menu-admin.routes.js';

/** The side menu and its editor. */
export const menuModule: ServerModule = {
  name: 'menu',
  auditLabels: menuAuditLabels,
  messages: menuMessages,
  routes(app) {
    menuRoutes(app);
    menuAdminRoutes(app);
  },
};
