import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import exifReader from 'exif-reader';
import sharp from 'sharp';

/** Where and when a photo was taken, as its EXIF data says; null where it says nothing usable. */
export interface PhotoPlace {
  takenAt: Date | null;
  gpsLat: number | null;
  gpsLng: number | null;
}

const NOWHERE: PhotoPlace = { takenAt: null, gpsLat: null, gpsLng: null };

/**
 * EXIF times carry no zone unless the camera wrote OffsetTimeOriginal (phones do); without one the
 * photo is taken to be from China, where the platform's inspections happen (UTC+8, no summer time).
 */
const DEFAULT_OFFSET_MINUTES = 8 * 60;

function offsetMinutes(text: unknown): number {
  const match = typeof text === 'string' ? /^([+-])(\d{2}):(\d{2})$/.exec(text.trim()) : null;
  if (!match) return DEFAULT_OFFSET_MINUTES;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/** exif-reader reads the zone-less wall-clock time as if it were UTC; the offset moves it to the real instant. */
function takenAt(wallClock: unknown, offset: unknown): Date | null {
  if (!(wallClock instanceof Date) || Number.isNaN(wallClock.getTime())) return null;
  const at = new Date(wallClock.getTime() - offsetMinutes(offset) * 60_000);
  // A camera clock never set reads 1970 or 2000; a time after the upload is no time either.
  return at.getUTCFullYear() >= 1990 && at.getTime() <= Date.now() + 24 * 60 * 60 * 1000 ? at : null;
}

/** Degrees, minutes and seconds with their hemisphere as signed decimal degrees, or null when out of range. */
function degrees(parts: unknown, ref: unknown, limit: number, negative: string): number | null {
  if (!Array.isArray(parts) || parts.length === 0 || !parts.every((n) => typeof n === 'number' && Number.isFinite(n))) {
    return null;
  }
  const [d = 0, m = 0, s = 0] = parts as number[];
  const value = d + m / 60 + s / 3600;
  if (value > limit || value < 0) return null;
  return typeof ref === 'string' && ref.trim().toUpperCase() === negative ? -value : value;
}

/** The time and position of a raw EXIF block; anything unreadable is left out, never an error. */
export function photoPlaceOfExif(exif: Buffer | undefined): PhotoPlace {
  if (!exif) return NOWHERE;
  try {
    const tags = exifReader(exif);
    const gps = tags.GPSInfo ?? {};
    const lat = degrees(gps.GPSLatitude, gps.GPSLatitudeRef, 90, 'S');
    const lng = degrees(gps.GPSLongitude, gps.GPSLongitudeRef, 180, 'W');
    // Null Island (0, 0) is what a receiver without a fix writes.
    const located = lat !== null && lng !== null && !(lat === 0 && lng === 0);
    return {
      takenAt: takenAt(tags.Photo?.DateTimeOriginal, tags.Photo?.OffsetTimeOriginal),
      gpsLat: located ? lat : null,
      gpsLng: located ? lng : null,
    };
  } catch {
    return NOWHERE;
  }
}

/** Reads an uploaded picture's EXIF time and position; a picture sharp cannot read has none. */
export async function photoPlaceOf(picture: Readable): Promise<PhotoPlace> {
  try {
    const metadata = await sharp(await buffer(picture), { failOn: 'none', limitInputPixels: 100_000_000 }).metadata();
    return photoPlaceOfExif(metadata.exif);
  } catch {
    return NOWHERE;
  }
}
