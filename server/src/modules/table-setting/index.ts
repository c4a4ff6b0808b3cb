import type { ServerModule } from '../../platform/module.js';
import { tableSettingMessages } from './table-setting.messages.js';
import { tableSettingRoutes } from './table-setting.routes.js';

export const tableSettingModule: ServerModule = {
  name: 'table-setting',
  messages: tableSettingMessages,
  routes: tableSettingRoutes,
};
