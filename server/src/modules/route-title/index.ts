import type { ServerModule } from '../../platform/module.js';
import { routeTitleRoutes } from './route-title.routes.js';

export const routeTitleModule: ServerModule = {
  name: 'route-title',
  routes: routeTitleRoutes,
};
