import type { ServerModule } from '../../platform/module.js';
import { ownerMessages } from './owner.messages.js';
import { ownerRoutes } from './owner.routes.js';
import { ownerAdminRoutes } from './owner-admin.routes.js';

/** Owners: switching between them, their settings, and their administration by the configuration owner. */
export const ownerModule: ServerModule = {
  name: 'owner',
  messages: ownerMessages,
  routes(app) {
    ownerRoutes(app);
    ownerAdminRoutes(app);
  },
};
