/** `/project/plan/list/:gid`: the plan list of one group. */
export const planListPath = (groupId: number) => `/project/plan/list/${groupId}`;

/** `/project/plan`: the plan's groups. */
export const PLAN_PATH = '/project/plan';

/** A report's page (`/project/found/report/list/detail/:instanceId/:templateId`), where a point's report opens. */
export const reportPath = (id: number, templateId: number) => `/project/found/report/list/detail/${id}/${templateId}`;
