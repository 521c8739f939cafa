import { describe, expect, it } from 'vitest';
import { support as supportEn } from '../../i18n/en/support.js';
import { en } from '../../i18n/en.js';
import { support as supportEs } from '../../i18n/es/support.js';
import { es } from '../../i18n/es.js';

/** Every key path of a texts object, with the {{placeholders}} its text uses. */
function keyPaths(texts: object, prefix = ''): string[] {
  return Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [`${prefix}${key} ${[...value.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).join(',')}`]
      : keyPaths(value as object, `${prefix}${key}.`),
  );
}

describe('support texts', () => {
  it('are complete in Spanish: the same keys and placeholders as English, none left empty', () => {
    expect(keyPaths(supportEs).sort()).toEqual(keyPaths(supportEn).sort());
    const values = (texts: object): string[] =>
      Object.values(texts).flatMap((value) =>
        typeof value === 'string' ? [value] : values(value as object),
      );
    for (const text of values(supportEs)) expect(text.trim()).not.toBe('');
  });

  it('are not shadowed by another area of the assembled texts', () => {
    for (const key of Object.keys(supportEn) as (keyof typeof supportEn)[]) {
      expect(en[key]).toBe(supportEn[key]);
      expect(es[key]).toBe(supportEs[key]);
    }
  });

  it('quote the server and spec texts in English', () => {
    expect(supportEn.supportReplies.feedback).toBe('Thank you for your feedback!');
    expect(supportEn.feedback.loginRequired).toBe('You must be logged in to send feedback.');
    expect(supportEn.feedback.errors.empty).toBe('Please enter a message.');
    expect(supportEn.feedback.errors.fileRead).toBe('Failed to load the file. Please try again.');
    expect(supportEn.feedback.errors.upload).toBe('Could not upload image.');
    expect(supportEn.feedback.maxScreenshots).toBe('Max Screenshots Reached');
  });
});
