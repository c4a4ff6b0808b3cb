import { inspectionUnitAuditLabels } from '@app/contract';
import type { ServerModule } from '../../platform/module.js';
import { seedDemoUnits } from './inspection-unit.demo.js';
import { unitMessages } from './inspection-unit.messages.js';
import { unitRoutes } from './inspection-unit.routes.js';

/** Inspection units and the inspectors who work for them (定制管理 › 检验单位). */
export const inspectionUnitModule: ServerModule = {
  name: 'inspection-unit',
  auditLabels: inspectionUnitAuditLabels,
  routes: unitRoutes,
  messages: unitMessages,
  demo: seedDemoUnits,
  menu: [
    {
      groupKey: 'custom',
      pageKey: 'custom-ins-unit',
      icon: 'TeamOutlined',
      after: 'custom-device',
      grants: { manager: ['index'], wtf: ['index'], staff: ['index'] },
    },
  ],
};
