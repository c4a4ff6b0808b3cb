import { deviceAuditLabels } from '@app/contract';
import type { ServerModule } from '../../platform/module.js';
import { seedDemoDevices } from './device.demo.js';
import { deviceMessages } from './device.messages.js';
import { deviceRoutes } from './device.routes.js';
import { seedOwnerDevices } from './device-import.service.js';

/**
 * Device kinds and their process routes (定制管理 › 装置管理, 流程控制, 流程列表). Managers, clients
 * and inspectors read the catalogue: equipment, production information and inspection points name
 * its kinds and steps. The configuration owner keeps the platform's catalogue (专业设置, 生产信息配置),
 * from which owners copy the kinds they supervise.
 */
export const deviceModule: ServerModule = {
  name: 'device',
  auditLabels: deviceAuditLabels,
  routes: deviceRoutes,
  messages: deviceMessages,
  demo: seedDemoDevices,
  seedOwner: seedOwnerDevices,
  menu: [
    {
      groupKey: 'custom',
      pageKey: 'custom-device',
      icon: 'ToolOutlined',
      grants: { manager: ['index'], wtf: ['index'], staff: ['index'] },
    },
    { groupKey: 'custom', pageKey: 'process-control', icon: 'NodeIndexOutlined' },
    { groupKey: 'config', pageKey: 'config-subject', icon: 'ToolOutlined', after: 'config-library' },
    { groupKey: 'config', pageKey: 'config-produce-info', icon: 'NodeIndexOutlined', after: 'config-subject' },
    {
      groupKey: 'custom',
      pageKey: 'process-list',
      icon: 'FormOutlined',
      grants: { manager: ['index'], wtf: ['index'], staff: ['index'] },
    },
  ],
};
