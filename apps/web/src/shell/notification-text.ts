/**
 * A notification's subject and message in the language the app shows now: the system's own are rendered
 * from their template (the server resolved its user ids to current usernames); free-text ones and
 * templates this build does not know keep the server's text.
 */
import type { Notification } from '@cardroom/protocol';
import type { TFunction } from 'i18next';
import { formatCount, formatMoney } from '../components/format.js';

export function notificationText(
  item: Notification,
  t: TFunction,
  locale: string,
): { subject: string; message: string } {
  const template = item.template;
  switch (template?.key) {
    case 'welcome': {
      const { username } = template.params;
      return {
        subject: t('notices.welcome.subject'),
        message: username ? t('notices.welcome.message', { username }) : t('notices.welcome.messageUnnamed'),
      };
    }
    case 'referralJoined':
      return {
        subject: t('notices.referralJoined.subject'),
        message: t('notices.referralJoined.message', {
          username: template.params.username ?? t('notices.someone'),
          coins: formatCount(template.params.coins, locale),
        }),
      };
    case 'contestResult': {
      const { outcome, place, entrants, coins, unit = 'coins' } = template.params;
      const values = {
        place: formatCount(place, locale),
        entrants: formatCount(entrants, locale),
        coins: formatCount(coins, locale),
      };
      const subject = t('notices.contestResult.subject');
      if (unit === 'coins' || outcome === 'placed')
        return { subject, message: t(`notices.contestResult.${outcome}`, values) };
      const amount =
        unit === 'cash'
          ? formatMoney(coins, locale)
          : t('notices.contestResult.tokens', { count: formatCount(coins, locale) });
      const key = outcome === 'paid' ? 'paidAmount' : 'refundedAmount';
      return { subject, message: t(`notices.contestResult.${key}`, { ...values, amount }) };
    }
    default:
      return { subject: item.subject, message: item.message };
  }
}
