import { buffer } from 'node:stream/consumers';
import { isImageType } from '@app/contract';
import sharp from 'sharp';
import type { OwnerCtx } from '../../platform/session.js';
import type { FileStorage } from '../../platform/storage.js';
import { filePathOf, readableFile } from '../files/public.js';

/** A picture ready for the Word document: JPEG or PNG bytes and the size to show it at, in points of 1/96 in. */
export interface DocImage {
  data: Buffer;
  type: 'jpg' | 'png';
  width: number;
  height: number;
}

/** A box to fit a picture in, in 1/96 in as `docx` measures (96 = 2.54 cm). */
export interface Box {
  width: number;
  height: number;
}

const CM = 96 / 2.54;
/** Photos at most about 12 cm wide (and 9 cm high), as a printed report shows them. */
export const PHOTO_BOX: Box = { width: Math.round(12 * CM), height: Math.round(9 * CM) };
export const SIGNATURE_BOX: Box = { width: Math.round(4.5 * CM), height: Math.round(2 * CM) };
export const LOGO_BOX: Box = { width: Math.round(5 * CM), height: Math.round(1.5 * CM) };
/** Pixels per shown unit: twice the screen's, so a printed page stays sharp. */
const DENSITY = 2;

export interface StoredPicture {
  image: DocImage | null;
  takenAt: Date | null;
  gpsLat: number | null;
  gpsLng: number | null;
}

/** A stored file's row as the files module reads it. */
type FileRow = Awaited<ReturnType<typeof readableFile>>['file'];

const MISSING: StoredPicture = { image: null, takenAt: null, gpsLat: null, gpsLng: null };

/**
 * A stored picture fitted into `box`: the compressed copy where there is one (what a screen shows,
 * turned upright already), else the original. Word takes no WebP, so it becomes JPEG, or PNG where
 * transparency matters (a signature on white paper).
 */
async function fitted(bytes: Buffer, box: Box, type: DocImage['type']): Promise<DocImage> {
  const picture = sharp(bytes, { failOn: 'none', limitInputPixels: 100_000_000 })
    .rotate()
    .resize({ width: box.width * DENSITY, height: box.height * DENSITY, fit: 'inside', withoutEnlargement: true });
  const { data, info } = await (type === 'png' ? picture.png() : picture.jpeg({ quality: 82 })).toBuffer({
    resolveWithObject: true,
  });
  const scale = Math.min(1, box.width / info.width, box.height / info.height);
  return { data, type, width: Math.round(info.width * scale), height: Math.round(info.height * scale) };
}

/**
 * A photo or signature of the form (or the logo), read with the files module's rules for the caller;
 * one he may not read, one missing, one that does not decode or one `accept` refuses is left out
 * (the document says so), never a failure of the whole export.
 */
export async function storedPicture(
  ctx: OwnerCtx,
  storage: FileStorage,
  fileId: string,
  box: Box,
  options: { type?: DocImage['type']; accept?: (file: FileRow) => boolean } = {},
): Promise<StoredPicture> {
  try {
    const { file } = await readableFile(ctx, fileId);
    if (file.state !== 'done' || !isImageType(file.type) || !(options.accept?.(file) ?? true)) return MISSING;
    const key = file.hasZip ? `${file.id}.zip` : file.id;
    const image = await fitted(await buffer(await storage.read(key)), box, options.type ?? 'jpg');
    return { image, takenAt: file.takenAt, gpsLat: file.gpsLat, gpsLng: file.gpsLng };
  } catch {
    return MISSING;
  }
}

/**
 * The owner's logo when it is a file stored for this owner (an address of our own download); a logo
 * on another site is not fetched, and another owner's file is not used.
 */
export async function ownerLogo(ctx: OwnerCtx, storage: FileStorage): Promise<DocImage | null> {
  const path = filePathOf(ctx.owner.logo);
  if (!path) return null;
  const accept = (file: FileRow) => file.ownerId === ctx.owner.id;
  return (await storedPicture(ctx, storage, path, LOGO_BOX, { type: 'png', accept })).image;
}
