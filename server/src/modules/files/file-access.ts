import { Code, type FilePurpose, type PageKey } from '@app/contract';
import type { SQLWrapper } from 'drizzle-orm';
import { AppError } from '../../platform/app-error.js';
import type { Db } from '../../platform/db.js';
import { requirePermission } from '../../platform/permission.js';
import type { OwnerCtx } from '../../platform/session.js';
import type { FileRow } from './file.table.js';

/** The document library screen; its files follow its permissions. */
export const LIBRARY_PAGE: PageKey = 'project-data-library';

export const fileNotFound = () => new AppError(Code.NotFound, 'file.notFound');

/**
 * The rules of a module that keeps the files of a purpose as part of its records (the project module
 * its documents): only it knows which record a file belongs to and who may see that record.
 */
export interface FileKeeper {
  mayRead(ctx: OwnerCtx, file: FileRow): Promise<boolean>;
  mayChange(ctx: OwnerCtx, file: FileRow): Promise<boolean>;
  /** A select of the ids of the files its records hold; a finished file outside it for a day is swept. */
  heldFileIds(db: Db): SQLWrapper;
}

/**
 * Purposes whose files a keeper answers for (a project's documents, a law's PDF); without one
 * registered, nobody reads them.
 */
const KEPT_PURPOSES: ReadonlySet<FilePurpose> = new Set(['document', 'law']);
const keepers = new Map<FilePurpose, FileKeeper>();

/** Called by the keeping module when its routes are set up. */
export function keepFiles(purpose: FilePurpose, keeper: FileKeeper): void {
  if (!KEPT_PURPOSES.has(purpose)) throw new Error(`files of purpose ${purpose} follow the files module's rules`);
  keepers.set(purpose, keeper);
}

/** The purposes whose keeper has registered, with it (the sweep asks each which files it holds). */
export const registeredKeepers = (): [FilePurpose, FileKeeper][] => [...keepers.entries()];

async function requireKeeper(ctx: OwnerCtx, file: FileRow, action: 'read' | 'change'): Promise<void> {
  const keeper = keepers.get(file.purpose);
  const allowed = keeper && (action === 'read' ? await keeper.mayRead(ctx, file) : await keeper.mayChange(ctx, file));
  if (!allowed) throw fileNotFound();
}

/**
 * Who may upload for each purpose: an avatar is anyone's own; a logo belongs to the owner settings
 * screen; library files to the library screen; a photo or a document is any member's, and the
 * record it is saved into checks the right to change that record.
 */
export async function requireUploadRight(ctx: OwnerCtx, purpose: FilePurpose): Promise<void> {
  if (purpose === 'library') await requirePermission(ctx, LIBRARY_PAGE, 'create');
  if (purpose === 'logo') await requirePermission(ctx, 'config-owner-setting', 'update');
}

/**
 * Reading a file. Avatars and logos are shown beside people and owners wherever they appear, to any
 * signed-in user; photos of records to the members of their owner, whose screens show the records;
 * library files only to members of their owner holding the library's index right; a kept file (a
 * project's document) to those its keeper lets read its record. Another owner's file reads as not
 * found, so its existence is not told either.
 */
export async function requireReadRight(ctx: OwnerCtx, file: FileRow): Promise<void> {
  if (file.purpose === 'avatar' || file.purpose === 'logo') return;
  if (file.ownerId !== ctx.owner.id) throw fileNotFound();
  if (file.purpose === 'library') await requirePermission(ctx, LIBRARY_PAGE, 'index');
  if (KEPT_PURPOSES.has(file.purpose)) await requireKeeper(ctx, file, 'read');
}

/**
 * Changing a file (delete, convert): a library file needs the library's own rights in its owner, a
 * kept file its keeper's leave, any other file is its uploader's.
 */
export async function requireLibraryRight(ctx: OwnerCtx, file: FileRow, action: 'update' | 'delete'): Promise<void> {
  if (file.ownerId !== ctx.owner.id) throw fileNotFound();
  if (file.purpose === 'library') await requirePermission(ctx, LIBRARY_PAGE, action);
  else if (KEPT_PURPOSES.has(file.purpose)) await requireKeeper(ctx, file, 'change');
  else if (file.uploaderId !== ctx.user.id) throw fileNotFound();
}
