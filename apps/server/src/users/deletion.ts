/**
 * Erasing an account, as the privacy policy promises ("When you delete your account we remove your
 * profile"): POST /auth/delete and the idle-guest sweep both come here.
 *
 * The user row is deleted, not marked: its foreign keys cascade sessions, identities, tokens, notifications,
 * feedback, statistics and game results (so leaderboards drop the player), and set the ledger's user id to
 * null, so the money trail stays, anonymised. users.deleted_at is therefore never set; nothing reads it.
 * What the foreign keys cannot do is done here, in the same transaction: the account leaves any live table
 * and open prize pool it still holds (POST /auth/delete leaves them before, but a join in flight may have
 * landed since: its seat would stay a ghost, its ticket vanish with the cascade), the balances are forfeited through
 * the ledger (kind `account-forfeit`) so every coin stays accounted for, their seats at past tables show
 * "Deleted player" with no avatar, their chat messages and the copies of mail to their address are deleted.
 * Uploaded files go after the commit (a file system is not transactional) and are then no longer served.
 */
import type { AppContext } from '../context.js';
import type { Db } from '../db/client.js';
import { isDeadlock } from '../db/errors.js';
import { leaveLiveTablesInTx } from '../games/leaving.js';
import { refundEntry } from '../games/prize-pools.js';
import { deleteOutboxMailTo } from '../mail/outbox-repository.js';
import { createUploadStore } from '../uploads/store.js';
import { CURRENCIES } from '../wallet/currencies.js';
import { lockBalanceRow } from '../wallet/repository.js';
import { applyBalanceChanges } from '../wallet/wallet.js';
import { ownUploadName } from './avatars.js';
import {
  deleteChatMessagesOf,
  deleteUserRow,
  feedbackAttachmentsOf,
  isUploadUsedByOthers,
  lockEnteredPoolEntries,
  lockUserToErase,
  renameSeatsOf,
} from './deletion-repository.js';

/** The name a deleted person's seats show at the tables they sat at. */
export const DELETED_PLAYER_NAME = 'Deleted player';

export interface EraseOptions {
  /** Erase only if the account is still a guest idle since this moment (checked under the row lock). */
  idleGuestSince?: Date;
}

/** Zeroes every balance through one `account-forfeit` ledger operation; the row lock holds until commit. */
async function forfeitBalances(tx: Db, userId: string): Promise<void> {
  const wallet = await lockBalanceRow(tx, userId);
  if (!wallet) return;
  const changes = CURRENCIES.filter((currency) => Number(wallet[currency]) !== 0).map((currency) => ({
    currency,
    delta: -Number(wallet[currency]),
  }));
  if (changes.length === 0) return;
  await applyBalanceChanges(tx, {
    userId,
    changes,
    reason: 'account-forfeit',
    idempotencyKey: `account-forfeit:${userId}`,
  });
}

/** Refunds the tickets of prize pools the user entered that have not started (before the forfeit). */
async function leaveOpenPools(tx: Db, userId: string): Promise<void> {
  const open = await lockEnteredPoolEntries(tx, userId);
  for (const { entry, pool } of open) if (pool.status === 'open') await refundEntry(tx, pool, entry);
}

/** Deletes the stored copies of mail sent to an address (the outbox used when no SMTP server is set). */
export async function purgeMailTo(db: Db, email: string): Promise<void> {
  await deleteOutboxMailTo(db, email);
}

/**
 * The uploads this user's avatar and feedback name that nobody else's avatar or feedback names. Files
 * stored before owners were recorded can only be found this way; the store deletes them only if they
 * still have no recorded owner.
 */
async function unsharedUploadNames(
  tx: Db,
  config: AppContext['config'],
  user: { id: string; avatar: string | null },
): Promise<string[]> {
  const attachments = await feedbackAttachmentsOf(tx, user.id);
  const names = new Set(
    [user.avatar, ...attachments].flatMap((url) => {
      const name = ownUploadName(config, url);
      return name ? [name] : [];
    }),
  );
  const unshared: string[] = [];
  for (const name of names) {
    // Names are hex with a fixed extension, so they are safe inside a LIKE pattern.
    if (!(await isUploadUsedByOthers(tx, user.id, `%/uploads/${name}`))) unshared.push(name);
  }
  return unshared;
}

/**
 * Erases the account and what the privacy text promises with it. Returns false when there was nothing to
 * erase: the account is gone already, or (for the sweep) it is no longer an idle guest.
 */
export async function eraseAccount(
  ctx: AppContext,
  userId: string,
  options: EraseOptions = {},
): Promise<boolean> {
  let erased: Awaited<ReturnType<typeof eraseInTx>> = null;
  for (let attempt = 1; ; attempt++) {
    try {
      erased = await eraseInTx(ctx, userId, options);
      break;
    } catch (error) {
      // A deadlock between the erase and a join or settlement of the same user: one of them is retried.
      if (!isDeadlock(error) || attempt >= 3) throw error;
    }
  }
  if (!erased) return false;
  if (erased.tablesLeft.length > 0)
    await ctx.lifecycle.emit('tablesLeftOnErase', { userId, gameIds: erased.tablesLeft });
  await createUploadStore(ctx.config, ctx.logger)
    .removeOwned(userId, erased.uploads)
    .catch((error: unknown) => ctx.logger.error({ err: error, userId }, 'deleting uploaded files failed'));
  return true;
}

/** The erase itself, in one transaction; returns what to do after commit (null: nothing was erased). */
async function eraseInTx(
  ctx: AppContext,
  userId: string,
  options: EraseOptions,
): Promise<{ uploads: string[]; tablesLeft: string[] } | null> {
  return ctx.db.transaction(async (tx) => {
    // The row lock makes the idle check and the delete one step: a guest who sits down meanwhile waits,
    // and a seat or pool entry insert (which locks the referenced row) either committed before it, and is
    // undone below, or fails on the deleted row after it.
    const user = await lockUserToErase(tx, userId, options.idleGuestSince);
    if (!user) return null;
    const tablesLeft = await leaveLiveTablesInTx(ctx.config, tx, userId);
    await leaveOpenPools(tx, userId);
    await forfeitBalances(tx, userId);
    const uploads = await unsharedUploadNames(tx, ctx.config, user);
    await renameSeatsOf(tx, userId, DELETED_PLAYER_NAME);
    await deleteChatMessagesOf(tx, userId);
    if (user.email) await purgeMailTo(tx, user.email);
    await deleteUserRow(tx, userId);
    return { uploads, tablesLeft };
  });
}
