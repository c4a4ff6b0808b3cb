import { createHash } from 'node:crypto';
import { isImageType } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import type { Db } from '../../platform/db.js';
import type { FileStorage } from '../../platform/storage.js';
import { type PhotoPlace, photoPlaceOf } from './exif.js';
import { type FileRow, files } from './file.table.js';
import { contentMatches } from './file-rules.js';
import { IMAGE_COPY_TYPE, MAX_IMAGE_BYTES_FOR_COPIES, makeImageCopies } from './image-copies.js';

export interface FinishDeps {
  db: Db;
  storage: FileStorage;
  zipQuality: number;
}

export class ContentRejected extends Error {}

/** Enough of a file's start for the sniffer to tell every allowed type, Office zips included. */
const SNIFF_BYTES = 1024 * 1024;

async function sniff(storage: FileStorage, key: string, size: number): Promise<string | undefined> {
  // Only the head is read: a whole-file stream here would be buffered ahead of the sniffer.
  const head: Buffer[] = [];
  for await (const chunk of await storage.read(key, { start: 0, end: Math.min(size, SNIFF_BYTES) - 1 })) {
    head.push(chunk as Buffer);
  }
  return (await fileTypeFromBuffer(Buffer.concat(head)))?.mime;
}

async function sha256Of(storage: FileStorage, key: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of await storage.read(key)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/**
 * SPEC §4 "mark done", run when the last byte of an upload has landed: the content must be of the
 * declared type (sniffed, not taken from the name), else the bytes are deleted and the row rejected;
 * then the checksum is recorded and images get their compressed copy and thumbnail.
 *
 * A row is claimed (uploading → finishing) before any work, so the final PATCH and a HEAD that
 * repairs an interrupted finish never both do it; a finish that fails hands the row back.
 */
export async function finishUpload(deps: FinishDeps, fileId: string): Promise<void> {
  const [file] = await deps.db
    .update(files)
    .set({ state: 'finishing' })
    .where(and(eq(files.id, fileId), eq(files.state, 'uploading')))
    .returning();
  if (!file) return;
  try {
    await checkAndCopy(deps, file);
  } catch (err) {
    if (!(err instanceof ContentRejected)) {
      await deps.db
        .update(files)
        .set({ state: 'uploading' })
        .where(and(eq(files.id, file.id), eq(files.state, 'finishing')));
    }
    throw err;
  }
}

async function checkAndCopy(deps: FinishDeps, file: FileRow): Promise<void> {
  const sniffed = await sniff(deps.storage, file.id, file.size);
  if (!contentMatches(file.type, sniffed)) {
    await deps.storage.removeFile(file.id);
    await deps.db
      .update(files)
      .set({ state: 'rejected', rejectReason: `content is ${sniffed ?? 'unknown'}, not ${file.type}` })
      .where(eq(files.id, file.id));
    throw new ContentRejected(file.type);
  }
  const sha256 = await sha256Of(deps.storage, file.id);
  let copies = { hasZip: false, hasThumb: false };
  let place: PhotoPlace | null = null;
  if (isImageType(file.type) && file.size <= MAX_IMAGE_BYTES_FOR_COPIES) {
    // Where and when it was taken, for the reports' captions; a picture without EXIF has neither.
    place = await photoPlaceOf(await deps.storage.read(file.id));
    // A picture sharp cannot decode keeps its original only; the upload itself stands.
    const made = await makeImageCopies(await deps.storage.read(file.id), deps.zipQuality).catch(() => null);
    if (made) {
      await deps.storage.write(`${file.id}.zip`, made.zip, IMAGE_COPY_TYPE);
      await deps.storage.write(`${file.id}.thumb`, made.thumb, IMAGE_COPY_TYPE);
      copies = { hasZip: true, hasThumb: true };
    }
  }
  await deps.db
    .update(files)
    .set({ state: 'done', sha256, completedAt: new Date(), ...copies, ...place })
    .where(eq(files.id, file.id));
}

/** At start-up: a finish the stopped process left half done is handed back, to be redone on the next HEAD. */
export async function reopenInterruptedFinishes(db: Db): Promise<void> {
  await db.update(files).set({ state: 'uploading' }).where(eq(files.state, 'finishing'));
}
