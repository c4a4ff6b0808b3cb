import { organizationAuditLabels } from '@app/contract';
import type { ServerModule } from '../../platform/module.js';
import { organizationMessages } from './organization.messages.js';
import { organizationRoutes } from './organization.routes.js';

export const organizationModule: ServerModule = {
  name: 'organization',
  auditLabels: organizationAuditLabels,
  messages: organizationMessages,
  routes: organizationRoutes,
};
