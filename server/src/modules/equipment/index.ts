import { equipmentAuditLabels } from '@app/contract';
import type { ServerModule } from '../../platform/module.js';
import { seedDemoEquipment } from './equipment.demo.js';
import { equipmentMessages } from './equipment.messages.js';
import { equipmentRoutes } from './equipment.routes.js';
import { deviceKindOfEquipment } from './equipment.service.js';

/**
 * Equipment of the projects, its inspectors and its inspection points (定制管理 › 设备定制; 单位管理 ›
 * 设备管理, 设备检验点). The administrator keeps it all; a manager changes the equipment of the
 * projects he manages and assigns its inspectors; the client reads and exports; an inspector sees
 * the equipment assigned to him. It tells the workflow a piece's device kind (a review condition).
 */
export const equipmentModule: ServerModule = {
  name: 'equipment',
  auditLabels: equipmentAuditLabels,
  routes: equipmentRoutes,
  hooks: { equipmentKind: deviceKindOfEquipment },
  messages: equipmentMessages,
  demo: seedDemoEquipment,
  menu: [
    { groupKey: 'custom', pageKey: 'custom-equipment', icon: 'AppstoreOutlined', after: 'custom-device' },
    {
      groupKey: 'unitmanager',
      pageKey: 'unitmanager-equipment',
      icon: 'ToolOutlined',
      grants: { manager: ['index', 'update', 'assign', 'export'], wtf: ['index', 'export'], staff: ['index'] },
    },
    {
      groupKey: 'unitmanager',
      pageKey: 'unitmanager-equipment-point',
      icon: 'SafetyCertificateOutlined',
      after: 'unitmanager-equipment',
      grants: { manager: ['index', 'update'], wtf: ['index'], staff: ['index'] },
    },
  ],
};
