import { productionAuditLabels } from '@app/contract';
import type { ServerModule } from '../../platform/module.js';
import { seedDemoProduction } from './production.demo.js';
import { productionMessages } from './production.messages.js';
import { productionRoutes } from './production.routes.js';

/**
 * Production information of equipment (设备管理 › 生产信息): per piece of equipment and process step,
 * planned and actual dates, progress, a note and photos. The inspector records it for the equipment
 * assigned to him, a manager for the equipment of the projects he manages; the client reads it.
 */
export const productionModule: ServerModule = {
  name: 'production',
  auditLabels: productionAuditLabels,
  routes: productionRoutes,
  messages: productionMessages,
  demo: seedDemoProduction,
  menu: [
    {
      groupKey: 'equipment',
      pageKey: 'equipment-produce-info',
      icon: 'CalendarOutlined',
      grants: { manager: ['index', 'update'], staff: ['index', 'update'], wtf: ['index'] },
    },
    {
      groupKey: 'equipment',
      pageKey: 'project-view-product-info',
      icon: 'BarChartOutlined',
      hidden: true,
      grants: { manager: ['index', 'update'], staff: ['index', 'update'], wtf: ['index'] },
    },
  ],
};
