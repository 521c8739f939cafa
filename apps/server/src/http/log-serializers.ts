import { DrizzleQueryError } from 'drizzle-orm/errors';

/**
 * Log serializers that keep personal data out of the log. Drizzle and the PostgreSQL drivers attach the
 * SQL text and its parameters to their errors (an insert's parameters hold the email and the password
 * hash), and pg's `detail` repeats the offending value ("Key (email)=(…) already exists"); only the
 * error's class, SQLSTATE, message and schema names are kept. Request URLs are logged without their query
 * string, which may carry one-time tokens.
 */

/** Properties of driver errors that may hold request values; never logged. */
const VALUE_BEARING = new Set(['query', 'params', 'parameters', 'detail', 'where', 'internalQuery', 'hint']);
/** Scalar properties worth keeping: they name things, never hold a value. */
const SAFE_FIELDS = ['code', 'severity', 'constraint', 'table', 'column', 'schema', 'routine', 'statusCode'];

function safeMessage(error: Error): string {
  // Drizzle's message is "Failed query: <sql>\nparams: <values>".
  return error instanceof DrizzleQueryError ? 'Failed query' : error.message;
}

/** The stack's frames only: its first line repeats the message, which may be unsafe. */
function framesOf(error: Error): string | undefined {
  const frames = error.stack?.split('\n').filter((line) => /^\s+at /.test(line));
  return frames?.length ? `${error.name}: ${safeMessage(error)}\n${frames.join('\n')}` : undefined;
}

export interface SerializedError {
  type: string;
  message: string;
  stack: string;
  [field: string]: unknown;
}

export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: 'non-error value thrown', stack: '' };
  const record = error as unknown as Record<string, unknown>;
  const serialized: SerializedError = {
    type: error.constructor?.name ?? 'Error',
    message: safeMessage(error),
    stack: framesOf(error) ?? '',
  };
  for (const field of SAFE_FIELDS) {
    const value = record[field];
    if (!VALUE_BEARING.has(field) && (typeof value === 'string' || typeof value === 'number')) {
      serialized[field] = value;
    }
  }
  if (error.cause !== undefined && depth < 4) serialized.cause = serializeError(error.cause, depth + 1);
  return serialized;
}

interface LoggedRequest {
  method?: string;
  url?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

export function serializeRequest(request: LoggedRequest): Record<string, unknown> {
  return {
    method: request.method,
    url: request.url?.split('?')[0],
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

export const logSerializers = { err: serializeError, error: serializeError, req: serializeRequest };
