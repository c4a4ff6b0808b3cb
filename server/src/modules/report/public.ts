/**
 * The report module's public face: what other modules may use of it. Anything else in this folder
 * is the module's own (lint refuses another module's import of it).
 */
export { reportsOfPoints } from './point-reports.js';
export { LIST_PAGE, PERSON_PAGE } from './report.service.js';
export {
  analysedReportForms,
  type ReportFilters,
  reportsByMonth,
  reportsByPart,
  reportsSubmittedSince,
} from './report-analysis.js';
export { listReports } from './report-list.service.js';
export { reportDetail } from './report-review.service.js';
