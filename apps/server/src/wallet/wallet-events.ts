/**
 * Wallet changes as events. applyBalanceChanges raises a PostgreSQL notification in its transaction, which
 * PostgreSQL delivers only once the outermost transaction commits (and never for one rolled back), to every
 * server process listening: each then pushes the new balances to its own sockets of that user.
 */
import type { WalletBalances } from '@cardroom/protocol';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import type { Balances } from './currencies.js';

export const WALLET_CHANNEL = 'wallet_changed';
const RETRY_MS = 2000;

/** Inside the change's transaction: the listeners hear of `userId` after the commit. */
export async function announceWalletChange(tx: Db, userId: string): Promise<void> {
  await tx.execute(sql`select pg_notify(${WALLET_CHANNEL}, ${userId})`);
}

/** The userData wallet fields of a balances row. */
export function walletBalances(balances: Balances): WalletBalances {
  return {
    cash_balance: balances.cash_balance,
    bonus_cash: balances.bonus_cash,
    credits: balances.credits,
    tokens: balances.tokens,
    coins: balances.coins,
    gems: balances.gems,
    gold: balances.gold,
    tickets: {
      bronze: balances.ticket_bronze,
      silver: balances.ticket_silver,
      gold: balances.ticket_gold,
      vip: balances.ticket_vip,
    },
  };
}

interface PgPoolLike {
  connect(): Promise<PgClientLike>;
}
interface PgClientLike {
  query(text: string): Promise<unknown>;
  on(event: 'notification', listener: (message: { channel: string; payload?: string }) => void): void;
  on(event: 'error', listener: (error: Error) => void): void;
  release(destroy?: boolean): void;
}
interface PgliteLike {
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
}

/**
 * Calls `onChange(userId)` after each committed wallet change, on PostgreSQL (one dedicated connection,
 * re-opened if it drops) or PGlite. Resolves with what stops listening.
 */
export async function listenWalletChanges(
  db: Db,
  onChange: (userId: string) => void,
  onError: (error: unknown) => void,
): Promise<() => Promise<void>> {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client && typeof (client as PgliteLike).listen === 'function') {
    return (client as PgliteLike).listen(WALLET_CHANNEL, onChange);
  }
  if (!client || typeof (client as PgPoolLike).connect !== 'function') return async () => {};
  const pool = client as PgPoolLike;
  let closed = false;
  let current: { connection: PgClientLike; release(): void } | undefined;
  let retry: NodeJS.Timeout | undefined;
  const open = async (): Promise<void> => {
    try {
      const connection = await pool.connect();
      // The dedicated connection is destroyed, not pooled, when given up, and only once: a connection that
      // was closed may still report its end (the server dropped it), which must not release it again.
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        connection.release(true);
      };
      if (closed) {
        release();
        return;
      }
      current = { connection, release };
      connection.on('notification', (message) => {
        if (message.channel === WALLET_CHANNEL && message.payload) onChange(message.payload);
      });
      connection.on('error', (error) => {
        if (released) return;
        onError(error);
        if (current?.connection === connection) current = undefined;
        release();
        if (!closed) retry = setTimeout(() => void open(), RETRY_MS);
      });
      await connection.query(`LISTEN ${WALLET_CHANNEL}`);
    } catch (error) {
      onError(error);
      current?.release();
      current = undefined;
      if (!closed) retry = setTimeout(() => void open(), RETRY_MS);
    }
  };
  await open();
  return async () => {
    closed = true;
    clearTimeout(retry);
    const listening = current;
    current = undefined;
    if (!listening) return;
    await listening.connection.query(`UNLISTEN ${WALLET_CHANNEL}`).catch(() => undefined);
    listening.release();
  };
}
