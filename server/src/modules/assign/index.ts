import type { ServerModule } from '../../platform/module.js';
import { assignRoutes } from './assign.routes.js';

export const assignModule: ServerModule = {
  name: 'assign',
  routes: assignRoutes,
};
