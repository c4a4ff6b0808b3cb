import { promisify } from 'node:util';
import { inflateRaw } from 'node:zlib';

/**
 * Bounds on what an uploaded zip (an .xlsx, a .docx) may unpack to, checked on its central directory
 * before anything is inflated, and again on the bytes inflation actually produces.
 */
export interface UnzipLimits {
  /** Entries in the central directory, folders included. */
  maxEntries: number;
  /** Uncompressed bytes any one entry declares. */
  maxEntryBytes: number;
  /** Uncompressed bytes all entries declare together. */
  maxTotalBytes: number;
  /** Uncompressed ÷ compressed bytes of an entry of more than RATIO_FLOOR uncompressed bytes. */
  maxRatio: number;
}

/**
 * Defaults for an upload capped at 5 MB. Excel writes about ten parts plus two or three per extra sheet,
 * picture or comment, so 500 entries is a workbook of over a hundred sheets. Spreadsheet XML of real
 * data compresses 10–15× (measured on exceljs output: 20,000 rows × 50 columns is 2.3 MB zipped, 33 MB
 * unpacked), so 32 MB per part and 48 MB in all hold any sheet an import's row and cell caps allow,
 * while one import cannot hold more than that in memory and three at once stay near 150 MB. Deflate
 * reaches about 1,000×; real parts of a megabyte or more stay well under 100×, bombs go far above.
 */
export const UNZIP_LIMITS: UnzipLimits = {
  maxEntries: 500,
  maxEntryBytes: 32 * 1024 * 1024,
  maxTotalBytes: 48 * 1024 * 1024,
  maxRatio: 100,
};

/** Small parts (a styles sheet of repeated defaults) may compress far better than 100× and harm nobody. */
const RATIO_FLOOR = 1024 * 1024;

/**
 * A file refused for what it would unpack to or for a structure that hides it, not for being
 * unreadable. `limit` names the bound: a key of the limits, or `structure` (an encrypted, multi-disk or
 * ZIP64 file, a repeated name, a part reaching into the directory, or one that inflates to other than
 * it declares).
 */
export class LimitExceeded extends Error {
  constructor(readonly limit: string) {
    super(`the file exceeds the ${limit} limit`);
    this.name = 'LimitExceeded';
  }
}

export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated: the only two methods spreadsheets use. */
  method: number;
  compressedSize: number;
  /** Uncompressed size as declared; `unpackEntry` holds the actual bytes to it. */
  size: number;
  /** Where the entry's compressed bytes start in the file. */
  dataOffset: number;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

/** The end-of-central-directory record: 22 bytes plus a comment of up to 65,535 bytes, at the end. */
function endRecord(zip: Buffer): number {
  const earliest = Math.max(0, zip.length - 22 - 0xffff);
  for (let at = zip.length - 22; at >= earliest; at -= 1) {
    if (zip.readUInt32LE(at) === EOCD) return at;
  }
  throw new Error('not a zip: no end of central directory');
}

/** Checks one entry's declared sizes; answers the running total. */
function checkSizes(entry: ZipEntry, total: number, limits: UnzipLimits): number {
  // A ZIP64 entry declares 0xffffffff here and is refused with the rest: no 5 MB upload needs ZIP64.
  if (entry.size > limits.maxEntryBytes) throw new LimitExceeded('maxEntryBytes');
  const sum = total + entry.size;
  if (sum > limits.maxTotalBytes) throw new LimitExceeded('maxTotalBytes');
  if (entry.size > RATIO_FLOOR && entry.size > entry.compressedSize * limits.maxRatio) {
    throw new LimitExceeded('maxRatio');
  }
  return sum;
}

/**
 * Reads the central directory and refuses, before anything is inflated, a file with too many entries,
 * an entry or a total that declares too many bytes, or a compression ratio only a bomb reaches.
 * Throws LimitExceeded for those, a plain Error for bytes that are not a zip.
 */
export function zipDirectory(zip: Buffer, limits: UnzipLimits = UNZIP_LIMITS): ZipEntry[] {
  const end = endRecord(zip);
  const disk = zip.readUInt16LE(end + 4) + zip.readUInt16LE(end + 6);
  const declared = zip.readUInt16LE(end + 10);
  const directoryOffset = zip.readUInt32LE(end + 16);
  if (disk !== 0 || declared === 0xffff) throw new LimitExceeded('structure');
  if (directoryOffset > end) throw new Error('not a zip: central directory out of place');
  if (declared > limits.maxEntries) throw new LimitExceeded('maxEntries');

  const entries: ZipEntry[] = [];
  const names = new Set<string>();
  let total = 0;
  // Walked to the end record rather than trusting the declared count, which may lie too.
  for (let at = directoryOffset; at < end; ) {
    if (at + 46 > end || zip.readUInt32LE(at) !== CENTRAL) throw new Error('not a zip: broken central directory');
    if (entries.length === limits.maxEntries) throw new LimitExceeded('maxEntries');
    const flags = zip.readUInt16LE(at + 8);
    const nameLength = zip.readUInt16LE(at + 28);
    const next = at + 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    if (next > end) throw new Error('not a zip: broken central directory');
    const local = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    // Bit 0: encrypted. A repeated name would let the part we check differ from the part a reader uses.
    if (flags & 1 || names.has(name) || local + 30 > directoryOffset) {
      throw new LimitExceeded('structure');
    }
    if (zip.readUInt32LE(local) !== LOCAL) throw new Error('not a zip: broken local header');
    const entry: ZipEntry = {
      name,
      method: zip.readUInt16LE(at + 10),
      compressedSize: zip.readUInt32LE(at + 20),
      size: zip.readUInt32LE(at + 24),
      dataOffset: local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28),
    };
    total = checkSizes(entry, total, limits);
    if (entry.dataOffset + entry.compressedSize > directoryOffset) throw new LimitExceeded('structure');
    names.add(name);
    entries.push(entry);
    at = next;
  }
  return entries;
}

const inflate = promisify(inflateRaw);

/**
 * The entry's bytes. Declared sizes are not trusted: inflation runs off the main thread and stops as
 * soon as it produces more than the entry declared (which the directory check already bounded), so a
 * part that lies about its size costs at most one more zlib chunk of memory.
 */
export async function unpackEntry(zip: Buffer, entry: ZipEntry): Promise<Buffer> {
  const packed = zip.subarray(entry.dataOffset, entry.dataOffset + entry.compressedSize);
  if (entry.method === 0) {
    if (packed.length !== entry.size) throw new LimitExceeded('structure');
    return packed;
  }
  if (entry.method !== 8) throw new Error(`zip method ${entry.method} is not supported`);
  const data = await inflate(packed, { maxOutputLength: Math.max(entry.size, 1) }).catch((error: unknown) => {
    // Node names the too-much-output error by this code; anything else is a corrupt stream.
    if (error instanceof RangeError && 'code' in error && error.code === 'ERR_BUFFER_TOO_LARGE') {
      throw new LimitExceeded('structure');
    }
    throw error;
  });
  if (data.length !== entry.size) throw new LimitExceeded('structure');
  return data;
}
