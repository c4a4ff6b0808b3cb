import { NoData, ownerCalls } from '../call.js';
import { z } from '../zod.js';
import { idParam, isoDate, requiredString, text } from './fields.js';
import { FILE_ID_PATTERN } from './file.js';
import { defineList, ListQuery, listData } from './list.js';

/**
 * The law library (法规库, `/knowledge/law`): the laws, regulations and standards an owner works to,
 * each with its code (GB/T 1094.1-2013), title, issuing body, enable date (实施日期), status,
 * text and, optionally, the text as an attached PDF. The list searches the Chinese text
 * (docs/decisions.md, "Law library").
 */
export const LAW_CODE_MAX = 64;
export const LAW_TITLE_MAX = 200;
export const LAW_ISSUER_MAX = 100;
/** A long standard's text; it bounds the search document built from it (one tsvector, under 1 MB). */
export const LAW_CONTENT_MAX = 100_000;
/** A search of more characters is no search a person types; it bounds the query built from it. */
export const LAW_SEARCH_MAX = 100;

/** 现行, 被代替, 废止. */
export const LAW_STATUSES = ['current', 'replaced', 'withdrawn'] as const;
export type LawStatus = (typeof LAW_STATUSES)[number];

/**
 * `q` searches the code, title, issuing body and text (title and code hits first); `title` and
 * `issuer` search their own field only. With `q`, relevance orders the page and the sort breaks ties.
 */
export const LAW_LIST = defineList({
  sort: ['enable_date', 'code'],
  defaultSort: '-enable_date',
  filters: { q: 'text', title: 'text', issuer: 'text', status: 'select', enable_date: 'date' },
});

export const LawBody = z.object({
  code: requiredString(LAW_CODE_MAX),
  title: requiredString(LAW_TITLE_MAX),
  issuer: text(LAW_ISSUER_MAX).default(''),
  enable_date: isoDate,
  status: z.enum(LAW_STATUSES, { error: 'validation.invalid' }),
  content: text(LAW_CONTENT_MAX).default(''),
  /**
   * The attached PDF: the caller's own finished upload of purpose `law`, or the file the law already
   * has; null (or left out) for none, which detaches the one it had.
   */
  file_id: z
    .string({ error: 'validation.invalidType' })
    .regex(FILE_ID_PATTERN, { error: 'validation.invalid' })
    .nullable()
    .default(null),
});
export type LawBody = z.input<typeof LawBody>;

/** A row of the list: everything but the text. */
export const LawRow = z.object({
  id: z.number(),
  code: z.string(),
  title: z.string(),
  issuer: z.string(),
  enable_date: z.string(),
  status: z.enum(LAW_STATUSES),
  updated_at: z.string(),
});
export type LawRow = z.infer<typeof LawRow>;

/** The PDF attached to a law: its id (the download's `path`), name and size in bytes. */
export const LawFile = z.object({ id: z.string(), name: z.string(), size: z.number() });
export type LawFile = z.infer<typeof LawFile>;

export const Law = LawRow.extend({ content: z.string(), file: LawFile.nullable() });
export type Law = z.infer<typeof Law>;

export const LawIdQuery = z.object({ id: idParam });

const call = ownerCalls('law');

export const LawCalls = {
  list: call('GET', '/law/index', { query: ListQuery, response: listData(LawRow) }),
  view: call('GET', '/law/view', { query: LawIdQuery, response: Law }),
  create: call('POST', '/law/create', { body: LawBody, response: Law }),
  update: call('POST', '/law/update', { query: LawIdQuery, body: LawBody, response: Law }),
  delete: call('POST', '/law/delete', { query: LawIdQuery, response: NoData }),
};
