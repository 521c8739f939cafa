import { describe, expect, it } from 'vitest';
import { collection as collectionEn } from '../../i18n/en/collection.js';
import { collection as collectionEs } from '../../i18n/es/collection.js';
import { es } from '../../i18n/es.js';
import { i18n, loadLanguage } from '../../i18n/index.js';
import './texts.js';

/** Every key path of a texts object, with the {{placeholders}} its text uses. */
function keyPaths(texts: object, prefix = ''): string[] {
  return Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [`${prefix}${key} ${[...value.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).join(',')}`]
      : keyPaths(value as object, `${prefix}${key}.`),
  );
}

describe('collection texts', () => {
  it('are complete in Spanish: the same keys and placeholders as English', () => {
    expect(keyPaths(collectionEs).sort()).toEqual(keyPaths(collectionEn).sort());
  });

  it("join i18next in both languages once the collection's chunk is loaded", async () => {
    await loadLanguage('es');
    expect(es.collection).toBe(collectionEs.collection);
    expect(i18n.getFixedT('en')('collection.slots.card_back')).toBe('Card backs');
    expect(i18n.getFixedT('es')('collection.slots.card_back')).toBe('Reversos de carta');
  });
});
