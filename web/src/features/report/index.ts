import type { WebFeature } from '../../app/feature';

/**
 * Reports (issue 14): the upload of a report's header, the lists of reports (the caller's projects',
 * one project's, the caller's own), the report controls by inspection unit and by inspector, and the
 * report's page, which is the form page of its form (form/).
 */
export const reportFeature = {
  screens: {
    'report-index': () => import('./routes/ReportUploadPage'),
    'report-person-index': () => import('./routes/MyReportsPage'),
    'report-control': () => import('./routes/ReportControlPage'),
    'report-manager-control': () => import('./routes/ManagerReportControlPage'),
    'project-found-report-list': () => import('./routes/ProjectReportsPage'),
    'project-found-report-detail': () => import('./routes/ReportPage'),
    'project-report-list': () => import('./routes/ReportListPage'),
    'project-report-create': () => import('./routes/ReportCreatePage'),
  },
} satisfies WebFeature;
