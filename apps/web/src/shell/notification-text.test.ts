/** A contest result notice in the app's language: coins as before, a cash prize in money, a token entry in tokens. */
import type { Notification } from '@cardroom/protocol';
import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n/index.js';
import { notificationText } from './notification-text.js';

const notice = (params: Record<string, unknown>): Notification =>
  ({
    id: 'n1',
    subject: 'stored',
    sender: 'Cardroom',
    message: 'stored',
    read: false,
    createdAt: '2026-11-29T06:00:00.000Z',
    template: { key: 'contestResult', params },
  }) as unknown as Notification;

describe('notificationText for contest results', () => {
  it('says coins, dollars and tokens', async () => {
    await i18n.changeLanguage('en');
    const t = i18n.t.bind(i18n);
    expect(
      notificationText(notice({ outcome: 'paid', place: 1, entrants: 4, coins: 1252 }), t, 'en').message,
    ).toBe('You placed 1 of 4 and won 1,252 coins.');
    expect(
      notificationText(notice({ outcome: 'paid', place: 2, entrants: 4, coins: 108, unit: 'cash' }), t, 'en')
        .message,
    ).toBe('You placed 2 of 4 and won $1.08.');
    expect(
      notificationText(
        notice({ outcome: 'refunded', place: 0, entrants: 1, coins: 5, unit: 'tokens' }),
        t,
        'en',
      ).message,
    ).toBe('Nobody else entered within 24 hours, so your entry of 5 tokens is back in your wallet.');
  });
});
