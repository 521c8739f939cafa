/**
 * Embedded PGlite on a worker thread of its own, behind the part of PGlite's client that drizzle and the
 * server use (`query`, `exec`, `transaction`, `listen`). PGlite runs each statement synchronously in
 * WebAssembly: on the server's thread, a queue of statements ran back to back inside one turn of the event
 * loop, and sockets and HTTP waited behind it (decision 0025). Here the statements run on the second core and
 * the server's thread only sends and receives data. PGlite's own locks still order the calls as they arrive,
 * so transactions behave as in-process: one at a time, others waiting for it.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Results, Transaction } from '@electric-sql/pglite';
import {
  deserializeError,
  type HostReply,
  type HostRequest,
  type ThreadOptions,
} from './pglite-thread-protocol.js';

type Request = HostRequest extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never;

interface QueryOptions {
  rowMode?: 'array' | 'object';
  parsers?: Record<number, unknown>;
}

export interface PgliteThread {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
  transaction<T>(run: (tx: Transaction) => Promise<T>): Promise<T>;
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** drizzle passes the same parsers object with every query: its type list is read once. */
const rawTextTypeLists = new WeakMap<object, number[]>();
function rawTextTypesOf(parsers: Record<number, unknown>): number[] {
  let types = rawTextTypeLists.get(parsers);
  if (!types) {
    types = Object.keys(parsers).map(Number);
    rawTextTypeLists.set(parsers, types);
  }
  return types;
}

/** The worker's entry: TypeScript through tsx's loader when the server runs from source, as it does here. */
function workerSource(): string {
  const host = new URL(
    `./pglite-thread-host${import.meta.url.endsWith('.ts') ? '.ts' : '.js'}`,
    import.meta.url,
  );
  if (!host.pathname.endsWith('.ts')) return `import(${JSON.stringify(host.href)});`;
  // tsx's ESM entry by its package's exports map (require.resolve would give the CommonJS one, which cannot register).
  const tsxPackage = createRequire(import.meta.url).resolve('tsx/package.json');
  const exports = JSON.parse(readFileSync(tsxPackage, 'utf8')).exports['./esm/api'].import.default as string;
  const tsx = pathToFileURL(join(dirname(tsxPackage), exports)).href;
  return `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(host.href)}); });`;
}

/**
 * Opens PGlite in `dataDir` (in memory when null) on its own thread; resolves once it is ready. `onStopped` hears
 * of a thread that ended before close() (a crash of the database): every call fails from then on.
 */
export async function openPgliteThread(
  dataDir: string | null,
  onStopped: (error: Error) => void = () => {},
): Promise<PgliteThread> {
  const options: ThreadOptions = { dataDir };
  const worker = new Worker(workerSource(), { eval: true, workerData: options });
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  const listeners = new Map<string, Set<(payload: string) => void>>();
  let nextId = 1;
  let stopped: Error | undefined;
  let closing = false;

  // The thread keeps the process alive only while a call is outstanding, as in-process PGlite would.
  const holdProcess = () => (pending.size > 0 ? worker.ref() : worker.unref());

  const ready = new Promise<void>((resolve, reject) => {
    worker.on('message', (reply: HostReply) => {
      if ('ready' in reply) {
        if (reply.ready) resolve();
        else reject(deserializeError(reply.error));
        return;
      }
      if ('notify' in reply) {
        for (const callback of listeners.get(reply.notify) ?? []) callback(reply.payload);
        return;
      }
      const call = pending.get(reply.id);
      if (!call) return;
      pending.delete(reply.id);
      holdProcess();
      if (reply.ok) call.resolve(reply.value);
      else call.reject(deserializeError(reply.error));
    });
    const stop = (error: Error) => {
      if (!stopped && !closing) onStopped(error);
      stopped ??= error;
      reject(error);
      for (const call of pending.values()) call.reject(error);
      pending.clear();
    };
    worker.on('error', stop);
    worker.on('exit', (code) => stop(new Error(`the database thread stopped (exit code ${code})`)));
  });

  const call = (request: Request): Promise<unknown> => {
    if (stopped) return Promise.reject(stopped);
    const id = nextId++;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      holdProcess();
      worker.postMessage({ ...request, id } as HostRequest);
    });
  };

  const query = <T>(sql: string, params?: unknown[], options?: QueryOptions, tx?: number) =>
    call({
      op: 'query',
      sql,
      params,
      rowMode: options?.rowMode,
      rawTextTypes: options?.parsers ? rawTextTypesOf(options.parsers) : undefined,
      tx,
    }) as Promise<Results<T>>;
  const exec = (sql: string, tx?: number) => call({ op: 'exec', sql, tx }) as Promise<Results[]>;

  try {
    await ready;
  } catch (error) {
    closing = true;
    await worker.terminate();
    throw error;
  }
  holdProcess();

  return {
    query: (sql, params, options) => query(sql, params, options),
    exec: (sql) => exec(sql),
    async transaction(run) {
      const id = (await call({ op: 'begin' })) as number;
      const tx = {
        query: (sql: string, params?: unknown[], options?: QueryOptions) => query(sql, params, options, id),
        exec: (sql: string) => exec(sql, id),
      } as unknown as Transaction;
      let result: Awaited<ReturnType<typeof run>>;
      try {
        result = await run(tx);
      } catch (error) {
        await call({ op: 'end', tx: id, commit: false }).catch(() => undefined);
        throw error;
      }
      await call({ op: 'end', tx: id, commit: true });
      return result;
    },
    async listen(channel, callback) {
      let callbacks = listeners.get(channel);
      if (!callbacks) {
        callbacks = new Set();
        listeners.set(channel, callbacks);
        await call({ op: 'listen', channel });
      }
      callbacks.add(callback);
      return async () => {
        callbacks.delete(callback);
        if (callbacks.size > 0 || listeners.get(channel) !== callbacks) return;
        listeners.delete(channel);
        await call({ op: 'unlisten', channel });
      };
    },
    async close() {
      closing = true;
      try {
        if (!stopped) await call({ op: 'close' });
      } finally {
        await worker.terminate();
      }
    },
  };
}
