import type { Results, RowMode } from '@electric-sql/pglite';

/**
 * The messages between the server's thread and the PGlite worker (pglite-worker.ts). Everything in
 * them survives structured cloning: no functions, so the query's parsers stay on the server's side.
 */

/** What the worker opens: a data folder on disk, or an in-memory database started from a dump. */
export interface WorkerData {
  dataDir?: string;
  dump?: ArrayBuffer;
}

export interface QueryRequest {
  op: 'query';
  sql: string;
  params: unknown[] | undefined;
  rowMode: RowMode | undefined;
  /** Types the caller parses itself: the worker leaves their values as PostgreSQL's text. */
  raw: number[];
  /** The transaction the query belongs to; none waits for any open transaction to end. */
  tx: number | undefined;
}

export type Request =
  | QueryRequest
  | { op: 'begin' }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'dump' }
  | { op: 'close' };

/** A row as PGlite gives it: an array in array mode, else an object. */
export type Row = unknown[] | Record<string, unknown>;

/** What each request is answered with. */
export interface Answers {
  query: Results<Row>;
  begin: number;
  end: undefined;
  dump: ArrayBuffer;
  close: undefined;
}

/** An error thrown in the worker, as its message and its own plain fields (PostgreSQL's `code`, `constraint`, ...). */
export interface SentError {
  message: string;
  /** A PostgreSQL error (pg-protocol's DatabaseError), rebuilt as one on the server's side. */
  database: boolean;
  fields: Record<string, string | number | boolean>;
}

/** Id 0 answers the start: PGlite opened, or why not. */
export type Reply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: SentError };

export type Sent = Request & { id: number };
