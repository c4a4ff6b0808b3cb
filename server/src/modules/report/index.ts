import { isBuiltPage, type PageKey } from '@app/contract';
import type { MenuEntry, ServerModule } from '../../platform/module.js';
import { seedDemoReports } from './report.demo.js';
import { reportMessages } from './report.messages.js';
import { reportRoutes } from './report.routes.js';

type Entry = Omit<MenuEntry, 'pageKey'> & { pageKey: PageKey };

const READERS = { manager: ['index'], staff: ['index'], wtf: ['index'] } as const;

/**
 * The module's pages, offered once their screens are built (BUILT_PAGES). Inspectors and managers
 * upload (报告上传) and keep their own (个人报告上传); they and the client read the reports of their
 * projects (报告列表) and each report's page, opened from the lists and the to-do rows.
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
    grants: { manager: ['index'], staff: ['index'] },
  },
  { groupKey: 'project', pageKey: 'project-report-list', icon: 'FileTextOutlined', grants: READERS },
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
 * upload makes both in one go; the lists show the reports of the projects the caller may read.
 */
export const reportModule: ServerModule = {
  name: 'report',
  routes: reportRoutes,
  messages: reportMessages,
  demo: seedDemoReports,
  menu: PAGES.filter(built),
};
