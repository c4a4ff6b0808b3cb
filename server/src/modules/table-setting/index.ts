import type { ServerModule } from '../../platform/module.js';
import { tableSettingRoutes } from './table-setting.routes.js';

export const tableSettingModule: ServerModule = {
  name: 'table-setting',
  routes: tableSettingRoutes,
};
