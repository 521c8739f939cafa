/**
 * The embedded database on a thread of its own (decision 0017). PGlite executes PostgreSQL as WebAssembly on
 * the thread that calls it; in the server's thread every statement (and a snapshot's few milliseconds) held
 * up HTTP and sockets. This client has the part of PGlite's interface drizzle's pglite driver and the wallet
 * listener use (query, exec, transaction, listen, close), and sends each call to pglite-worker.ts.
 */
import { Worker } from 'node:worker_threads';
import type { PgliteReply, PgliteRequest, SerializedDatabaseError } from './pglite-protocol.js';

type RequestBody<R = PgliteRequest> = R extends PgliteRequest ? Omit<R, 'id'> : never;

interface QueryOptions {
  rowMode?: 'object' | 'array';
  /** Only identity parsers are supported (drizzle's, which keep dates and intervals as text). */
  parsers?: Record<number, unknown>;
}

interface Results {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

interface Runner {
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results>;
  exec(sql: string): Promise<Results[]>;
}

export interface PgliteThreadClient extends Runner {
  transaction<T>(run: (tx: Runner & { rollback(): Promise<void> }) => Promise<T>): Promise<T>;
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** An error as PGlite raised it in the worker: SQLSTATE `code`, `constraint`… as errors.ts reads them. */
export class PgliteThreadError extends Error {
  constructor(fields: SerializedDatabaseError) {
    super(fields.message);
    this.name = 'DatabaseError';
    Object.assign(this, fields);
  }
}

/** The worker runs TypeScript through tsx's loader, under `npm start` and Vitest alike. */
function startWorker(dataDir: string | null): Worker {
  const url = new URL('./pglite-worker.ts', import.meta.url).href;
  return new Worker(
    `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(url)}); })`,
    { eval: true, workerData: { dataDir } },
  );
}

export async function openPgliteThread(dataDir: string | null): Promise<PgliteThreadClient> {
  const worker = startWorker(dataDir);
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  const listeners = new Map<number, (payload: string) => void>();
  let nextId = 1;
  let broken: Error | null = null;

  const failAll = (error: Error) => {
    broken ??= error;
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };
  await new Promise<void>((ready, failed) => {
    worker.on('message', (message: PgliteReply) => {
      if (message.kind === 'ready') ready();
      else if (message.kind === 'failed') failed(new PgliteThreadError(message.error));
      else if (message.kind === 'notification') listeners.get(message.listenerId)?.(message.payload);
      else {
        const waiting = pending.get(message.id);
        pending.delete(message.id);
        if (message.kind === 'result') waiting?.resolve(message.result);
        else waiting?.reject(new PgliteThreadError(message.error));
      }
    });
    worker.on('error', (error) => {
      failed(error);
      failAll(error);
    });
    worker.on('exit', (code) => {
      const error = new Error(`the database thread exited (code ${code})`);
      failed(error);
      failAll(error);
    });
  });

  const send = <T>(body: RequestBody): Promise<T> => {
    if (broken) return Promise.reject(broken);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...body, id } as PgliteRequest);
    });
  };

  const runner = (transactionId?: number): Runner => ({
    query: (sql, params = [], options = {}) =>
      send<Results>({
        kind: 'query',
        sql,
        params,
        rowMode: options.rowMode ?? 'object',
        rawTypes: Object.keys(options.parsers ?? {}).map(Number),
        transactionId,
      }),
    exec: (sql) => send<Results[]>({ kind: 'exec', sql, transactionId }),
  });

  let nextTransactionId = 1;
  let nextListenerId = 1;
  return {
    ...runner(),
    async transaction(run) {
      const transactionId = nextTransactionId++;
      await send({ kind: 'begin', transactionId });
      let rolledBack = false;
      const tx = {
        ...runner(transactionId),
        async rollback() {
          rolledBack = true;
        },
      };
      let result: Awaited<ReturnType<typeof run>>;
      try {
        result = await run(tx);
      } catch (error) {
        await send({ kind: 'end', transactionId, commit: false });
        throw error;
      }
      await send({ kind: 'end', transactionId, commit: !rolledBack });
      return result;
    },
    async listen(channel, callback) {
      const listenerId = nextListenerId++;
      listeners.set(listenerId, callback);
      await send({ kind: 'listen', listenerId, channel });
      return async () => {
        listeners.delete(listenerId);
        await send({ kind: 'unlisten', listenerId });
      };
    },
    async close() {
      if (!broken) await send({ kind: 'close' });
      broken = new Error('the database thread is closed');
      await worker.terminate();
    },
  };
}
