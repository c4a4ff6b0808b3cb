// The server's PGlite, on a thread of its own: PGlite runs PostgreSQL in WebAssembly on the thread
// that calls it, so on the server's thread every query stopped the handling of requests, and a
// second core sat idle. The server's side is pglite-remote.ts; the messages are in pglite-protocol.ts;
// pglite-statements.ts keeps the statements planned.
import { parentPort, workerData } from 'node:worker_threads';
import { messages, PGlite, type Transaction } from '@electric-sql/pglite';
import type { Answers, QueryRequest, Reply, Request, Sent, SentError, WorkerData } from './pglite-protocol.js';
import { PreparedStatements } from './pglite-statements.js';

if (!parentPort) throw new Error('pglite-worker runs as a worker thread');
const port = parentPort;
const { dataDir, dump } = workerData as WorkerData;

/** Transactions held open until the server's thread ends them; PGlite's lock holds other queries back meanwhile. */
const held = new Map<number, { tx: Transaction; end(commit: boolean): Promise<void> }>();
let lastTransaction = 0;

function begin(pg: PGlite): Promise<number> {
  const id = ++lastTransaction;
  return new Promise((begun, failed) => {
    const finished = pg.transaction(async (tx) => {
      const commit = await new Promise<boolean>((end) => {
        held.set(id, {
          tx,
          end(commit) {
            held.delete(id);
            end(commit);
            return finished;
          },
        });
        begun(id);
      });
      // PGlite commits when this returns, unless the transaction was rolled back here.
      if (!commit) await tx.rollback();
    });
    // Before `begun`, this is BEGIN failing; after it, the end's outcome, which `end` returns.
    finished.catch(failed);
  });
}

async function query(statements: PreparedStatements, request: QueryRequest) {
  const { sql, params, tx, rowMode, raw } = request;
  const open = tx === undefined ? undefined : held.get(tx);
  if (tx !== undefined && !open) throw new Error('Transaction is closed');
  return statements.query(sql, params ?? [], { rowMode, raw }, open?.tx);
}

async function answer(pg: PGlite, statements: PreparedStatements, request: Request): Promise<Answers[Request['op']]> {
  switch (request.op) {
    case 'query':
      return query(statements, request);
    case 'begin':
      return begin(pg);
    case 'end': {
      const open = held.get(request.tx);
      if (!open) throw new Error('Transaction is closed');
      await open.end(request.commit);
      return undefined;
    }
    case 'dump':
      return (await pg.dumpDataDir('none')).arrayBuffer();
    case 'close':
      await pg.close();
      return undefined;
  }
}

/** The error with its plain fields: PostgreSQL's (code, constraint, detail, ...) and the statement. */
function sent(error: unknown): SentError {
  if (!(error instanceof Error)) return { message: String(error), database: false, fields: {} };
  const fields: SentError['fields'] = {};
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') fields[key] = value;
  }
  return { message: error.message, database: error instanceof messages.DatabaseError, fields };
}

function reply(message: Reply) {
  // The dump's bytes are moved, not copied.
  port.postMessage(message, message.ok && message.value instanceof ArrayBuffer ? [message.value] : []);
}

try {
  const pg = await (dataDir ? PGlite.create(dataDir) : PGlite.create(dump ? { loadDataDir: new Blob([dump]) } : {}));
  const statements = new PreparedStatements(pg);
  port.on('message', (request: Sent) => {
    answer(pg, statements, request)
      .then((value) => reply({ id: request.id, ok: true, value }))
      // A value that cannot be cloned fails like the query did.
      .catch((error: unknown) => reply({ id: request.id, ok: false, error: sent(error) }))
      .finally(() => {
        if (request.op === 'close') port.close();
      });
  });
  reply({ id: 0, ok: true, value: undefined });
} catch (error) {
  reply({ id: 0, ok: false, error: sent(error) });
  port.close();
}
