import type { ServerModule } from '../../platform/module.js';
import { organizationRoutes } from './organization.routes.js';

export const organizationModule: ServerModule = {
  name: 'organization',
  routes: organizationRoutes,
};
