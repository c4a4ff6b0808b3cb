import { NoData, ownerCalls } from '../call.js';
import { z } from '../zod.js';
import { requiredString, safeText } from './fields.js';
import { defineList, ListQuery, listData } from './list.js';

/** Upload defaults of SPEC §9. The storage-client constants there describe COS's own SDK and have no use here. */
export const UPLOAD_DEFAULTS = {
  chunkBytes: 1024 * 1024,
  parallelFiles: 3,
  retries: 2,
  maxParts: 10_000,
  queueMax: 10_000,
  resumeCacheEntries: 50,
  resumeCacheDays: 30,
  progressIntervalMs: 1000,
  grantValidSeconds: 900,
} as const;

/**
 * Where a file is attached; each purpose has its size limit, its types and its access rule. A photo
 * is a picture kept with a record of the owner (a project's renderings, production progress); a
 * document belongs to one project (its documents tab), which says who reads and changes it; a law is
 * the PDF of a law or standard of the law library (法规库), read by whoever reads the law.
 */
export const FILE_PURPOSES = ['avatar', 'logo', 'library', 'photo', 'document', 'law'] as const;
export type FilePurpose = (typeof FILE_PURPOSES)[number];

const MB = 1024 * 1024;

/** Types a user may upload, by declared MIME type, with the name endings that go with each. */
export const FILE_TYPES = {
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/webp': ['webp'],
  'image/gif': ['gif'],
  'application/pdf': ['pdf'],
  'application/msword': ['doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'application/vnd.ms-excel': ['xls'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['xlsx'],
  'video/mp4': ['mp4'],
} as const satisfies Record<string, readonly string[]>;
export type FileType = keyof typeof FILE_TYPES;

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const satisfies FileType[];
export const WORD_TYPES = [
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const satisfies FileType[];

export const FILE_RULES: Record<FilePurpose, { maxBytes: number; types: readonly FileType[] }> = {
  avatar: { maxBytes: 5 * MB, types: IMAGE_TYPES },
  logo: { maxBytes: 5 * MB, types: IMAGE_TYPES },
  library: { maxBytes: 2048 * MB, types: Object.keys(FILE_TYPES) as FileType[] },
  photo: { maxBytes: 20 * MB, types: IMAGE_TYPES },
  document: { maxBytes: 2048 * MB, types: Object.keys(FILE_TYPES) as FileType[] },
  law: { maxBytes: 200 * MB, types: ['application/pdf'] },
};

/** The largest upload any purpose allows; the tus endpoint refuses anything longer with 413. */
export const MAX_UPLOAD_BYTES = Math.max(...Object.values(FILE_RULES).map((rule) => rule.maxBytes));

export const isImageType = (type: string) => (IMAGE_TYPES as readonly string[]).includes(type);
export const isWordType = (type: string) => (WORD_TYPES as readonly string[]).includes(type);

export const GrantFile = z.object({
  name: requiredString(200),
  size: z.number({ error: 'validation.invalidType' }).int().min(1, { error: 'upload.empty' }),
  type: safeText().max(200, { error: 'validation.tooLong' }),
  purpose: z.enum(FILE_PURPOSES, { error: 'validation.invalid' }),
});
export type GrantFile = z.infer<typeof GrantFile>;

/** SPEC §5: upload needs a non-empty file list ('files is null'). */
export const GrantBody = z.object({
  files: z
    .array(GrantFile, { error: 'upload.filesNull' })
    .min(1, { error: 'upload.filesNull' })
    .max(100, { error: 'validation.tooLong' }),
});
export type GrantBody = z.infer<typeof GrantBody>;

/** SPEC §3 upload credentials. `tmpSecretKey` is empty: storage keys never reach the browser (docs/decisions.md). */
export const UploadGrant = z.object({
  tmp_keys: z.object({
    tmpSecretId: z.string(),
    tmpSecretKey: z.string(),
    sessionToken: z.string(),
    /** Unix time in seconds. */
    expiredTime: z.number(),
  }),
  files: z.array(
    z.object({ url: z.string(), bucket: z.string(), region: z.string(), path_name: z.string(), name: z.string() }),
  ),
});
export type UploadGrant = z.infer<typeof UploadGrant>;

/** Header that carries `sessionToken` on the tus creation request. */
export const UPLOAD_TOKEN_HEADER = 'upload-token';

/**
 * pending: granted, not started; uploading: bytes arriving; finishing: the last byte landed and the
 * server is checking it; done; rejected: its content was not of its declared type.
 */
export const FILE_STATES = ['pending', 'uploading', 'finishing', 'done', 'rejected'] as const;
export type FileState = (typeof FILE_STATES)[number];
export const CONVERSION_STATES = ['none', 'waiting', 'converting', 'done', 'failed'] as const;
export type ConversionState = (typeof CONVERSION_STATES)[number];
export const FILE_VARIANTS = ['zip', 'thumb', 'pdf'] as const;
export type FileVariant = (typeof FILE_VARIANTS)[number];

export const FileInfo = z.object({
  path: z.string(),
  name: z.string(),
  size: z.number(),
  type: z.string(),
  purpose: z.enum(FILE_PURPOSES),
  state: z.enum(FILE_STATES),
  sha256: z.string().nullable(),
  uploader: z.string(),
  createdAt: z.string(),
  /** Download address of the original. */
  url: z.string(),
  /** Compressed copy and thumbnail of an image (SPEC §3 "zip image"). */
  zipUrl: z.string().nullable(),
  thumbUrl: z.string().nullable(),
  conversion: z.enum(CONVERSION_STATES),
  conversionReason: z.string().nullable(),
  pdfUrl: z.string().nullable(),
});
export type FileInfo = z.infer<typeof FileInfo>;

/** The document library (`files/library`): newest first; `type` and `uploader` match a part of the text. */
export const LIBRARY_LIST = defineList({
  sort: ['name', 'size', 'created_at'],
  defaultSort: '-created_at',
  filters: { name: 'text', type: 'text', uploader: 'text' },
});

/** A file's path is the id the server gave it; nothing else names a file. */
export const FILE_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const isFileId = (path: string) => FILE_ID_PATTERN.test(path);

export const filePathField = z
  .string({ error: 'validation.required' })
  .regex(FILE_ID_PATTERN, { error: 'file.pathInvalid' });

export const FilePathQuery = z.object({ path: filePathField });

/** SPEC §5: download needs a name and a path. */
export const DownloadQuery = z.object({
  path: safeText('download.needsNameAndPath').min(1, { error: 'download.needsNameAndPath' }),
  name: safeText('download.needsNameAndPath').min(1, { error: 'download.needsNameAndPath' }).max(255),
  variant: z.enum(FILE_VARIANTS).optional(),
});

export const ChangePdfBody = z.object({
  source_address: z
    .array(safeText().min(1).max(2000), { error: 'validation.required' })
    .min(1, { error: 'validation.required' })
    .max(50, { error: 'validation.tooLong' }),
});

/** Download address of a stored file, as the server issues it and the client uses it. */
export function downloadUrl(path: string, name: string, variant?: FileVariant): string {
  const query = `path=${encodeURIComponent(path)}&name=${encodeURIComponent(name)}`;
  return `/api/files/download?${query}${variant ? `&variant=${variant}` : ''}`;
}

const call = ownerCalls('files');

/**
 * The files' JSON calls. The upload itself (tus) and downloads, which stream bytes, are routes of
 * their own.
 */
export const FileCalls = {
  /** SPEC §4 "get signature": the token and server-chosen paths for the listed files. */
  grant: call('POST', '/files/grant', { body: GrantBody, response: UploadGrant }),
  info: call('GET', '/files/info', { query: FilePathQuery, response: FileInfo }),
  library: call('GET', '/files/library', { query: ListQuery, response: listData(FileInfo) }),
  delete: call('POST', '/files/delete', { query: FilePathQuery, response: NoData }),
  /** SPEC §5 "change pdf": queues the conversions and answers the files as they now stand. */
  changePdf: call('POST', '/cos/change-pdf', { body: ChangePdfBody, response: z.array(FileInfo) }),
};
