import { newsAuditLabels } from '@app/contract';
import type { ServerModule } from '../../platform/module.js';
import { seedDemoNews } from './news.demo.js';
import { newsMessages } from './news.messages.js';
import { newsRoutes } from './news.routes.js';

/** The owner's announcements (新闻动态): the administrator writes them, every member reads them. */
export const newsModule: ServerModule = {
  name: 'news',
  auditLabels: newsAuditLabels,
  routes: newsRoutes,
  messages: newsMessages,
  demo: seedDemoNews,
  menu: [
    {
      groupKey: 'workspace',
      pageKey: 'news',
      icon: 'ReadOutlined',
      grants: { manager: ['index'], wtf: ['index'], staff: ['index'] },
    },
  ],
};
