import { formAuditLabels } from '@app/contract';
import type { Db } from '../../platform/db.js';
import type { HookDeps } from '../../platform/hooks.js';
import type { ServerModule } from '../../platform/module.js';
import { formMessages } from './form.messages.js';
import { formRoutes } from './form.routes.js';
import { seedDemoForms, seedExistingOwners, seedOwnerForms } from './form.seed.js';

const FILLERS = ['index', 'create', 'update', 'delete'] as const;

/**
 * Forms and report templates (issue 12): templates designed and published as immutable versions
 * (表单模板, 表单设计), forms filled on them (表单实例, 表单实例设置), the project section's report data,
 * family template pages, the report base fields (基础模板) and numbering rules. Managers, inspectors and
 * clients fill and read forms; the administrator designs them. Every ordinary owner starts with the
 * supervision engineer's usual reports, published, and their numbering rules: new owners when made,
 * older ones at start-up.
 */
export const formModule: ServerModule<{ db: Db } & HookDeps> = {
  name: 'form',
  auditLabels: formAuditLabels,
  routes: formRoutes,
  messages: formMessages,
  seedOwner: seedOwnerForms,
  onStart: (deps) => seedExistingOwners(deps.db),
  demo: seedDemoForms,
  menu: [
    { groupKey: 'admin', pageKey: 'control-form', icon: 'FormOutlined' },
    { groupKey: 'admin', pageKey: 'control-form-design', icon: 'FormOutlined', hidden: true },
    {
      groupKey: 'admin',
      pageKey: 'control-form-example-list',
      icon: 'FileTextOutlined',
      grants: { manager: ['index'], staff: ['index'], wtf: ['index'] },
    },
    {
      groupKey: 'admin',
      pageKey: 'control-form-example-setup',
      icon: 'FormOutlined',
      hidden: true,
      grants: { manager: FILLERS, staff: FILLERS, wtf: FILLERS },
    },
    {
      groupKey: 'project',
      pageKey: 'project-report-data',
      icon: 'FileTextOutlined',
      grants: { manager: ['index'], staff: ['index'], wtf: ['index'] },
    },
    { groupKey: 'project', pageKey: 'project-template-base', icon: 'FormOutlined', after: 'project-report-data' },
    { groupKey: 'project', pageKey: 'project-template-found-detail', icon: 'FormOutlined' },
    { groupKey: 'project', pageKey: 'project-template-found-report', icon: 'FormOutlined' },
    { groupKey: 'project', pageKey: 'project-template-found-patrol', icon: 'FormOutlined' },
    { groupKey: 'project', pageKey: 'project-template-found-breakdown', icon: 'FormOutlined' },
    { groupKey: 'project', pageKey: 'project-template-found-reports', icon: 'FormOutlined' },
    { groupKey: 'project', pageKey: 'project-template-found-number', icon: 'NodeIndexOutlined' },
  ],
};
