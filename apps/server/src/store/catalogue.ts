/**
 * The economy as data (decision 0021): catalogue.json says what each currency is for, which ledger kinds bring
 * it in and take it out, and what money buys. Read and checked once at start: a product or a kind the code does
 * not know stops the server rather than selling something the ledger cannot name.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  COLLECTION_CATEGORIES,
  CURRENCIES,
  type Exchange,
  exchangeSchema,
  type PowerUp,
  type Product,
  powerUpSchema,
  productSchema,
  SKIN_SLOTS,
} from '@cardroom/protocol';
import { z } from 'zod';
import { LEDGER_KINDS, type LedgerKind } from '../wallet/ledger-kinds.js';

const ledgerKindSchema = z
  .string()
  .refine((kind): kind is LedgerKind => Object.hasOwn(LEDGER_KINDS, kind), 'not a ledger kind');

const currencyEntrySchema = z.strictObject({
  purpose: z.string().min(1),
  earn: z.array(ledgerKindSchema),
  spend: z.array(ledgerKindSchema),
});

/** A skin (one level, drawn in its slot) or an upgrade (`costs[i]` buys level i + 1). */
const collectionEntrySchema = z
  .strictObject({
    upgrade_id: z.string().regex(/^[a-z0-9-]{1,40}$/),
    name: z.string().min(1),
    category: z.enum(COLLECTION_CATEGORIES),
    slot: z.enum(SKIN_SLOTS).nullable(),
    costs: z
      .array(z.strictObject({ currency: z.enum(CURRENCIES), amount: z.number().int().positive() }))
      .min(1),
  })
  .refine(
    (entry) => (entry.category === 'skin') === (entry.slot !== null),
    'a skin has a slot, nothing else does',
  )
  .refine((entry) => entry.category !== 'skin' || entry.costs.length === 1, 'a skin has one level');
export type CollectionEntry = z.infer<typeof collectionEntrySchema>;

export const catalogueSchema = z
  .strictObject({
    version: z.literal(1),
    /** Every currency, each with its purpose and the kinds that bring it in and take it out. */
    currencies: z.record(z.enum(CURRENCIES), currencyEntrySchema),
    products: z.array(productSchema.strict()).min(1),
    collection: z.array(collectionEntrySchema),
    /** What play itself brings: gold for every game won; tokens and a bronze ticket for every tier completed. */
    rewards: z.strictObject({
      gold_per_win: z.number().int().min(0),
      tokens_per_progression_tier: z.number().int().min(0),
      bronze_tickets_per_progression_tier: z.number().int().min(0),
    }),
    exchanges: z.array(
      exchangeSchema
        .strict()
        .refine(
          (exchange) => exchange.pay.amount > 0 && exchange.get.amount > 0,
          'an exchange pays and gets something',
        )
        .refine(
          (exchange) => exchange.pay.currency !== exchange.get.currency,
          'an exchange changes currency',
        ),
    ),
    /** The month's login-streak calendar: the reward of the 1st, 2nd … 31st claim of a month (spec §4). */
    daily_rewards: z
      .array(z.strictObject({ currency: z.enum(CURRENCIES), amount: z.number().int().positive() }))
      .length(31),
    /** Power-ups: packs priced in a currency of the game, spent at free-play tables only. */
    power_ups: z.array(
      powerUpSchema
        .strict()
        .refine(
          (powerUp) => powerUp.games.length > 0 && powerUp.packs.length > 0,
          'a power-up is sold for a game',
        )
        .refine((powerUp) => powerUp.packs.every((pack) => pack.price.amount > 0), 'a pack has a price'),
    ),
  })
  .superRefine((catalogue, context) => {
    const ids = new Set<string>();
    for (const product of catalogue.products) {
      if (ids.has(product.product_id)) {
        context.addIssue({ code: 'custom', message: `product ${product.product_id} is listed twice` });
      }
      ids.add(product.product_id);
    }
    const items = new Set<string>();
    for (const entry of catalogue.collection) {
      if (items.has(entry.upgrade_id)) {
        context.addIssue({ code: 'custom', message: `collection item ${entry.upgrade_id} is listed twice` });
      }
      items.add(entry.upgrade_id);
    }
    const packs = new Set<string>();
    for (const pack of catalogue.power_ups.flatMap((powerUp) => powerUp.packs)) {
      if (packs.has(pack.pack_id)) {
        context.addIssue({ code: 'custom', message: `power-up pack ${pack.pack_id} is listed twice` });
      }
      packs.add(pack.pack_id);
    }
  });

export type Catalogue = z.infer<typeof catalogueSchema>;

const CATALOGUE_FILE = join(import.meta.dirname, 'catalogue.json');

export function parseCatalogue(json: unknown): Catalogue {
  return catalogueSchema.parse(json);
}

let loaded: Catalogue | undefined;

/** The catalogue file, read and checked on first use. */
export function storeCatalogue(): Catalogue {
  loaded ??= parseCatalogue(JSON.parse(readFileSync(CATALOGUE_FILE, 'utf8')));
  return loaded;
}

export function findProduct(productId: string): Product | undefined {
  return storeCatalogue().products.find((product) => product.product_id === productId);
}

export function findCollectionEntry(upgradeId: string): CollectionEntry | undefined {
  return storeCatalogue().collection.find((entry) => entry.upgrade_id === upgradeId);
}

export function findPowerUp(powerUpId: string): PowerUp | undefined {
  return storeCatalogue().power_ups.find((powerUp) => powerUp.power_up_id === powerUpId);
}

/** A pack on sale and the power-up it holds. */
export function findPowerUpPack(
  packId: string,
): { powerUp: PowerUp; count: number; price: PowerUp['packs'][number]['price'] } | undefined {
  for (const powerUp of storeCatalogue().power_ups) {
    const pack = powerUp.packs.find((candidate) => candidate.pack_id === packId);
    if (pack) return { powerUp, count: pack.count, price: pack.price };
  }
  return undefined;
}

export function findExchange(exchangeId: string): Exchange | undefined {
  return storeCatalogue().exchanges.find((exchange) => exchange.exchange_id === exchangeId);
}
