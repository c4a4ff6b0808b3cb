import { projectAuditLabels } from '@app/contract';
import type { ServerModule } from '../../platform/module.js';
import { seedDemoProjects } from './project.demo.js';
import { projectMessages } from './project.messages.js';
import { projectRoutes } from './project.routes.js';

/**
 * Project groups and engineering projects with their people (工程项目). Every role opens the
 * projects: a manager or an inspector sees those he works on, a manager changes those he manages and
 * assigns their inspectors, the client reads them all.
 */
export const projectModule: ServerModule = {
  name: 'project',
  auditLabels: projectAuditLabels,
  routes: projectRoutes,
  messages: projectMessages,
  demo: seedDemoProjects,
  menu: [
    {
      groupKey: 'project',
      pageKey: 'project-engineering',
      icon: 'ProjectOutlined',
      grants: { manager: ['index'], wtf: ['index'], staff: ['index'] },
    },
    {
      groupKey: 'project',
      pageKey: 'project-engineering-list',
      icon: 'FileTextOutlined',
      hidden: true,
      grants: { manager: ['index', 'update', 'export'], wtf: ['index', 'export'], staff: ['index'] },
    },
    {
      groupKey: 'project',
      pageKey: 'project-engineering-detail',
      icon: 'FileTextOutlined',
      hidden: true,
      grants: { manager: ['index', 'assign'], wtf: ['index'], staff: ['index'] },
    },
    {
      groupKey: 'unitmanager',
      pageKey: 'unitmanager-person-control',
      icon: 'UserOutlined',
      grants: { manager: ['index', 'assign'] },
    },
    { groupKey: 'unitmanager', pageKey: 'unitmanager-manager-control', icon: 'TeamOutlined' },
  ],
};
