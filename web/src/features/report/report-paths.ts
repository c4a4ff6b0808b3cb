/** A report's page (`/project/found/report/list/detail/:instanceId/:templateId`): its form, filled or read. */
export const reportPath = (id: number, templateId: number) => `/project/found/report/list/detail/${id}/${templateId}`;

/** Where a report is uploaded (`report-index`). */
export const UPLOAD_PATH = '/report/index';
