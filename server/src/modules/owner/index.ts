import { ownerAuditLabels } from '@app/contract';
import type { OwnerTemplate, ServerModule } from '../../platform/module.js';
import { ownerMessages } from './owner.messages.js';
import { ownerRoutes } from './owner.routes.js';
import { ownerAdminRoutes } from './owner-admin.routes.js';

/** A new owner starts with the template's menu and every module's entries and data (modules/index.ts). */
export interface OwnerDeps {
  ownerTemplate: OwnerTemplate;
}

/** Owners: switching between them, their settings, and their administration by the configuration owner. */
export const ownerModule: ServerModule<OwnerDeps> = {
  name: 'owner',
  auditLabels: ownerAuditLabels,
  messages: ownerMessages,
  routes(app, deps) {
    ownerRoutes(app);
    ownerAdminRoutes(app, deps.ownerTemplate);
  },
};
