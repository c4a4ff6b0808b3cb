import { Code, type FilePurpose, type PageKey } from '@app/contract';
import { AppError } from '../../platform/app-error.js';
import type { OwnerCtx } from '../../platform/session.js';
import { requirePermission } from '../permission/permission.service.js';
import type { FileRow } from './file.table.js';

/** The document library screen; its files follow its permissions. */
export const LIBRARY_PAGE: PageKey = 'project-data-library';

export const fileNotFound = () => new AppError(Code.NotFound, 'file.notFound');

/**
 * Who may upload for each purpose: an avatar is anyone's own; a logo belongs to the owner settings
 * screen; library files to the library screen; a photo is any member's, and the record it is saved
 * into checks the right to change that record.
 */
export async function requireUploadRight(ctx: OwnerCtx, purpose: FilePurpose): Promise<void> {
  if (purpose === 'library') await requirePermission(ctx, LIBRARY_PAGE, 'create');
  if (purpose === 'logo') await requirePermission(ctx, 'config-owner-setting', 'update');
}

/**
 * Reading a file. Avatars and logos are shown beside people and owners wherever they appear, to any
 * signed-in user; photos of records to the members of their owner, whose screens show the records;
 * library files only to members of their owner holding the library's index right. Another owner's
 * file reads as not found, so its existence is not told either.
 */
export async function requireReadRight(ctx: OwnerCtx, file: FileRow): Promise<void> {
  if (file.purpose === 'avatar' || file.purpose === 'logo') return;
  if (file.ownerId !== ctx.owner.id) throw fileNotFound();
  if (file.purpose === 'library') await requirePermission(ctx, LIBRARY_PAGE, 'index');
}

/** Changing a library file (delete, convert) needs the library's own rights in its owner. */
export async function requireLibraryRight(ctx: OwnerCtx, file: FileRow, action: 'update' | 'delete'): Promise<void> {
  if (file.ownerId !== ctx.owner.id) throw fileNotFound();
  if (file.purpose === 'library') await requirePermission(ctx, LIBRARY_PAGE, action);
  else if (file.uploaderId !== ctx.user.id) throw fileNotFound();
}
