import { PAGE_SIZES } from '../constants.js';
import { z } from '../zod.js';
import { INT4_MAX } from './fields.js';

/**
 * The kinds of column filter of the shared data table (SPEC §2): the six of the module kit, and a
 * region (province, city, district) chosen from the administrative divisions.
 */
export const FILTER_KINDS = ['text', 'number', 'range', 'select', 'dict', 'date', 'region'] as const;
export type FilterKind = (typeof FILTER_KINDS)[number];
/** Ranges travel as `from|to`, date ranges as `begin|end` (SPEC §5); either side may be empty. */
export const RANGE_SEPARATOR = '|';
/** A region travels as `province/city/district`, from the province down as far as chosen. */
export const REGION_SEPARATOR = '/';
/** The names of a region's levels as stored: 安徽省, 芜湖市, 繁昌区. */
export const REGION_NAME_MAX = 32;
export const FILTER_VALUE_MAX = 200;
/**
 * Years a date filter may name. JavaScript reads dates from -271821 to 275760, PostgreSQL stores
 * fewer, and no record of this platform lies outside these; the server's message states them.
 */
export const FILTER_YEAR_MIN = 1900;
export const FILTER_YEAR_MAX = 9999;

export const filterParam = (column: string) => `filter[${column}]`;

/**
 * What a list lets its callers sort and filter by, declared once for the server and the web: `sort`
 * names the fields `sort` may use (`field` or `-field`), `defaultSort` the order without one, and
 * `filters` each field `filter[<field>]` may name with its kind. The server maps every field to its
 * column (`listWindow`, `listFilters`); the data table offers a sorter on the columns in `sort` and
 * the filter of its kind on those in `filters`, so neither can offer what the other refuses.
 */
export interface ListSpec<S extends string = string, F extends string = string> {
  readonly sort: readonly S[];
  readonly defaultSort: S | `-${S}`;
  readonly filters: Readonly<Record<F, FilterKind>>;
}

/**
 * A list's spec with its field names kept as literal types. The default sort names one of `sort`
 * (NoInfer: a misspelt one is an error, not a new field).
 */
export const defineList = <const S extends string, const F extends string>(spec: {
  sort: readonly S[];
  defaultSort: NoInfer<S> | `-${NoInfer<S>}`;
  filters: Readonly<Record<F, FilterKind>>;
}): ListSpec<S, F> => spec;

/** The fields a list sorts by, and those it filters by. */
export type SortField<L extends ListSpec> = L['sort'][number];
export type FilterField<L extends ListSpec> = keyof L['filters'] & string;

/**
 * Lists count matching rows exactly up to this many and answer this with `countCapped` beyond
 * (DESIGN §8), and serve pages only within these rows. Counting or skipping costs the database an
 * index entry a row: 10,000 of them take 2.5 ms, which at 50 concurrent calls on two cores is four
 * times the lists' time budget; 1,000 take 0.2 ms, as much as reading the page itself.
 */
export const LIST_COUNT_CAP = 1_000;

/**
 * Query of every list call (DESIGN §3): `page` (1-based), `per-page` (15, 30, 50, 100, 1000 or -1 for
 * all), `sort` (`field` ascending, `-field` descending) and `filter[<column>]` values. Each list checks
 * `sort` and the filtered columns against its ListSpec on the server; filters are kept as extra keys
 * for that check.
 */
export const ListQuery = z.looseObject({
  page: z.coerce
    .number({ error: 'validation.invalidType' })
    .int()
    .min(1, { error: 'validation.invalid' })
    .max(INT4_MAX, { error: 'validation.invalid' })
    .default(1),
  'per-page': z.coerce
    .number({ error: 'validation.invalidType' })
    .int()
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), { error: 'validation.invalid' })
    .default(-1),
  sort: z
    .string()
    .regex(/^-?[a-z_]{1,40}$/, { error: 'validation.invalid' })
    .optional(),
});
export type ListQuery = z.infer<typeof ListQuery>;

export const Paging = z.object({
  /** Matching rows, exact up to LIST_COUNT_CAP; beyond it the cap, with `countCapped`. */
  count: z.number(),
  page: z.number(),
  perPage: z.number(),
  /** Present when more rows match than were counted: the footer reads "1,000+". */
  countCapped: z.literal(true).optional(),
});
export type Paging = z.infer<typeof Paging>;

export interface ListData<T> {
  result: T[];
  paging: Paging;
}

/** The answer of every list call: one page of rows and where it lies. */
export const listData = <T extends z.ZodType>(row: T) => z.object({ result: z.array(row), paging: Paging });
