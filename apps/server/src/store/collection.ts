/**
 * The collection (issue 14, decision 0021): skins bought with gems, one drawn per slot, and upgrades levelled
 * with gold. A purchase is one wallet operation keyed by user, item and level, under the buyer's balance lock,
 * so a double tap or two racing requests buy a level once. Upgrades never act in ranked, prize or cash play:
 * each effect checks that where it applies (see solitaire/hint.ts for sharper hints).
 */
import type { ActiveUpgrade, CollectionItem, SeatSkins } from '@cardroom/protocol';
import type { Db } from '../db/client.js';
import { AppError } from '../http/errors.js';
import { lockBalanceRow } from '../wallet/repository.js';
import { applyBalanceChanges } from '../wallet/wallet.js';
import { type CollectionEntry, findCollectionEntry, storeCatalogue } from './catalogue.js';
import {
  activateInSlot,
  type CollectionRow,
  findCollectionRow,
  listCollectionRows,
  setCollectionLevel,
} from './collection-repository.js';

function itemOf(entry: CollectionEntry, row: CollectionRow | undefined): CollectionItem {
  const level = row?.level ?? 0;
  const next = entry.costs[level];
  return {
    upgrade_id: entry.upgrade_id,
    name: entry.name,
    category: entry.category,
    slot: entry.slot,
    level,
    maxLevel: entry.costs.length,
    owned: level > 0,
    active: entry.category === 'skin' ? (row?.active ?? false) : level > 0,
    nextCost: next ? { currency: next.currency, amount: next.amount } : null,
  };
}

export async function collectionOf(db: Db, userId: string): Promise<CollectionItem[]> {
  const rows = new Map((await listCollectionRows(db, userId)).map((row) => [row.upgradeId, row]));
  return storeCatalogue().collection.map((entry) => itemOf(entry, rows.get(entry.upgrade_id)));
}

export async function activeUpgradesOf(db: Db, userId: string): Promise<ActiveUpgrade[]> {
  return (await collectionOf(db, userId))
    .filter((item) => item.active)
    .map(({ upgrade_id, name, category, level }) => ({ upgrade_id, name, category, level, expiresAt: null }));
}

/** The level of an upgrade the user owns (0: none). */
export async function upgradeLevelOf(db: Db, userId: string, upgradeId: string): Promise<number> {
  return (await findCollectionRow(db, userId, upgradeId))?.level ?? 0;
}

function slotIdsOf(entry: CollectionEntry): string[] {
  return storeCatalogue()
    .collection.filter((other) => other.slot === entry.slot)
    .map((other) => other.upgrade_id);
}

/** Buys an item's next level, paying its cost; a skin bought is put on at once. */
export async function upgradeCollection(
  db: Db,
  userId: string,
  upgradeId: string,
): Promise<CollectionItem[]> {
  const entry = findCollectionEntry(upgradeId);
  if (!entry) throw new AppError('UPGRADE_NOT_FOUND');
  await db.transaction(async (tx) => {
    await lockBalanceRow(tx, userId);
    const level = (await findCollectionRow(tx, userId, upgradeId))?.level ?? 0;
    const cost = entry.costs[level];
    if (!cost) throw new AppError('UPGRADE_MAXED');
    await applyBalanceChanges(tx, {
      userId,
      changes: [{ currency: cost.currency, delta: -cost.amount }],
      reason: 'collection-purchase',
      idempotencyKey: `collection:${userId}:${upgradeId}:${level + 1}`,
    });
    await setCollectionLevel(tx, userId, upgradeId, level + 1);
    if (entry.category === 'skin') await activateInSlot(tx, userId, upgradeId, slotIdsOf(entry));
  });
  return collectionOf(db, userId);
}

/** Makes an owned skin the one drawn in its slot, or (`wear` false) takes it off for the standard look. */
export async function activateCollection(
  db: Db,
  userId: string,
  upgradeId: string,
  wear = true,
): Promise<CollectionItem[]> {
  const entry = findCollectionEntry(upgradeId);
  if (entry?.category !== 'skin') throw new AppError('UPGRADE_NOT_FOUND');
  await db.transaction(async (tx) => {
    if (!(await findCollectionRow(tx, userId, upgradeId))) throw new AppError('UPGRADE_NOT_OWNED');
    // Taking it off leaves the slot with nothing worn: the standard look.
    await activateInSlot(tx, userId, wear ? upgradeId : '', slotIdsOf(entry));
  });
  return collectionOf(db, userId);
}

/** The skins a person wears now, slot by slot, for a seat they take (null: the standard look throughout). */
export async function wornSkinsOf(db: Db, userId: string): Promise<SeatSkins | null> {
  const worn: SeatSkins = { card_back: null, felt: null, tile: null, frame: null };
  let any = false;
  for (const item of await collectionOf(db, userId)) {
    if (item.slot && item.active) {
      worn[item.slot] = item.upgrade_id;
      any = true;
    }
  }
  return any ? worn : null;
}
