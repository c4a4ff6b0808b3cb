import { type Placeholder, sql } from 'drizzle-orm';
import type { Db } from './db.js';
import type { OwnerCtx } from './session.js';

/** Something drizzle has prepared: a query built once with placeholders, run with their values. */
interface Prepared {
  execute(values?: Record<string, unknown>): Promise<unknown>;
}

const built = new WeakMap<Db, Map<string, unknown>>();

/**
 * What `build` makes for `db` under `name`, made the first time it is asked for and kept: a query
 * builder's work that is the same at every call (a list's columns, a statement) is done once.
 * `name` must say everything that shapes what is built: one name, one thing.
 */
export function builtOnce<T>(db: Db, name: string, build: () => T): T {
  let named = built.get(db);
  if (!named) {
    named = new Map();
    built.set(db, named);
  }
  if (!named.has(name)) named.set(name, build());
  // Only `build` made what is kept under `name`: a `T`.
  return named.get(name) as T;
}

/**
 * The statement of `name` on `db`, built and prepared by `build` the first time it is asked for. A
 * list's few unfiltered shapes are kept this way, so neither drizzle nor the database builds or plans
 * their SQL again for every call. `name` must say everything that shapes the SQL: one name, one text.
 */
export function preparedOnce<P extends Prepared>(db: Db, name: string, build: () => P): P {
  return builtOnce(db, `statement:${name}`, build);
}

/** How many shapes of one family the server prepares statements for. */
export const FILTER_SHAPES_MAX = 64;

/** Each family's shapes, numbered in the order first asked for, whatever database asked. */
const shapeNumbers = new Map<string, Map<string, number>>();

/**
 * The statement of a query's `shape` (filterShape's key, with whatever else shapes it), built and
 * prepared by `build` under a name of its own the first time a database asks for it, as preparedOnce
 * does. Shapes are as many as the combinations of a list's filters, so the server numbers
 * FILTER_SHAPES_MAX of a `family` at most, the first asked for; beyond them this is undefined (the
 * caller builds the query for the call), so no caller can make the server and the database keep a
 * statement per combination. The name is the family's and the shape's number: PostgreSQL reads 63
 * bytes of a statement's name, and two shapes that differ further on would be one name to it. The
 * numbers are the process's, not a database's: a pooled connection reached through another database
 * object (a transaction) meets one text under each name.
 */
export function preparedShape<P extends Prepared>(
  db: Db,
  family: string,
  shape: string,
  build: (name: string) => P,
): P | undefined {
  let numbers = shapeNumbers.get(family);
  if (!numbers) {
    numbers = new Map();
    shapeNumbers.set(family, numbers);
  }
  let number = numbers.get(shape);
  if (number === undefined) {
    if (numbers.size >= FILTER_SHAPES_MAX) return undefined;
    number = numbers.size;
    numbers.set(shape, number);
  }
  const name = `${family}_${number}`;
  return builtOnce(db, `statement:${name}`, () => build(name));
}

/** Where a statement prepared for any caller takes the caller's owner and user ids. */
export const CALLER_PLACEHOLDERS = { owner: sql.placeholder('owner'), user: sql.placeholder('user') };

/**
 * The caller as a prepared statement's builder sees him: his owner's and his own id are placeholders,
 * bound at each call by `callerValues`. The refs of the modules put these ids into SQL only (never
 * into a decision made in code), so a placeholder can stand where their type says number; the role
 * stays, as it decides the statement's shape (which projects a scoped role reads): a statement's name
 * must say it.
 */
export const anyCaller = (ctx: OwnerCtx): OwnerCtx => ({
  ...ctx,
  owner: { ...ctx.owner, id: CALLER_PLACEHOLDERS.owner as unknown as number },
  user: { ...ctx.user, id: CALLER_PLACEHOLDERS.user as unknown as number },
});

/** The values of CALLER_PLACEHOLDERS for this call. */
export const callerValues = (ctx: OwnerCtx) => ({ owner: ctx.owner.id, user: ctx.user.id });

/**
 * A LIMIT or OFFSET written into a statement's text rather than bound. PostgreSQL plans a bound limit
 * as if it kept a tenth of the rows, so a statement with one is planned afresh at every call (its
 * generic plan is worse); one whose limits are written in keeps its plan. Drizzle writes any SQL
 * object it is given as a limit; its type names only numbers and placeholders.
 */
export const writtenCount = (n: number): Placeholder => sql.raw(String(Math.trunc(n))) as unknown as Placeholder;

/**
 * A value of a fixed list (a type of report) written into a statement's text rather than bound, so
 * PostgreSQL keeps one plan for each value where a bound one was planned afresh at every call (2 ms
 * of the call). Only lowercase words and underscores are written; anything else is a mistake here.
 */
export function writtenWord(word: string): Placeholder {
  if (!/^[a-z_]+$/.test(word)) throw new Error(`not a word to write into a statement: ${word}`);
  return sql.raw(`'${word}'`) as unknown as Placeholder;
}
