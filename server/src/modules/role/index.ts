import type { ServerModule } from '../../platform/module.js';
import { roleMessages } from './role.messages.js';
import { roleRoutes } from './role.routes.js';

export const roleModule: ServerModule = {
  name: 'role',
  messages: roleMessages,
  routes: roleRoutes,
};
