import { criterionAuditLabels } from '@app/contract';
import type { ServerModule } from '../../platform/module.js';
import { seedDemoClauses } from './criterion.demo.js';
import { criterionMessages } from './criterion.messages.js';
import { criterionRoutes } from './criterion.routes.js';

/**
 * Standards broken into clauses (知识库 › 规范标准分解): the administrator keeps each standard's clause
 * tree, by hand or from Excel; clients, managers and inspectors read it.
 */
export const criterionModule: ServerModule = {
  name: 'criterion',
  auditLabels: criterionAuditLabels,
  routes: criterionRoutes,
  messages: criterionMessages,
  demo: seedDemoClauses,
  menu: [
    {
      groupKey: 'knowledge',
      pageKey: 'knowledge-criterion',
      icon: 'NodeIndexOutlined',
      after: 'knowledge-law',
      grants: { manager: ['index'], wtf: ['index'], staff: ['index'] },
    },
  ],
};
