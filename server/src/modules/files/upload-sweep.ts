import { UPLOAD_DEFAULTS } from '@app/contract';
import { and, eq, inArray, lt, notInArray, or } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import { type FileStorage, UPLOAD_EXPIRY_MS } from '../../platform/storage.js';
import { files, uploadGrants } from './file.table.js';
import { registeredKeepers } from './file-access.js';

/**
 * How long a finished file of a kept purpose may wait for its record (a document for its project):
 * the attach call follows the upload at once, so a day means the page was closed in between.
 */
export const UNCLAIMED_MS = 24 * 60 * 60 * 1000;

/**
 * Lets go of what can no longer be finished: uploads started 30 days ago or more (SPEC §9, the resume
 * window), files granted but not started before their grant expired (a resumed or cancelled file
 * leaves one behind), expired grants, and finished files of a kept purpose that no record of their
 * keeper took in within a day.
 */
export async function sweepAbandonedUploads(db: Db, storage: FileStorage): Promise<void> {
  const now = Date.now();
  // Not the tus store's own expiry: the file store judges an upload unfinished by an offset it
  // never updates, and would delete finished files after 30 days. The rows decide instead.
  const stale = await db
    .delete(files)
    .where(
      or(
        and(eq(files.state, 'pending'), lt(files.createdAt, new Date(now - UPLOAD_DEFAULTS.grantValidSeconds * 1000))),
        and(
          inArray(files.state, ['uploading', 'finishing', 'rejected']),
          lt(files.createdAt, new Date(now - UPLOAD_EXPIRY_MS)),
        ),
      ),
    )
    .returning({ id: files.id });
  for (const file of stale) await storage.removeFile(file.id);
  await db.delete(uploadGrants).where(lt(uploadGrants.expiresAt, new Date(now)));
  for (const [purpose, keeper] of registeredKeepers()) {
    const unclaimed = await db
      .delete(files)
      .where(
        and(
          eq(files.purpose, purpose),
          eq(files.state, 'done'),
          lt(files.createdAt, new Date(now - UNCLAIMED_MS)),
          notInArray(files.id, keeper.heldFileIds(db)),
        ),
      )
      .returning({ id: files.id });
    for (const file of unclaimed) await storage.removeFile(file.id);
  }
}
