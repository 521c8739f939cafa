/** The contest result notice names the prize or the entry back in its own unit: coins, tokens or cash. */
import { describe, expect, it } from 'vitest';
import { renderTemplate, resolveTemplate } from './templates.js';

const contest = (params: Record<string, unknown>) => {
  const template = resolveTemplate('contestResult', params as never, new Map());
  if (!template) throw new Error('not resolved');
  return template;
};

describe('the contest result notice', () => {
  it('keeps the coin wording of notices stored before units existed', () => {
    const old = contest({ outcome: 'paid', place: 1, entrants: 4, coins: 252 });
    expect(old.params).not.toHaveProperty('unit');
    expect(renderTemplate(old, 'en').message).toBe('You placed 1 of 4 and won 252 coins.');
  });

  it('names a cash prize in dollars and a token entry back in tokens, in both languages', () => {
    const cash = contest({ outcome: 'paid', place: 1, entrants: 2, coins: 180, unit: 'cash' });
    expect(renderTemplate(cash, 'en').message).toBe('You placed 1 of 2 and won $1.80.');
    expect(renderTemplate(cash, 'es').message).toMatch(
      /^Quedaste en el puesto 1 de 2 y ganaste 1,80\sUS\$\.$/,
    );
    const tokens = contest({ outcome: 'refunded', place: 0, entrants: 1, coins: 5, unit: 'tokens' });
    expect(renderTemplate(tokens, 'en').message).toBe(
      'Nobody else entered within 24 hours, so your entry of 5 tokens is back in your wallet.',
    );
    expect(renderTemplate(tokens, 'es').message).toContain('tu entrada de 5 fichas');
  });

  it('drops a unit it does not know rather than show it', () => {
    expect(
      contest({ outcome: 'paid', place: 1, entrants: 2, coins: 9, unit: 'gems' }).params,
    ).not.toHaveProperty('unit');
  });
});
