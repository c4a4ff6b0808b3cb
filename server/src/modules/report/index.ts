import { isBuiltPage, type PageKey, reportAuditLabels } from '@app/contract';
import type { MenuEntry, ServerModule } from '../../platform/module.js';
import { seedDemoReports } from './report.demo.js';
import { reportMessages } from './report.messages.js';
import { reportRoutes } from './report.routes.js';
import { acceptReport } from './report-acceptance.js';
import { reportWriters } from './report-authors.js';
import { reportClauseRoutes } from './report-clause.routes.js';
import { reportReviewMessages } from './report-review.messages.js';
import { reportReviewRoutes } from './report-review.routes.js';

type Entry = Omit<MenuEntry, 'pageKey'> & { pageKey: PageKey };

const READERS = { manager: ['index'], staff: ['index'], wtf: ['index'] } as const;

/**
 * The module's pages, offered once their screens are built (BUILT_PAGES). Inspectors and managers
 * upload (报告上传) and keep their own (个人报告上传); they and the client read the reports of their
 * projects (报告列表), of one project (检验报告, opened from the project) and each report's page,
 * opened from the lists and the to-do rows. The client controls the reports by inspection unit
 * (报告管理), the manager by inspector (项目经理报告管理).
 */
const PAGES: Entry[] = [
  {
    groupKey: 'unitmanager',
    pageKey: 'report-index',
    icon: 'FileTextOutlined',
    grants: { manager: ['index', 'create'], staff: ['index', 'create'] },
  },
  {
    groupKey: 'unitmanager',
    pageKey: 'report-person-index',
    icon: 'UserOutlined',
    after: 'report-index',
    grants: { manager: ['index', 'export'], staff: ['index', 'export'] },
  },
  {
    groupKey: 'unitmanager',
    pageKey: 'report-control',
    icon: 'BarChartOutlined',
    after: 'report-person-index',
    grants: { wtf: ['index'] },
  },
  {
    groupKey: 'unitmanager',
    pageKey: 'report-manager-control',
    icon: 'AuditOutlined',
    after: 'report-control',
    grants: { manager: ['index'] },
  },
  {
    groupKey: 'project',
    pageKey: 'project-report-list',
    icon: 'FileTextOutlined',
    // Exporting the reports of one's projects (one or a filtered batch) is the reviewers' right.
    grants: { manager: ['index', 'export'], staff: ['index'], wtf: ['index', 'export'] },
  },
  {
    groupKey: 'project',
    pageKey: 'project-report-create',
    icon: 'FormOutlined',
    after: 'project-report-list',
    grants: { manager: ['index', 'create'] },
  },
  {
    groupKey: 'project',
    pageKey: 'project-found-report-list',
    icon: 'FileTextOutlined',
    hidden: true,
    grants: READERS,
  },
  {
    groupKey: 'project',
    pageKey: 'project-found-report-detail',
    icon: 'FileTextOutlined',
    hidden: true,
    grants: READERS,
  },
];

const built = (entry: Entry): entry is MenuEntry => isBuiltPage(entry.pageKey);

/**
 * Reports (issue 14): a report is a filled form of a report family (inspection, NCR, release, patrol,
 * witness) with its header (type, project, date, conclusion, writer, equipment) in `reports`. The
 * upload makes both in one go; the lists show the reports of the projects the caller may read. A
 * report counts when its form does (the workflow's formApproved): the release gate, the ITP point done.
 */
export const reportModule: ServerModule = {
  name: 'report',
  auditLabels: reportAuditLabels,
  hooks: { formApproved: acceptReport, formAuthors: reportWriters },
  routes: (app) => {
    reportRoutes(app);
    reportReviewRoutes(app);
    reportClauseRoutes(app);
  },
  messages: {
    zh: { ...reportMessages.zh, ...reportReviewMessages.zh },
    en: { ...reportMessages.en, ...reportReviewMessages.en },
  },
  demo: seedDemoReports,
  menu: PAGES.filter(built),
};
