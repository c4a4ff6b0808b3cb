import { Worker } from 'node:worker_threads';
import { messages, type ParserOptions, type Results, type RowMode } from '@electric-sql/pglite';
import type { Answers, QueryRequest, Reply, Request, Row, SentError, WorkerData } from './pglite-protocol.js';

/** What drizzle's PGlite driver asks of a query: the row shape, and parsers for the types it reads itself. */
export interface RemoteQueryOptions {
  rowMode?: RowMode;
  parsers?: ParserOptions;
}

export interface RemoteTransaction {
  query<T>(sql: string, params?: unknown[], options?: RemoteQueryOptions): Promise<Results<T>>;
}

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
  query: QueryRequest | undefined;
}

/**
 * A worker thread opening PGlite (pglite-worker.ts), for `PgliteRemote.open`: on disk in `dataDir`,
 * or in memory from a `dump` (moved to the worker, not copied), or empty.
 */
export function pgliteWorker(data: WorkerData): Worker {
  const options = { workerData: data, transferList: data.dump ? [data.dump] : [] };
  // Bundled, the worker is pglite-worker.js beside the bundle (build.mjs). From source (tests run the
  // TypeScript), it is pglite-worker.ts, which Node cannot load by itself: tsx compiles it.
  const fromSource = import.meta.url.endsWith('.ts');
  const script = new URL(fromSource ? './pglite-worker.ts' : './pglite-worker.js', import.meta.url);
  if (!fromSource) return new Worker(script, options);
  const boot = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then((tsx) => { tsx.register(); return import(${JSON.stringify(script.href)}); })`;
  return new Worker(boot, { ...options, eval: true });
}

/**
 * PGlite in a worker thread, offering the part of PGlite's client that drizzle's driver and
 * migrator use: `query` and `transaction`. PGlite is one connection: while a transaction is open,
 * other queries wait for it to end, held back by PGlite's own lock in the worker, and the
 * transaction's queries (savepoints included) go through.
 */
export class PgliteRemote {
  readonly #worker: Worker;
  readonly #pending = new Map<number, Pending>();
  #lastId = 0;
  /** Set once closing starts or the worker is lost: why calls now fail. */
  #stopped: Error | undefined;
  #closed: Promise<void> | undefined;
  #onLost: ((error: Error) => void) | undefined;

  private constructor(worker: Worker) {
    this.#worker = worker;
    worker.on('message', (reply: Reply) => this.#settle(reply));
    let crash: unknown;
    worker.on('error', (error) => {
      crash = error;
    });
    worker.on('exit', (code) => {
      if (this.#closed) return this.#rejectAll(this.#stopped ?? new Error('PGlite is closed'));
      const lost = new Error(`the PGlite worker stopped unexpectedly (exit code ${code})`, { cause: crash });
      this.#stopped = lost;
      this.#rejectAll(lost);
      this.#onLost?.(lost);
    });
  }

  /**
   * The client of PGlite in `worker` (from `pgliteWorker`), once PGlite is open there. `onLost` hears
   * of a worker that stopped without being closed, after every waiting call failed.
   */
  static async open(worker: Worker, onLost: (error: Error) => void): Promise<PgliteRemote> {
    const remote = new PgliteRemote(worker);
    // Id 0 is the worker's answer to its start.
    await new Promise((resolve, reject) => remote.#pending.set(0, { resolve, reject, query: undefined }));
    remote.#onLost = onLost;
    return remote;
  }

  query<T>(sql: string, params?: unknown[], options?: RemoteQueryOptions): Promise<Results<T>> {
    return this.#query(sql, params, options, undefined);
  }

  /** Runs `callback` in a transaction: committed when it returns, rolled back when it throws. */
  async transaction<T>(callback: (tx: RemoteTransaction) => Promise<T>): Promise<T> {
    const id = await this.#call({ op: 'begin' });
    let open = true;
    const tx: RemoteTransaction = {
      query: (sql, params, options) =>
        open ? this.#query(sql, params, options, id) : Promise.reject(new Error('Transaction is closed')),
    };
    try {
      const result = await callback(tx);
      open = false;
      await this.#call({ op: 'end', tx: id, commit: true });
      return result;
    } catch (error) {
      if (open) {
        open = false;
        await this.#call({ op: 'end', tx: id, commit: false });
      }
      throw error;
    }
  }

  /** The whole database as a tarball, as PGlite's `dumpDataDir('none')`. */
  async dump(): Promise<Blob> {
    return new Blob([await this.#call({ op: 'dump' })]);
  }

  /** Closes PGlite, once the calls before have been answered, and ends the worker. */
  close(): Promise<void> {
    this.#closed ??= this.#close();
    return this.#closed;
  }

  async #close() {
    if (this.#stopped) return;
    const exited = new Promise((resolve) => this.#worker.once('exit', resolve));
    const closing = this.#call({ op: 'close' });
    this.#stopped = new Error('PGlite is closed');
    await closing;
    await exited;
  }

  async #query<T>(
    sql: string,
    params: unknown[] | undefined,
    options: RemoteQueryOptions | undefined,
    tx: number | undefined,
  ): Promise<Results<T>> {
    const parsers = options?.parsers ?? {};
    const raw = Object.keys(parsers).map(Number);
    const result = await this.#call({ op: 'query', sql, params, rowMode: options?.rowMode, raw, tx });
    if (raw.length > 0) parse(result, parsers, options?.rowMode);
    return result as Results<T>;
  }

  #call<R extends Request>(request: R): Promise<Answers[R['op']]> {
    if (this.#stopped) return Promise.reject(this.#stopped);
    const id = ++this.#lastId;
    const sent: Request = request;
    const query = sent.op === 'query' ? sent : undefined;
    return new Promise((resolve, reject) => {
      // `resolve` takes what the worker answers to this op (Answers), which the message cannot say.
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject, query });
      try {
        this.#worker.postMessage({ ...request, id });
      } catch (error) {
        // A parameter that cannot be cloned, such as a function.
        this.#pending.delete(id);
        reject(error);
      }
    });
  }

  #settle(reply: Reply) {
    const pending = this.#pending.get(reply.id);
    if (!pending) return;
    this.#pending.delete(reply.id);
    if (reply.ok) pending.resolve(reply.value);
    else pending.reject(rebuilt(reply.error, pending.query));
  }

  #rejectAll(error: Error) {
    for (const pending of this.#pending.values()) pending.reject(error);
    this.#pending.clear();
  }
}

/**
 * The caller's parsers, applied here because functions cannot cross to the worker, which left
 * these types' values as text. As in PGlite, a parser is never given null.
 */
function parse({ rows, fields }: Results<Row>, parsers: ParserOptions, rowMode: RowMode | undefined) {
  fields.forEach(({ name, dataTypeID }, i) => {
    const parser = parsers[dataTypeID];
    // In object mode a later column of the same name wins, as in PGlite: parse only that one.
    if (!parser || (rowMode !== 'array' && fields.findLastIndex((f) => f.name === name) !== i)) return;
    const key = rowMode === 'array' ? i : name;
    // A row is an array in array mode and an object otherwise: either is indexed by `key`.
    for (const row of rows as Record<string | number, unknown>[]) {
      const value = row[key];
      if (value !== null && value !== undefined) row[key] = parser(value as string);
    }
  });
}

/**
 * The worker's error as the server's code expects it: a PostgreSQL error is pg-protocol's
 * DatabaseError with its fields (`code` decides a unique violation), and a query's error carries
 * the statement and its parameters, as PGlite's own does.
 */
function rebuilt(error: SentError, query: QueryRequest | undefined): Error {
  const built = error.database
    ? new messages.DatabaseError(error.message, Number(error.fields.length), 'error')
    : new Error(error.message);
  Object.assign(built, error.fields);
  if (query) Object.assign(built, { query: query.sql, params: query.params });
  return built;
}
