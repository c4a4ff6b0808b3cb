import type { WebFeature } from '../../app/feature';

/** Project groups, engineering projects and who works on them (工程项目, 检验员管理, 项目经理管理). */
export const projectFeature = {
  screens: {
    'project-engineering': () => import('./routes/ProjectsPage'),
    'project-engineering-list': () => import('./routes/ProjectListPage'),
    'project-engineering-detail': () => import('./routes/ProjectDetailPage'),
    'unitmanager-person-control': () => import('./routes/PersonControlPage'),
    'unitmanager-manager-control': () => import('./routes/ManagerControlPage'),
  },
} satisfies WebFeature;
