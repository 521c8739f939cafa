import { describe, expect, it } from 'vitest';
import { solitaire as solitaireEn } from '../../i18n/en/solitaire.js';
import { solitaire as solitaireEs } from '../../i18n/es/solitaire.js';

/** Every key path of a texts object, with the {{placeholders}} its text uses (in order of first use). */
function keyPaths(texts: object, prefix = ''): string[] {
  return Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [
          `${prefix}${key} ${[...new Set([...value.matchAll(/{{(\w+)}}/g)].map((m) => m[1]))].sort().join(',')}`,
        ]
      : keyPaths(value as object, `${prefix}${key}.`),
  );
}

describe('solitaire texts', () => {
  it('are complete in Spanish: the same keys and placeholders as English, none left empty', () => {
    expect(keyPaths(solitaireEs).sort()).toEqual(keyPaths(solitaireEn).sort());
    const values = (texts: object): string[] =>
      Object.values(texts).flatMap((value) =>
        typeof value === 'string' ? [value] : values(value as object),
      );
    for (const text of values(solitaireEs)) expect(text.trim()).not.toBe('');
  });
});
