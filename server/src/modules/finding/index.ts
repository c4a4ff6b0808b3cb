import { findingAuditLabels } from '@app/contract';
import type { Db } from '../../platform/db.js';
import type { ServerModule } from '../../platform/module.js';
import { seedDemoFindings } from './finding.demo.js';
import { findingMessages } from './finding.messages.js';
import { findingRoutes } from './finding.routes.js';
import { FINDING_OVERDUE_EVERY_MS, FINDING_OVERDUE_JOB, remindOverdueFindings } from './finding-overdue.js';
import { seedCategories, seedExistingOwners } from './finding-settings.service.js';

export { findingRates } from './finding-rates.js';

/**
 * Findings (发现问题, issue 15): the owner's finding types and theme items (问题设置), findings raised
 * on projects with their rectification loop (open → submitted → closed, or returned), reminders of
 * overdue ones, and their closure and response rates per project, inspection unit and inspector.
 */
export const findingModule: ServerModule<{ db: Db }> = {
  name: 'finding',
  auditLabels: findingAuditLabels,
  routes: findingRoutes,
  messages: findingMessages,
  seedOwner: async (db, owner) => {
    if (!owner.isConfig) await seedCategories(db, owner.id);
  },
  demo: seedDemoFindings,
  // Owners made before the module get the starting types and themes once.
  onStart: (deps) => seedExistingOwners(deps.db),
  jobs: [
    {
      name: FINDING_OVERDUE_JOB,
      everyMs: FINDING_OVERDUE_EVERY_MS,
      run: async (deps) => void (await remindOverdueFindings(deps.db)),
    },
  ],
  menu: [
    {
      groupKey: 'project',
      pageKey: 'project-found',
      icon: 'AlertOutlined',
      grants: { manager: ['index'], staff: ['index'], wtf: ['index'] },
    },
    {
      groupKey: 'project',
      pageKey: 'project-found-list',
      icon: 'FileTextOutlined',
      hidden: true,
      grants: { manager: ['index', 'create', 'update'], staff: ['index', 'create'], wtf: ['index'] },
    },
    { groupKey: 'system', pageKey: 'system-found', icon: 'SettingOutlined' },
    {
      groupKey: 'knowledge',
      pageKey: 'knowledge-found',
      icon: 'BarChartOutlined',
      grants: { manager: ['index'], staff: ['index'], wtf: ['index'] },
    },
  ],
};
