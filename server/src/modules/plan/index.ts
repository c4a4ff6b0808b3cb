import { isBuiltPage, type PageKey, planAuditLabels } from '@app/contract';
import type { MenuEntry, ServerModule } from '../../platform/module.js';
import { seedDemoPlan } from './plan.demo.js';
import { planMessages } from './plan.messages.js';
import { planRoutes } from './plan.routes.js';

type Entry = Omit<MenuEntry, 'pageKey'> & { pageKey: PageKey };

// Managers plan dates and record witness notices; inspectors record the notices of their equipment.
const PLANNERS = { manager: ['index', 'update'], staff: ['index', 'update'], wtf: ['index'] } as const;

/**
 * The module's pages, offered once their screens are built (BUILT_PAGES): the plan by group (检验计划)
 * and a group's list (opened from it), and the three completion views, each for its role.
 */
const PAGES: Entry[] = [
  { groupKey: 'project', pageKey: 'project-plan', icon: 'CalendarOutlined', grants: PLANNERS },
  { groupKey: 'project', pageKey: 'project-plan-list', icon: 'CalendarOutlined', hidden: true, grants: PLANNERS },
  { groupKey: 'unitmanager', pageKey: 'eic-wtf', icon: 'DashboardOutlined', grants: { wtf: ['index'] } },
  {
    groupKey: 'unitmanager',
    pageKey: 'eic-manager',
    icon: 'DashboardOutlined',
    after: 'eic-wtf',
    grants: { manager: ['index'] },
  },
  {
    groupKey: 'unitmanager',
    pageKey: 'eic-staff',
    icon: 'DashboardOutlined',
    after: 'eic-manager',
    grants: { staff: ['index'] },
  },
];

const built = (entry: Entry): entry is MenuEntry => isBuiltPage(entry.pageKey);

/**
 * Inspection plans and equipment inspection completion (issue 14): the ITP points of the equipment
 * with their planned days, counted and listed by group and by piece; the planned days and witness
 * notices are written here, what is done is recorded when a point's report is approved.
 */
export const planModule: ServerModule = {
  name: 'plan',
  auditLabels: planAuditLabels,
  routes: planRoutes,
  messages: planMessages,
  demo: seedDemoPlan,
  menu: PAGES.filter(built),
};
