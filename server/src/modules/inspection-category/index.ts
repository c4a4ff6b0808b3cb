import { inspectionCategoryAuditLabels } from '@app/contract';
import type { ServerModule } from '../../platform/module.js';
import { categoryMessages } from './inspection-category.messages.js';
import { categoryRoutes } from './inspection-category.routes.js';
import { seedOwnerCategories } from './inspection-category.service.js';

/**
 * Inspection categories (检验类别): the platform's ITP defaults in the configuration owner, each
 * owner's own copy under 系统设置. Everyone reads them: ITPs and reports show their symbols.
 */
export const inspectionCategoryModule: ServerModule = {
  name: 'inspection-category',
  auditLabels: inspectionCategoryAuditLabels,
  routes: categoryRoutes,
  messages: categoryMessages,
  seedOwner: seedOwnerCategories,
  menu: [
    {
      groupKey: 'system',
      pageKey: 'system-ipcg',
      icon: 'SafetyCertificateOutlined',
      grants: { manager: ['index'], wtf: ['index'], staff: ['index'] },
    },
    // After the platform's device kinds and routes (device module), so the three platform catalogues stand together.
    {
      groupKey: 'config',
      pageKey: 'config-subject-ipcg',
      icon: 'SafetyCertificateOutlined',
      after: 'config-produce-info',
    },
  ],
};
