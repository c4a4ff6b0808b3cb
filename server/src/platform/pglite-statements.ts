import { type PGlite, parse, protocol, type Results, type RowMode, type Transaction } from '@electric-sql/pglite';
import type { Row } from './pglite-protocol.js';

/** Statements worth keeping planned: the ones PostgreSQL plans. Others (DDL, SAVEPOINT, SET) run as they come. */
const PLANNED = /^\s*\(*\s*(select|insert|update|delete|with|values)\b/i;
/** Enough for every shape of query the server sends; the least recently used beyond it are closed. */
const KEPT = 500;

const { serialize } = protocol;
const keepText = (value: string) => value;
const keeping = (types: number[]) => Object.fromEntries(types.map((type) => [type, keepText]));

/** How the caller wants the rows: as arrays or objects, and which types' values left as PostgreSQL's text. */
export interface Shape {
  rowMode: RowMode | undefined;
  raw: number[];
}

function joined(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/**
 * PGlite's `query` parses and plans its statement on every call, which for the list page took two
 * thirds of the query's time; PostgreSQL's driver keeps the statements drizzle prepares. These are
 * named statements, parsed once per text and then bound and executed in one round into PGlite, as
 * a driver that prepares its statements does.
 */
export class PreparedStatements {
  readonly #pg: PGlite;
  readonly #kept = new Map<string, { name: string; types: number[] }>();
  #lastName = 0;
  /** Close messages of statements let go, sent before the next statement. */
  #closing: Uint8Array[] = [];
  /**
   * PGlite's parsers with the caller's types left as text, by those types. PGlite merges the two
   * for every query it is given parsers for, copying its 318 parsers each time.
   */
  readonly #parsers = new Map<string, PGlite['parsers']>();

  constructor(pg: PGlite) {
    this.#pg = pg;
  }

  /** Runs a query as PGlite's `query` does, or `tx.query` when the query belongs to the transaction `tx`. */
  query(sql: string, params: unknown[], shape: Shape, tx: Transaction | undefined): Promise<Results<Row>> {
    if (!PLANNED.test(sql))
      return (tx ?? this.#pg).query<Row>(sql, params, { rowMode: shape.rowMode, parsers: keeping(shape.raw) });
    // The locks PGlite's `query` takes: a transaction's query waits only for the one before it.
    const run = () => this.#pg._runExclusiveQuery(() => this.#run(sql, params, shape, tx !== undefined));
    return tx ? run() : this.#pg._runExclusiveTransaction(run);
  }

  async #run(sql: string, params: unknown[], shape: Shape, inTransaction: boolean): Promise<Results<Row>> {
    try {
      return await this.#execute(sql, params, shape, inTransaction);
    } catch (error) {
      // The statement's plan no longer fits a changed schema (0A000), or the statement is gone
      // (26000): it is parsed again, at once unless in a transaction, where the error has aborted it.
      const code = (error as { code?: unknown }).code;
      if ((code !== '0A000' && code !== '26000') || !this.#kept.has(sql)) throw error;
      this.#forget(sql);
      if (inTransaction) throw error;
      return this.#execute(sql, params, shape, inTransaction);
    }
  }

  async #execute(sql: string, params: unknown[], shape: Shape, inTransaction: boolean) {
    const statement = this.#kept.get(sql) ?? (await this.#prepare(sql));
    // Most recently used last, so the first is the one to let go.
    this.#kept.delete(sql);
    this.#kept.set(sql, statement);
    const values = params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const serializer = this.#pg.serializers[statement.types[i] ?? 0];
      return serializer ? serializer(param) : String(param);
    });
    const replies = await this.#pg.execProtocolStream(
      joined([
        ...this.#closing.splice(0),
        serialize.bind({ statement: statement.name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    if (!inTransaction) await this.#pg.syncToFs();
    return parse.parseResults(replies, this.#parsersKeeping(shape.raw), { rowMode: shape.rowMode })[0] as Results<Row>;
  }

  #parsersKeeping(raw: number[]): PGlite['parsers'] {
    const key = raw.join();
    let parsers = this.#parsers.get(key);
    if (!parsers) {
      parsers = { ...this.#pg.parsers, ...keeping(raw) };
      this.#parsers.set(key, parsers);
    }
    return parsers;
  }

  async #prepare(sql: string) {
    const name = `pglite_worker_${++this.#lastName}`;
    const replies = await this.#pg.execProtocolStream(
      joined([serialize.parse({ name, text: sql }), serialize.describe({ type: 'S', name }), serialize.sync()]),
      { syncToFs: false },
    );
    const statement = { name, types: parse.parseDescribeStatementResults(replies) };
    if (this.#kept.size >= KEPT) {
      const [oldest] = this.#kept.keys();
      if (oldest !== undefined) this.#forget(oldest);
    }
    return statement;
  }

  #forget(sql: string) {
    const statement = this.#kept.get(sql);
    if (!statement) return;
    this.#kept.delete(sql);
    this.#closing.push(serialize.close({ type: 'S', name: statement.name }));
  }
}
