import type { ServerModule } from '../../platform/module.js';
import { roleRoutes } from './role.routes.js';

export const roleModule: ServerModule = {
  name: 'role',
  routes: roleRoutes,
};
