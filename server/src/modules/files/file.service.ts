import {
  downloadUrl,
  type FileInfo,
  type FilePurpose,
  isFileId,
  LIBRARY_LIST,
  type ListData,
  type ListQuery,
} from '@app/contract';
import { and, count, eq, inArray, type SQL, type SQLWrapper } from 'drizzle-orm';
import { users } from '../../core/user.table.js';
import { recordChange } from '../../platform/audit.js';
import type { ListColumns } from '../../platform/list-columns.js';
import { listFilters } from '../../platform/list-filters.js';
import { listPage, listWindow } from '../../platform/list-query.js';
import { requirePermission } from '../../platform/permission.js';
import type { OwnerCtx } from '../../platform/session.js';
import type { FileStorage } from '../../platform/storage.js';
import { type FileRow, files } from './file.table.js';
import { fileNotFound, LIBRARY_PAGE, requireLibraryRight, requireReadRight } from './file-access.js';

/** A file's name with another ending: the copy of `照片.jpg` is `照片.webp`. */
export const renamed = (name: string, ending: string) => `${name.replace(/\.[^.]+$/, '')}.${ending}`;
/** Name of a derived copy: the PDF of `报告.docx` downloads as `报告.pdf`. */
export const pdfNameOf = (name: string) => renamed(name, 'pdf');

export function toFileInfo(row: FileRow, uploader: string): FileInfo {
  return {
    path: row.id,
    name: row.name,
    size: row.size,
    type: row.type,
    purpose: row.purpose,
    state: row.state,
    sha256: row.sha256,
    uploader,
    createdAt: row.createdAt.toISOString(),
    url: downloadUrl(row.id, row.name),
    zipUrl: row.hasZip ? downloadUrl(row.id, row.name, 'zip') : null,
    thumbUrl: row.hasThumb ? downloadUrl(row.id, row.name, 'thumb') : null,
    conversion: row.conversion,
    conversionReason: row.conversionReason,
    pdfUrl: row.conversion === 'done' ? downloadUrl(row.id, pdfNameOf(row.name), 'pdf') : null,
  };
}

/** Files joined with their uploader's name, which every FileInfo carries. */
export const withUploader = (ctx: OwnerCtx) =>
  ctx.db.select({ file: files, uploader: users.name }).from(files).innerJoin(users, eq(users.id, files.uploaderId));

/** A file the caller may read, by its path; another owner's library file is "not found". */
export async function readableFile(ctx: OwnerCtx, path: string): Promise<{ file: FileRow; uploader: string }> {
  if (!isFileId(path)) throw fileNotFound();
  const [found] = await withUploader(ctx).where(eq(files.id, path));
  if (!found) throw fileNotFound();
  await requireReadRight(ctx, found.file);
  return found;
}

export async function fileInfo(ctx: OwnerCtx, path: string): Promise<FileInfo> {
  const { file, uploader } = await readableFile(ctx, path);
  return toFileInfo(file, uploader);
}

const COLUMNS: ListColumns<typeof LIBRARY_LIST> = {
  name: files.name,
  size: files.size,
  created_at: files.createdAt,
  type: files.type,
  uploader: users.name,
};

/** The document library: the owner's finished library files, newest first. */
export async function listLibrary(ctx: OwnerCtx, query: ListQuery): Promise<ListData<FileInfo>> {
  await requirePermission(ctx, LIBRARY_PAGE, 'index');
  return listFiles(ctx, query, eq(files.purpose, 'library'));
}

/**
 * Finished files of a purpose among `ids` (a subquery of the keeping module, which has checked the
 * caller's right to its record), listed as the library lists its own.
 */
export async function listKeptFiles(
  ctx: OwnerCtx,
  query: ListQuery,
  purpose: FilePurpose,
  ids: SQLWrapper,
): Promise<ListData<FileInfo>> {
  return listFiles(ctx, query, and(eq(files.purpose, purpose), inArray(files.id, ids)));
}

/**
 * The caller's own finished uploads of a purpose among `paths`, for a keeping module to take into
 * its record; another's, another owner's, unfinished or missing files are left out.
 */
export async function ownFinishedUploads(ctx: OwnerCtx, purpose: FilePurpose, paths: readonly string[]) {
  if (paths.length === 0) return [];
  return ctx.db
    .select({ id: files.id, name: files.name })
    .from(files)
    .where(
      and(
        inArray(files.id, [...paths]),
        eq(files.ownerId, ctx.owner.id),
        eq(files.uploaderId, ctx.user.id),
        eq(files.purpose, purpose),
        eq(files.state, 'done'),
      ),
    );
}

async function listFiles(ctx: OwnerCtx, query: ListQuery, which: SQL | undefined): Promise<ListData<FileInfo>> {
  const window = listWindow(query, LIBRARY_LIST, { columns: COLUMNS, tieBreaker: files.id });
  const where = and(
    eq(files.ownerId, ctx.owner.id),
    which,
    eq(files.state, 'done'),
    listFilters(query, LIBRARY_LIST, COLUMNS),
  );
  return listPage(
    window,
    withUploader(ctx)
      .where(where)
      .orderBy(...window.orderBy)
      .limit(window.limit)
      .offset(window.offset),
    ctx.db.select({ n: count() }).from(files).innerJoin(users, eq(users.id, files.uploaderId)).where(where),
    (row) => toFileInfo(row.file, row.uploader),
  );
}

/** Deletes a file with every copy made of it; the row goes in the same step, so nothing points at missing bytes. */
export async function deleteFile(ctx: OwnerCtx, path: string, storage: FileStorage): Promise<void> {
  const [file] = await ctx.db.select().from(files).where(eq(files.id, path));
  // An upload still arriving or being checked is cancelled through tus, or swept; not deleted here.
  if (file?.state !== 'done') throw fileNotFound();
  await requireLibraryRight(ctx, file, 'delete');
  await ctx.db.transaction(async (tx) => {
    await tx.delete(files).where(eq(files.id, file.id));
    await recordChange(tx, ctx, {
      entity: 'files',
      entityId: file.id,
      action: 'delete',
      before: { name: file.name, size: file.size, type: file.type, purpose: file.purpose },
    });
  });
  await storage.removeFile(file.id);
}
