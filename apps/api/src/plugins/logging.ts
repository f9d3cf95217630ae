import type { FastifyBaseLogger, FastifyRequest } from 'fastify';

/** Where log lines go instead of stdout (tests capture them): any pino destination. */
export type LogStream = { write(line: string): void };

/**
 * Logs hold no phone, code, token or SQL parameter (architecture: security model):
 * - credentials in headers are redacted wherever a headers object is logged;
 * - a request is logged by its path only: query strings carry phones (`?phone=`);
 * - errors are logged by type, code and message; database errors lose their SQL text and parameters.
 */
export function loggerOptions(level: string, stream?: LogStream) {
  const secretHeaders = ['authorization', 'cookie', 'x-booking-token', 'set-cookie'];
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: secretHeaders.flatMap((h) => [`req.headers["${h}"]`, `res.headers["${h}"]`, `headers["${h}"]`]),
      censor: '[redacted]',
    },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: request.url.split('?')[0],
        host: request.host,
        remoteAddress: request.ip,
      }),
      err: safeError,
      error: safeError,
    },
  };
}

type LoggedError = { type: string; message: string; stack: string; [field: string]: unknown };

/** A 4xx: the caller's mistake (no login, bad input), not the server's. */
function isClientError(err: unknown): boolean {
  const status = (err as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
}

/**
 * A failure caught where it is answered: a client's error at info (the error level is for what an
 * operator must look at), anything else at error with its stack.
 */
export function logFailure(log: FastifyBaseLogger, err: unknown, msg: string) {
  if (isClientError(err)) log.info({ err }, msg);
  else log.error({ err }, msg);
}

/**
 * An error as it may be logged. pino's standard serializer copies every enumerable field, and database
 * errors carry the values: drizzle's "Failed query: <sql> params: <values>" message, `params` /
 * `parameters`, `detail` ("Key (phone)=(09…) already exists"), and PostgreSQL quotes input in messages
 * (`invalid input syntax for type integer: "…"`). Only what identifies the failure is kept, and a
 * client's error (4xx) goes with an empty stack: where it was thrown tells nobody anything.
 */
export function safeError(err: unknown, depth = 0): LoggedError {
  if (!(err instanceof Error)) return { type: typeof err, message: '(not an Error: not logged)', stack: '' };
  const e = err as Error & Record<string, unknown>;
  const isQueryError = e.name === 'DrizzleQueryError' || e.message.startsWith('Failed query:');
  const isDatabaseError = typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code) && 'severity' in e;
  const message = isQueryError ? 'Failed query (SQL and parameters not logged)' : isDatabaseError ? e.message.replace(/"[^"]*"/g, '"…"') : e.message;
  // The stack's first line repeats the raw message: keep only the frames.
  const stack = (e.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
  const out: LoggedError = { type: e.name, message, stack: isClientError(e) ? '' : stack };
  if (e.code !== undefined) out.code = e.code;
  if (e.statusCode !== undefined) out.statusCode = e.statusCode;
  if (isDatabaseError) {
    // postgres.js and PGlite name these differently.
    out.constraint = e.constraint_name ?? e.constraint;
    out.table = e.table_name ?? e.table;
    out.column = e.column_name ?? e.column;
  }
  if (e.cause !== undefined && depth < 3) out.cause = safeError(e.cause, depth + 1);
  return out;
}
