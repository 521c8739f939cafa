/**
 * The worker side of pglite-thread.ts: owns the embedded database and answers the server thread's requests.
 * PGlite runs PostgreSQL as WebAssembly on the thread that calls it, so here its statements no longer stop
 * the server's HTTP and socket work (decision 0017).
 */

import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { PgliteReply, PgliteRequest, SerializedDatabaseError } from './pglite-protocol.js';

type Runner = Pick<Transaction, 'query' | 'exec'>;

/** A transaction held open for the server thread: its statements, then commit or rollback. */
interface OpenTransaction {
  runner: Runner;
  finish(commit: boolean): void;
  done: Promise<void>;
}

const identity = (value: string) => value;

function serializeError(error: unknown): SerializedDatabaseError {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: SerializedDatabaseError = { message: error.message };
  // The fields errors.ts and the HTTP layer read (SQLSTATE, constraint, detail…); structured clone keeps
  // only an Error's message.
  for (const key of ['code', 'constraint', 'detail', 'table', 'column', 'schema', 'severity'] as const) {
    const value = (error as unknown as Record<string, unknown>)[key];
    if (typeof value === 'string') fields[key] = value;
  }
  return fields;
}

async function serve(port: NonNullable<typeof parentPort>, dataDir: string | null) {
  const client = new PGlite(dataDir ?? undefined);
  await client.waitReady;
  const transactions = new Map<number, OpenTransaction>();
  const listeners = new Map<number, () => Promise<void>>();
  const reply = (message: PgliteReply) => port.postMessage(message);

  const runnerOf = (transactionId: number | undefined): Runner => {
    if (transactionId === undefined) return client;
    const open = transactions.get(transactionId);
    if (!open) throw new Error(`transaction ${transactionId} is not open`);
    return open.runner;
  };

  const handle = async (request: PgliteRequest): Promise<unknown> => {
    switch (request.kind) {
      case 'query': {
        const parsers = Object.fromEntries(request.rawTypes.map((oid) => [oid, identity]));
        const result = await runnerOf(request.transactionId).query(request.sql, request.params, {
          rowMode: request.rowMode,
          parsers,
        });
        return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows };
      }
      case 'exec':
        return (await runnerOf(request.transactionId).exec(request.sql)).map((result) => ({
          rows: result.rows,
          fields: result.fields,
          affectedRows: result.affectedRows,
        }));
      case 'begin':
        return new Promise<null>((begun, failed) => {
          let finish: (commit: boolean) => void = () => {};
          const decided = new Promise<boolean>((resolve) => {
            finish = resolve;
          });
          const run = client.transaction(async (tx) => {
            transactions.set(request.transactionId, { runner: tx, finish, done });
            begun(null);
            if (!(await decided)) await tx.rollback();
          });
          const done = run.finally(() => transactions.delete(request.transactionId));
          // A failure before the transaction began answers 'begin'; one after it answers 'end'.
          done.catch(failed);
        });
      case 'end': {
        const open = transactions.get(request.transactionId);
        if (!open) throw new Error(`transaction ${request.transactionId} is not open`);
        open.finish(request.commit);
        await open.done;
        return null;
      }
      case 'listen': {
        const stop = await client.listen(request.channel, (payload) =>
          reply({ kind: 'notification', listenerId: request.listenerId, payload }),
        );
        listeners.set(request.listenerId, stop);
        return null;
      }
      case 'unlisten': {
        await listeners.get(request.listenerId)?.();
        listeners.delete(request.listenerId);
        return null;
      }
      case 'close':
        await client.close();
        return null;
    }
  };

  port.on('message', (request: PgliteRequest) => {
    handle(request).then(
      (result) => reply({ kind: 'result', id: request.id, result }),
      (error: unknown) => reply({ kind: 'error', id: request.id, error: serializeError(error) }),
    );
  });
  reply({ kind: 'ready' });
}

if (parentPort) {
  const port = parentPort;
  serve(port, (workerData as { dataDir: string | null }).dataDir).catch((error: unknown) =>
    port.postMessage({ kind: 'failed', error: serializeError(error) } satisfies PgliteReply),
  );
}
