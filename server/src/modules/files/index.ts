import { filesAuditLabels } from '@app/contract';
import type { ServerModule } from '../../platform/module.js';
import { failInterruptedConversions } from './conversion/conversion.service.js';
import type { FilesDeps } from './files.deps.js';
import { filesMessages } from './files.messages.js';
import { filesRoutes } from './files.routes.js';
import { reopenInterruptedFinishes } from './upload-finish.js';
import { sweepAbandonedUploads } from './upload-sweep.js';

/** Uploads, downloads, previews and the document library (资料库). */
export const filesModule: ServerModule<FilesDeps> = {
  name: 'files',
  auditLabels: filesAuditLabels,
  routes: filesRoutes,
  // Uploads that can no longer be finished (30 days old, or granted and never started) are let go hourly.
  jobs: [
    { name: 'upload sweep', everyMs: 60 * 60 * 1000, run: (deps) => sweepAbandonedUploads(deps.db, deps.storage) },
  ],
  // Work a stopped server left half done: conversions are marked failed, finishing uploads resume.
  async onStart(deps) {
    await failInterruptedConversions(deps.db);
    await reopenInterruptedFinishes(deps.db);
  },
  messages: filesMessages,
  menu: [{ groupKey: 'workspace', pageKey: 'project-data-library', icon: 'FolderOpenOutlined' }],
};
