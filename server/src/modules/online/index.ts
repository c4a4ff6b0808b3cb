import type { ServerModule } from '../../platform/module.js';
import { onlineRoutes } from './online.routes.js';

export const onlineModule: ServerModule = {
  name: 'online',
  routes: onlineRoutes,
};
