import type { ServerModule } from '../../platform/module.js';
import { permissionRoutes } from './permission.routes.js';

export const permissionModule: ServerModule = {
  name: 'permission',
  routes: permissionRoutes,
};
