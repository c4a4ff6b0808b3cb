import { lawAuditLabels } from '@app/contract';
import type { ServerModule } from '../../platform/module.js';
import { seedDemoLaws } from './law.demo.js';
import { lawMessages } from './law.messages.js';
import { lawRoutes } from './law.routes.js';

/**
 * The law library (知识库 › 法规库): the administrator keeps the owner's laws and standards; clients,
 * managers and inspectors read and search them.
 */
export const lawModule: ServerModule = {
  name: 'law',
  auditLabels: lawAuditLabels,
  routes: lawRoutes,
  messages: lawMessages,
  demo: seedDemoLaws,
  menu: [
    {
      groupKey: 'knowledge',
      pageKey: 'knowledge-law',
      icon: 'BookOutlined',
      grants: { manager: ['index'], wtf: ['index'], staff: ['index'] },
    },
  ],
};
