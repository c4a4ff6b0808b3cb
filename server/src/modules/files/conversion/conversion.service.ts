import { Code, type FileInfo, isFileId, isWordType } from '@app/contract';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { AppError, fieldError } from '../../../platform/app-error.js';
import type { Db } from '../../../platform/db.js';
import type { OwnerCtx } from '../../../platform/session.js';
import { toFileInfo, withUploader } from '../file.service.js';
import { files } from '../file.table.js';
import { fileNotFound, requireLibraryRight } from '../file-access.js';
import type { FilesDeps } from '../files.deps.js';
import type { ConversionQueue } from './conversion-queue.js';
import { ConversionFailed, convertToPdf, findProgram, requireIsolation } from './converter.js';
import { networkIsolation } from './sandbox.js';

const FIELD = 'source_address';
/** Larger documents are not converted: the converter and its PDF are held by one process at a time. */
export const MAX_CONVERTIBLE_BYTES = 100 * 1024 * 1024;
/** A file that is already in a queue is not queued twice. */
const QUEUED = ['waiting', 'converting'] as const;

/**
 * The file path in a document address as the server issues it (`/api/files/download?path=…`), the
 * same with scheme and host in front, or a bare path; null for anything else.
 */
export function filePathOf(address: string): string | null {
  const text = address.trim();
  if (isFileId(text.toLowerCase())) return text.toLowerCase();
  let url: URL;
  try {
    url = new URL(text, 'http://relative.invalid');
  } catch {
    return null;
  }
  if (!['http:', 'https:'].includes(url.protocol) || url.pathname !== '/api/files/download') return null;
  const path = url.searchParams.get('path');
  return path && isFileId(path.toLowerCase()) ? path.toLowerCase() : null;
}

/**
 * SPEC §5 "change pdf": every listed document must be a finished Word file the caller may change;
 * only then are they all queued, so a bad entry changes nothing. A document already waiting or
 * converting stays as it is; a converted one is converted again.
 */
export async function requestConversion(
  ctx: OwnerCtx,
  addresses: string[],
  program: string,
  queue: ConversionQueue,
): Promise<FileInfo[]> {
  const ids: string[] = [];
  for (const address of addresses) {
    const path = filePathOf(address);
    if (!path) throw fieldError(FIELD, 'conversion.addressInvalid');
    if (!ids.includes(path)) ids.push(path);
  }

  const rows = new Map((await withUploader(ctx).where(inArray(files.id, ids))).map((row) => [row.file.id, row]));
  for (const id of ids) {
    const row = rows.get(id);
    if (!row) throw fileNotFound();
    await requireLibraryRight(ctx, row.file, 'update');
    if (row.file.state !== 'done') throw fieldError(FIELD, 'conversion.notUploaded');
    if (!isWordType(row.file.type)) throw fieldError(FIELD, 'conversion.notWord');
    if (row.file.size > MAX_CONVERTIBLE_BYTES) throw fieldError(FIELD, 'conversion.tooLarge');
  }
  if (!(await findProgram(program))) throw new AppError(Code.Error, 'conversion.unavailable');

  const queued = await ctx.db
    .update(files)
    .set({ conversion: 'waiting', conversionReason: null })
    .where(and(inArray(files.id, ids), notInArray(files.conversion, [...QUEUED])))
    .returning({ id: files.id });
  const now = new Map((await withUploader(ctx).where(inArray(files.id, ids))).map((row) => [row.file.id, row]));
  // Turns go round the owners, then their users: one user's many documents do not hold up another's one.
  for (const { id } of queued) queue.add(id, { whose: [ctx.owner.id, ctx.user.id] });
  return ids.flatMap((id) => {
    const row = now.get(id);
    return row ? [toFileInfo(row.file, row.uploader)] : [];
  });
}

const REASON_MAX = 500;

/** One queued conversion: the PDF lands beside the original as `<id>.pdf`, the row says how it went. */
export async function runConversion(
  deps: FilesDeps,
  fileId: string,
  signal: AbortSignal,
  log: FastifyBaseLogger,
): Promise<void> {
  const [file] = await deps.db
    .update(files)
    .set({ conversion: 'converting' })
    .where(and(eq(files.id, fileId), eq(files.conversion, 'waiting')))
    .returning();
  if (!file) return; // Deleted while waiting.
  const extension = file.type === 'application/msword' ? 'doc' : 'docx';
  try {
    const pdf = await convertToPdf(deps.converter, await deps.storage.read(file.id), extension, {
      isolation: requireIsolation(await networkIsolation(log), deps.converter),
      signal,
    });
    await deps.storage.write(`${file.id}.pdf`, pdf, 'application/pdf');
    const [done] = await deps.db
      .update(files)
      .set({ conversion: 'done', conversionReason: null })
      .where(eq(files.id, file.id))
      .returning({ id: files.id });
    // The file was deleted while it converted: its copy goes too.
    if (!done) await deps.storage.remove([`${file.id}.pdf`]);
  } catch (err) {
    if (!(err instanceof ConversionFailed)) log.error({ err, fileId }, 'conversion failed unexpectedly');
    const reason = err instanceof ConversionFailed ? err.message : 'unexpected server error';
    await markFailed(deps, [file.id], reason);
  }
}

/** Ends queued conversions as failed, so their owners can ask again. */
export async function markFailed(deps: FilesDeps, fileIds: string[], reason: string): Promise<void> {
  if (fileIds.length === 0) return;
  await deps.db
    .update(files)
    .set({ conversion: 'failed', conversionReason: reason.slice(0, REASON_MAX) })
    .where(and(inArray(files.id, fileIds), inArray(files.conversion, [...QUEUED])));
}

/**
 * At start-up: conversions a stopped process left waiting or converting will never finish; they are
 * marked failed so their owners can ask again. One node runs the converter queue (docs/decisions.md).
 */
export async function failInterruptedConversions(db: Db): Promise<void> {
  await db
    .update(files)
    .set({ conversion: 'failed', conversionReason: 'the server restarted before the conversion finished' })
    .where(inArray(files.conversion, [...QUEUED]));
}
