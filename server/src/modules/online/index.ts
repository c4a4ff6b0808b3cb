import { onlineAuditLabels } from '@app/contract';
import type { ServerModule } from '../../platform/module.js';
import { onlineMessages } from './online.messages.js';
import { onlineRoutes } from './online.routes.js';

export const onlineModule: ServerModule = {
  name: 'online',
  auditLabels: onlineAuditLabels,
  messages: onlineMessages,
  routes: onlineRoutes,
};
