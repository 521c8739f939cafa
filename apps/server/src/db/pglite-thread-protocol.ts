/** The messages between pglite-thread.ts (the server's thread) and pglite-thread-host.ts (the database's). */

export interface ThreadOptions {
  dataDir: string | null;
}

export type HostRequest = { id: number } & (
  | {
      op: 'query';
      sql: string;
      params?: unknown[];
      rowMode?: 'array' | 'object';
      /** Type OIDs whose values stay PostgreSQL's text (drizzle's parsers); functions cannot cross threads. */
      rawTextTypes?: number[];
      tx?: number;
    }
  | { op: 'exec'; sql: string; tx?: number }
  | { op: 'begin' }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'listen'; channel: string }
  | { op: 'unlisten'; channel: string }
  | { op: 'close' }
);

export type HostReply =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: SerializedError }
  | { notify: string; payload: string }
  | { ready: true }
  | { ready: false; error: SerializedError };

/** An error's name, message, stack and plain fields (SQLSTATE `code`, `constraint`, `detail`…). */
export interface SerializedError {
  name: string;
  message: string;
  stack?: string;
  fields: Record<string, string | number | boolean>;
}

export function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields: SerializedError['fields'] = {};
  for (const [key, value] of Object.entries(error)) {
    // PGlite also attaches the query's options (functions) and parameters: only plain fields cross.
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      fields[key] = value;
  }
  return { name: error.name, message: error.message, stack: error.stack, fields };
}

export function deserializeError(serialized: SerializedError): Error {
  const error = Object.assign(new Error(serialized.message), serialized.fields);
  error.name = serialized.name;
  if (serialized.stack) error.stack = `${serialized.stack}\n    at (database thread)`;
  return error;
}
