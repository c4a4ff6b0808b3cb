import type { ServerModule } from '../../platform/module.js';
import { onlineMessages } from './online.messages.js';
import { onlineRoutes } from './online.routes.js';

export const onlineModule: ServerModule = {
  name: 'online',
  messages: onlineMessages,
  routes: onlineRoutes,
};
