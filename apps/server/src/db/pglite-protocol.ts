/** Messages between the server thread and the embedded database's worker (pglite-thread.ts, pglite-worker.ts). */

export interface SerializedDatabaseError {
  message: string;
  code?: string;
  constraint?: string;
  detail?: string;
  table?: string;
  column?: string;
  schema?: string;
  severity?: string;
}

export type PgliteRequest =
  | {
      kind: 'query';
      id: number;
      sql: string;
      params: unknown[];
      rowMode: 'object' | 'array';
      /** Type OIDs returned as PostgreSQL's text (drizzle's parsers for dates and intervals). */
      rawTypes: number[];
      transactionId?: number;
    }
  | { kind: 'exec'; id: number; sql: string; transactionId?: number }
  | { kind: 'begin'; id: number; transactionId: number }
  | { kind: 'end'; id: number; transactionId: number; commit: boolean }
  | { kind: 'listen'; id: number; listenerId: number; channel: string }
  | { kind: 'unlisten'; id: number; listenerId: number }
  | { kind: 'close'; id: number };

export type PgliteReply =
  | { kind: 'ready' }
  | { kind: 'failed'; error: SerializedDatabaseError }
  | { kind: 'result'; id: number; result: unknown }
  | { kind: 'error'; id: number; error: SerializedDatabaseError }
  | { kind: 'notification'; listenerId: number; payload: string };
