import { describe, expect, it } from 'vitest';
import { prizePools as poolsEn } from '../../i18n/en/prize-pools.js';
import { en } from '../../i18n/en.js';
import { prizePools as poolsEs } from '../../i18n/es/prize-pools.js';
import { es } from '../../i18n/es.js';

/** Every key path of a texts object, with the {{placeholders}} its text uses. */
function keyPaths(texts: object, prefix = ''): string[] {
  return Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [`${prefix}${key} ${[...value.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).join(',')}`]
      : keyPaths(value as object, `${prefix}${key}.`),
  );
}

describe('prize pools texts', () => {
  it('are complete in Spanish: the same keys and placeholders as English', () => {
    expect(keyPaths(poolsEs).sort()).toEqual(keyPaths(poolsEn).sort());
  });

  it('stay off the first load in English and ship with the Spanish chunk', () => {
    expect('prizePools' in en).toBe(false);
    expect(es.prizePools).toBe(poolsEs.prizePools);
  });
});
