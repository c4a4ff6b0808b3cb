import type { ServerModule } from '../../platform/module.js';
import { menuRoutes } from './menu.routes.js';
import { menuAdminRoutes } from './menu-admin.routes.js';

/** The side menu and its editor. */
export const menuModule: ServerModule = {
  name: 'menu',
  routes(app) {
    menuRoutes(app);
    menuAdminRoutes(app);
  },
};
