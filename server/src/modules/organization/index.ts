import type { ServerModule } from '../../platform/module.js';
import { organizationMessages } from './organization.messages.js';
import { organizationRoutes } from './organization.routes.js';

export const organizationModule: ServerModule = {
  name: 'organization',
  messages: organizationMessages,
  routes: organizationRoutes,
};
