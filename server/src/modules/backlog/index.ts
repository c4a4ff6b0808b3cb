import type { ServerModule } from '../../platform/module.js';
import { backlogRoutes } from './backlog.routes.js';

/** The to-do list (待办): the example module of modules/README.md. */
export const backlogModule: ServerModule = {
  name: 'backlog',
  routes: backlogRoutes,
};
