import type { MenuEntry, ServerModule } from '../../platform/module.js';
import { analysisRoutes } from './analysis.routes.js';

/** 统计分析, after 检验计划: the client, the managers and the inspectors read the charts of their projects. */
const PAGES: MenuEntry[] = [
  {
    groupKey: 'project',
    pageKey: 'project-analysis',
    icon: 'BarChartOutlined',
    after: 'project-plan',
    grants: { manager: ['index'], staff: ['index'], wtf: ['index'] },
  },
];

/**
 * Analysis (issue 15): counts of the reports, ITP points and NCRs of the caller's projects, read
 * through those modules' functions and grouped in the database, for 统计分析 and the role homes.
 */
export const analysisModule: ServerModule = {
  name: 'analysis',
  routes: analysisRoutes,
  menu: PAGES,
};
