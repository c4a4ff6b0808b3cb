import { ncrAuditLabels } from '@app/contract';
import type { Db } from '../../platform/db.js';
import type { ServerModule } from '../../platform/module.js';
import { seedDemoNcrCases } from './ncr.demo.js';
import { ncrMessages } from './ncr.messages.js';
import { ncrRoutes } from './ncr.routes.js';
import { NCR_OVERDUE_EVERY_MS, NCR_OVERDUE_JOB, remindOverdueNcrs } from './ncr-overdue.js';

/**
 * NCRs (issue 14): the loop of each NCR report, opened with its header (ncr-case.ts) and taken step
 * by step on the report's page (disposition, plan, its approval, execution, verification); overdue
 * plans are reminded once a day. No page of its own: the report's page shows the loop.
 */
export const ncrModule: ServerModule<{ db: Db }> = {
  name: 'ncr',
  auditLabels: ncrAuditLabels,
  routes: ncrRoutes,
  messages: ncrMessages,
  demo: seedDemoNcrCases,
  jobs: [
    {
      name: NCR_OVERDUE_JOB,
      everyMs: NCR_OVERDUE_EVERY_MS,
      run: async (deps) => void (await remindOverdueNcrs(deps.db)),
    },
  ],
};
