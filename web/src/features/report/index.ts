import type { WebFeature } from '../../app/feature';

/**
 * Reports (issue 14): the upload of a report's header, the lists of reports (a project's, the
 * caller's own), and the report's page, which is the form page of its form (form/).
 */
export const reportFeature = {
  screens: {
    'report-index': () => import('./routes/ReportUploadPage'),
    'report-person-index': () => import('./routes/MyReportsPage'),
    'project-found-report-detail': () => import('./routes/ReportPage'),
    'project-report-list': () => import('./routes/ReportListPage'),
  },
} satisfies WebFeature;
