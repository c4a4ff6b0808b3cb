import type { ServerModule } from '../../platform/module.js';
import { chartMessages } from './chart.messages.js';
import { chartRoutes } from './chart.routes.js';

export const chartModule: ServerModule = {
  name: 'chart',
  messages: chartMessages,
  routes: chartRoutes,
};
