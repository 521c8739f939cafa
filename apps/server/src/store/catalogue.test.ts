import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CURRENCIES } from '@cardroom/protocol';
import { describe, expect, it } from 'vitest';
import { LEDGER_KINDS, ledgerClassOf } from '../wallet/ledger-kinds.js';
import { findProduct, parseCatalogue, storeCatalogue } from './catalogue.js';

/** The shipped file as plain JSON, to build broken variants from. */
function shippedJson(): Record<string, unknown> & {
  currencies: Record<string, { purpose: string; earn: string[]; spend: string[] }>;
  products: Record<string, unknown>[];
} {
  return JSON.parse(readFileSync(join(import.meta.dirname, 'catalogue.json'), 'utf8'));
}

describe('the shipped catalogue', () => {
  const catalogue = storeCatalogue();

  it('parses, and is read once', () => {
    expect(catalogue.version).toBe(1);
    expect(catalogue.products.length).toBeGreaterThan(0);
    expect(storeCatalogue()).toBe(catalogue);
  });

  it('sells only currencies of CURRENCIES, each product id once, at a positive price and amount', () => {
    const ids = catalogue.products.map((product) => product.product_id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const product of catalogue.products) {
      expect(CURRENCIES, product.product_id).toContain(product.currency);
      expect(product.price_cents, product.product_id).toBeGreaterThan(0);
      expect(product.amount, product.product_id).toBeGreaterThan(0);
      expect(findProduct(product.product_id)).toEqual(product);
    }
    expect(findProduct('no-such-product')).toBeUndefined();
  });

  it('has an entry for every currency of CURRENCIES and none other', () => {
    expect(Object.keys(catalogue.currencies).sort()).toEqual([...CURRENCIES].sort());
    for (const currency of CURRENCIES) {
      expect(catalogue.currencies[currency]?.purpose, currency).toBeTruthy();
    }
  });

  it('brings a currency in only by sources and transfers, and takes it out only by sinks and transfers', () => {
    const wrong: string[] = [];
    for (const [currency, entry] of Object.entries(catalogue.currencies)) {
      for (const kind of entry.earn) {
        if (!['source', 'transfer'].includes(ledgerClassOf(kind) ?? '')) {
          wrong.push(`${currency} earns by ${kind} (${ledgerClassOf(kind)})`);
        }
      }
      for (const kind of entry.spend) {
        if (!['sink', 'transfer'].includes(ledgerClassOf(kind) ?? '')) {
          wrong.push(`${currency} spends by ${kind} (${ledgerClassOf(kind)})`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('credits every product in a currency whose earn list names purchase', () => {
    for (const product of catalogue.products) {
      expect(catalogue.currencies[product.currency]?.earn, product.product_id).toContain('purchase');
    }
  });
});

describe('parseCatalogue', () => {
  it('accepts the shipped JSON as it is', () => {
    expect(parseCatalogue(shippedJson())).toEqual(storeCatalogue());
  });

  it('refuses a product id listed twice', () => {
    const json = shippedJson();
    const first = json.products[0];
    json.products.push({ ...first, amount: 1 });
    expect(() => parseCatalogue(json)).toThrow(/listed twice/);
  });

  it('refuses a ledger kind the ledger does not know, in earn or in spend', () => {
    for (const list of ['earn', 'spend'] as const) {
      const json = shippedJson();
      json.currencies.coins?.[list].push('free-money');
      expect(() => parseCatalogue(json), list).toThrow(/not a ledger kind/);
    }
    // An inherited property name is not a kind either.
    const json = shippedJson();
    json.currencies.coins?.earn.push('toString');
    expect(Object.hasOwn(LEDGER_KINDS, 'toString')).toBe(false);
    expect(() => parseCatalogue(json)).toThrow(/not a ledger kind/);
  });

  it('refuses a catalogue that leaves a currency out', () => {
    const json = shippedJson();
    delete json.currencies.ticket_vip;
    expect(() => parseCatalogue(json)).toThrow();
  });

  it('refuses a currency that is not one of CURRENCIES, in the entries or on a product', () => {
    const entries = shippedJson();
    entries.currencies.diamonds = { purpose: 'x', earn: [], spend: [] };
    expect(() => parseCatalogue(entries)).toThrow();
    const product = shippedJson();
    product.products[0] = { ...product.products[0], currency: 'diamonds' };
    expect(() => parseCatalogue(product)).toThrow();
  });

  it('refuses a product without a currency', () => {
    const json = shippedJson();
    const { currency: _currency, ...rest } = json.products[0] ?? {};
    json.products[0] = rest;
    expect(() => parseCatalogue(json)).toThrow();
  });

  it('refuses a negative, zero or fractional price, and a non-positive amount', () => {
    for (const change of [
      { price_cents: -99 },
      { price_cents: 0 },
      { price_cents: 9.5 },
      { amount: -1 },
      { amount: 0 },
    ]) {
      const json = shippedJson();
      json.products[0] = { ...json.products[0], ...change };
      expect(() => parseCatalogue(json), JSON.stringify(change)).toThrow();
    }
  });

  it('refuses a field it does not know, on a product, a currency entry or the catalogue', () => {
    const onProduct = shippedJson();
    onProduct.products[0] = { ...onProduct.products[0], discount: 10 };
    expect(() => parseCatalogue(onProduct)).toThrow();
    const onEntry = shippedJson();
    onEntry.currencies.coins = { purpose: 'x', earn: [], spend: [], cap: 5 } as never;
    expect(() => parseCatalogue(onEntry)).toThrow();
    const onCatalogue = shippedJson();
    onCatalogue.sale = true;
    expect(() => parseCatalogue(onCatalogue)).toThrow();
  });

  it('refuses another version, no products, or an unknown product kind', () => {
    const version = shippedJson();
    version.version = 2;
    expect(() => parseCatalogue(version)).toThrow();
    const empty = shippedJson();
    empty.products = [];
    expect(() => parseCatalogue(empty)).toThrow();
    const kind = shippedJson();
    kind.products[0] = { ...kind.products[0], kind: 'skins' };
    expect(() => parseCatalogue(kind)).toThrow();
  });
});
