import { isBuiltPage, type PageKey, workflowAuditLabels } from '@app/contract';
import type { Db } from '../../platform/db.js';
import type { HookDeps } from '../../platform/hooks.js';
import type { MenuEntry, ServerModule } from '../../platform/module.js';
import { hasOpenTaskOnForm, refuseDeletingReviewed } from './reviewer-access.js';
import { startOrApprove } from './start.service.js';
import { fireDueTimers, TIMER_POLL_MS, WORKFLOW_TIMER_JOB } from './timers.js';
import { seedDemoWorkflow } from './workflow.demo.js';
import { workflowMessages } from './workflow.messages.js';
import { workflowRoutes } from './workflow.routes.js';

type Entry = Omit<MenuEntry, 'pageKey'> & { pageKey: PageKey };

/**
 * The module's pages. An entry is offered once its page has a screen (BUILT_PAGES, the web's to
 * add): until then the menu and the role matrix would show a page that opens "not found". The first
 * start after a page is built offers it (menu_page_offers records that it was).
 */
const PAGES: Entry[] = [
  { groupKey: 'admin', pageKey: 'control-workflow', icon: 'ApartmentOutlined' },
  { groupKey: 'admin', pageKey: 'control-workflow-design', icon: 'ApartmentOutlined', hidden: true },
  {
    groupKey: 'workspace',
    pageKey: 'workflow-list',
    icon: 'AuditOutlined',
    grants: { manager: ['index'], staff: ['index'], wtf: ['index'] },
  },
];

const built = (entry: Entry): entry is MenuEntry => isBuiltPage(entry.pageKey);

/**
 * Review workflows (issue 13): definitions designed as trees and published as immutable versions,
 * bound to form families or templates; a submitted form starts an instance on the bound version
 * (start.service.ts, on the form module's formSubmitted), whose tasks the to-do list shows (the
 * workflow's taskOpened and tasksClosed); actions move it on under optimistic locking; reminders and
 * timeouts are rows fired by any server node (timers.ts). A review approved fires formApproved.
 */
export const workflowModule: ServerModule<{ db: Db } & HookDeps> = {
  name: 'workflow',
  auditLabels: workflowAuditLabels,
  routes: workflowRoutes,
  hooks: { formSubmitted: startOrApprove, draftDeleting: refuseDeletingReviewed, formReadGrant: hasOpenTaskOnForm },
  messages: workflowMessages,
  demo: seedDemoWorkflow,
  jobs: [
    {
      name: WORKFLOW_TIMER_JOB,
      everyMs: TIMER_POLL_MS,
      run: async (deps) => void (await fireDueTimers(deps.db, deps.hooks)),
    },
  ],
  menu: PAGES.filter(built),
};
