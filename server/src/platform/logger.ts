import type { FastifyServerOptions } from 'fastify';

/** What the log writes instead of a secret. */
export const REDACTED = '[redacted]';

/** Keys (compared without case) whose values never reach the log, at whatever depth they sit. */
const SECRET_KEYS = new Set(
  [
    'password',
    'oldPassword',
    'newPassword',
    'retypePassword',
    'passwordHash',
    'password_hash',
    'hash',
    'idHash',
    'token',
    'tmpSecretKey',
    'sessionToken',
    'cookie',
    'set-cookie',
    'authorization',
    // Bound values of a failed query (a new account's argon2 hash, a session hash), should an error
    // reach the log other than as an Error through the `err` serializer below.
    'params',
  ].map((key) => key.toLowerCase()),
);

/**
 * Where secrets would sit in what the serializers write (pino redacts after serializing, and the walk
 * below runs before). Fastify's request serializer writes no headers today; one that does still hides
 * these. Errors need no paths: their serializer copies only safe fields.
 */
const REDACT_PATHS = ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'];

const isPlain = (value: unknown): value is Record<string, unknown> => {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null || Array.isArray(value);
};

const MAX_DEPTH = 10;

/**
 * Replaces the value of every secret key at any depth, copying only the branches it changes. This is
 * pino's `formatters.log`, run on what the code passes before the serializers; pino's own wildcard
 * paths match one level each, and listing every key at every depth cost about 150 µs a line.
 * Only plain objects and arrays are walked: errors, requests and replies go through serializers.
 */
export function scrubSecrets(value: unknown, depth = 0): unknown {
  if (!isPlain(value) || depth > MAX_DEPTH) return value;
  let copy: Record<string, unknown> | undefined;
  for (const [key, child] of Object.entries(value)) {
    const next = SECRET_KEYS.has(key.toLowerCase()) ? REDACTED : scrubSecrets(child, depth + 1);
    if (next !== child) {
      copy ??= (Array.isArray(value) ? [...value] : { ...value }) as Record<string, unknown>;
      copy[key] = next;
    }
  }
  return copy ?? value;
}

/** An error as the log shows it: never the bound parameters, the row's values or the driver's extras. */
// A type, not an interface: Fastify's serializer type wants an index signature, which only types get implicitly.
export type LoggedError = {
  type: string;
  message: string;
  code?: string;
  /** The SQL text of a failed query, with placeholders ($1, $2) where the values were. */
  statement?: string;
  /** Where it was thrown: the frames only, since the first lines repeat the message. */
  stack: string;
  cause?: LoggedError;
};

const MAX_CAUSES = 5;

/**
 * The `err` serializer. A failed query's error (drizzle's DrizzleQueryError, the PGlite and pg errors
 * under it) carries its parameters in `params`, in `message` ("Failed query: ... params: ...") and
 * in `detail` ("Failing row contains (...)"), so each error is rebuilt from what is safe instead of
 * copied: its type, its message (for a query error, the statement apart), its code, the statement.
 */
export function loggedError(value: unknown, parentStatement?: string, depth = 0): LoggedError {
  if (!(value instanceof Error)) {
    // Not an Error: its shape is unknown, so only a plain string passes.
    return { type: typeof value, message: typeof value === 'string' ? value : '', stack: '' };
  }
  const fields = value as Error & { code?: unknown; query?: unknown };
  const statement = typeof fields.query === 'string' ? fields.query : undefined;
  const logged: LoggedError = {
    type: value.constructor?.name ?? 'Error',
    // drizzle's message repeats the statement and then the parameters; the statement has its own field.
    message: statement && value.message.startsWith('Failed query:') ? 'Failed query' : value.message,
    stack: (value.stack ?? '')
      .split('\n')
      .filter((line) => /^\s+at /.test(line))
      .join('\n'),
  };
  if (typeof fields.code === 'string' || typeof fields.code === 'number') logged.code = String(fields.code);
  // The driver's error under drizzle's repeats the statement; it is written once.
  if (statement && statement !== parentStatement) logged.statement = statement;
  if (value.cause instanceof Error && depth < MAX_CAUSES) {
    logged.cause = loggedError(value.cause, statement ?? parentStatement, depth + 1);
  }
  return logged;
}

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/** The server's pino options: the level, secrets redacted everywhere, errors logged without their data. */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    formatters: { log: (object) => scrubSecrets(object) as Record<string, unknown> },
    serializers: { err: (value) => loggedError(value), error: (value) => loggedError(value) },
  };
}
