import { ERROR_MESSAGES } from '@cardroom/protocol';
import { describe, expect, it } from 'vitest';
import { store as storeEn } from '../../i18n/en/store.js';
import { en } from '../../i18n/en.js';
import { store as storeEs } from '../../i18n/es/store.js';
import { es } from '../../i18n/es.js';
import { ES_ERRORS } from '../../i18n/es-errors.js';

/** Every key path of a texts object, with the {{placeholders}} its text uses. */
function keyPaths(texts: object, prefix = ''): string[] {
  return Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [`${prefix}${key} ${[...value.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).join(',')}`]
      : keyPaths(value as object, `${prefix}${key}.`),
  );
}

describe('store texts', () => {
  it('are complete in Spanish: the same keys and placeholders as English', () => {
    expect(keyPaths(storeEs).sort()).toEqual(keyPaths(storeEn).sort());
  });

  it('are not shadowed by another area of the assembled texts', () => {
    expect(en.store).toBe(storeEn.store);
    expect(es.store).toBe(storeEs.store);
  });

  it("quote spec §8's payment texts, as the server words them in either language", () => {
    expect(storeEn.store.pay.failed).toBe(ERROR_MESSAGES.PAYMENT_ERROR);
    expect(storeEn.store.pay.pending).toBe(ERROR_MESSAGES.PAYMENT_PENDING);
    expect(storeEs.store.pay.failed).toBe(ES_ERRORS.PAYMENT_ERROR);
    expect(storeEs.store.pay.pending).toBe(ES_ERRORS.PAYMENT_PENDING);
  });
});
