import type { ServerModule } from '../../platform/module.js';
import { failInterruptedBatches, sweepExpiredBatches } from './batch.service.js';
import { reportExportMessages } from './report-export.messages.js';
import { reportExportRoutes } from './report-export.routes.js';
import type { ReportExportDeps } from './report-export.service.js';

/**
 * Exports of reports (issue 14): one report as Word or PDF from its page, the report list as a zip
 * made in the background. No page of its own: the report pages' rights decide (their `export`).
 */
export const reportExportModule: ServerModule<ReportExportDeps> = {
  name: 'report-export',
  routes: reportExportRoutes,
  // Zips are kept a day for their requester to fetch, then let go with their rows.
  jobs: [
    { name: 'report export sweep', everyMs: 60 * 60 * 1000, run: (deps) => sweepExpiredBatches(deps.db, deps.storage) },
  ],
  // Batches a stopped server queued or ran will never finish: they fail, to be asked again.
  onStart: (deps) => failInterruptedBatches(deps.db),
  messages: reportExportMessages,
};
