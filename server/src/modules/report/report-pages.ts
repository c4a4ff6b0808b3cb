import type { PageKey } from '@app/contract';

/** 检验报告 (`/project/found/report/list/:gid/:pid`): the reports of one project. */
export const PROJECT_REPORTS_PAGE: PageKey = 'project-found-report-list';
/** 报告管理: the client's summary of the reports by inspection unit, over the reports beneath. */
export const CONTROL_PAGE: PageKey = 'report-control';
/** 项目经理报告管理: the manager's summary of the reports by inspector, over the reports beneath. */
export const MANAGER_CONTROL_PAGE: PageKey = 'report-manager-control';
