import { NoData, ownerCalls } from '../call.js';
import { z } from '../zod.js';
import { idParam, requiredString, safeText } from './fields.js';
import { defineList, ListQuery, listData } from './list.js';

/**
 * Announcements of an owner (新闻动态, `/news/index`): the administrator writes them, every member
 * reads them, pinned ones first, then the newest. One published later than now is shown only to
 * those who may change it (scheduled) until its time comes.
 */
export const NEWS_TITLE_MAX = 200;
export const NEWS_BODY_MAX = 20_000;
/** The characters of the body a list row carries; the whole body comes with `view`. */
export const NEWS_EXCERPT_LENGTH = 160;

/** Pinned first, always; then this order. */
export const NEWS_LIST = defineList({
  sort: ['published_at'],
  defaultSort: '-published_at',
  filters: { title: 'text', published_at: 'date' },
});

const FIRST_YEAR = 1900;
const LAST_YEAR = 9999;
/** An instant with its offset (`2026-11-26T09:30:00+08:00`, `…Z`), as a browser's `toISOString` writes it. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
/** A day that exists: the browser's Date would take 02-30 as 03-02. */
const dayExists = (value: string) => {
  const [year, month, day] = value.slice(0, 10).split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};
const isInstant = (value: string) => {
  const at = new Date(value);
  const year = at.getUTCFullYear();
  return (
    INSTANT.test(value) && dayExists(value) && !Number.isNaN(at.getTime()) && year >= FIRST_YEAR && year <= LAST_YEAR
  );
};

export const NewsBody = z.object({
  title: requiredString(NEWS_TITLE_MAX),
  body: requiredString(NEWS_BODY_MAX),
  /** When readers first see it; now when left out. */
  published_at: safeText().refine(isInstant, { error: 'validation.invalid' }).optional(),
  pinned: z.boolean({ error: 'validation.invalidType' }).default(false),
});
export type NewsBody = z.input<typeof NewsBody>;

export const NewsRow = z.object({
  id: z.number(),
  title: z.string(),
  /** The body's first NEWS_EXCERPT_LENGTH characters. */
  excerpt: z.string(),
  published_at: z.string(),
  pinned: z.boolean(),
  author: z.string(),
  updated_at: z.string(),
});
export type NewsRow = z.infer<typeof NewsRow>;

export const NewsItem = NewsRow.extend({ body: z.string() });
export type NewsItem = z.infer<typeof NewsItem>;

export const NewsIdQuery = z.object({ id: idParam });

const call = ownerCalls('news');

export const NewsCalls = {
  list: call('GET', '/news/index', { query: ListQuery, response: listData(NewsRow) }),
  view: call('GET', '/news/view', { query: NewsIdQuery, response: NewsItem }),
  create: call('POST', '/news/create', { body: NewsBody, response: NewsItem }),
  update: call('POST', '/news/update', { query: NewsIdQuery, body: NewsBody, response: NewsItem }),
  delete: call('POST', '/news/delete', { query: NewsIdQuery, response: NoData }),
};
