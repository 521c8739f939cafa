/**
 * The worker side of pglite-thread.ts: owns the embedded PGlite and answers the server thread's calls, in the
 * order they arrive (PGlite's own locks order them as they did in-process). Only data crosses the thread
 * boundary; see pglite-thread.ts for why the database runs here.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { HostReply, HostRequest, ThreadOptions } from './pglite-thread-protocol.js';
import { serializeError } from './pglite-thread-protocol.js';

const port = parentPort;
if (!port) throw new Error('pglite-thread-host runs only as a worker thread');

/** Thrown inside a transaction's callback to make PGlite roll it back. */
const rolledBack = Symbol('rolled back');

interface OpenTransaction {
  tx: Transaction;
  finish(commit: boolean): void;
  done: Promise<unknown>;
}

const options = workerData as ThreadOptions;
const pg = new PGlite(options.dataDir ?? undefined);
const open = new Map<number, OpenTransaction>();
const unlisteners = new Map<string, () => Promise<void>>();
let nextTransaction = 1;

const post = (reply: HostReply) => port.postMessage(reply);

/** drizzle's parsers keep dates, intervals and numeric arrays as PostgreSQL's text: the same here, built once. */
const rawTextParserSets = new Map<string, Record<number, (value: string) => string>>();
function rawTextParsers(types: number[] | undefined) {
  if (!types?.length) return undefined;
  const key = types.join(',');
  let parsers = rawTextParserSets.get(key);
  if (!parsers) {
    parsers = Object.fromEntries(types.map((type) => [type, (value: string) => value]));
    rawTextParserSets.set(key, parsers);
  }
  return parsers;
}

function beginTransaction(): Promise<number> {
  return new Promise((resolve, reject) => {
    const id = nextTransaction++;
    let finish!: (commit: boolean) => void;
    const decided = new Promise<boolean>((settle) => {
      finish = settle;
    });
    let started = false;
    const done = pg.transaction(async (tx) => {
      started = true;
      open.set(id, { tx, finish, done });
      resolve(id);
      if (!(await decided)) throw rolledBack;
    });
    done.catch((error: unknown) => {
      if (!started) reject(error);
    });
  });
}

async function endTransaction(id: number, commit: boolean): Promise<void> {
  const transaction = open.get(id);
  if (!transaction) throw new Error(`transaction ${id} is not open`);
  open.delete(id);
  transaction.finish(commit);
  try {
    await transaction.done;
  } catch (error) {
    if (error !== rolledBack) throw error;
  }
}

function target(tx: number | undefined): PGlite | Transaction {
  if (tx === undefined) return pg;
  const transaction = open.get(tx);
  if (!transaction) throw new Error(`transaction ${tx} is not open`);
  return transaction.tx;
}

async function answer(request: HostRequest): Promise<unknown> {
  switch (request.op) {
    case 'query':
      return target(request.tx).query(request.sql, request.params, {
        rowMode: request.rowMode,
        parsers: rawTextParsers(request.rawTextTypes),
      });
    case 'exec':
      return target(request.tx).exec(request.sql);
    case 'begin':
      return beginTransaction();
    case 'end':
      return endTransaction(request.tx, request.commit);
    case 'listen': {
      if (!unlisteners.has(request.channel)) {
        const channel = request.channel;
        unlisteners.set(channel, await pg.listen(channel, (payload) => post({ notify: channel, payload })));
      }
      return undefined;
    }
    case 'unlisten': {
      const unlisten = unlisteners.get(request.channel);
      unlisteners.delete(request.channel);
      await unlisten?.();
      return undefined;
    }
    case 'close':
      await pg.close();
      return undefined;
  }
}

port.on('message', (request: HostRequest) => {
  answer(request).then(
    (value) => post({ id: request.id, ok: true, value }),
    (error: unknown) => post({ id: request.id, ok: false, error: serializeError(error) }),
  );
});

pg.waitReady.then(
  () => post({ ready: true }),
  (error: unknown) => post({ ready: false, error: serializeError(error) }),
);
