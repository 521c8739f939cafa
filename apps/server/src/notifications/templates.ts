/**
 * The system's notifications as templates: stored as a key and values with user ids, rendered when read
 * in the reader's language with the usernames of that moment. The web app has the same texts in
 * i18n/{en,es}/notices.ts and renders `template` again in the language it shows.
 */
import type { NotificationTemplate, NotificationTemplateKey } from '@cardroom/protocol';

type CopyLocale = 'en' | 'es';
export const copyLocale = (locale: string | null | undefined): CopyLocale => (locale === 'es' ? 'es' : 'en');

/** What a template row stores: user ids are resolved to names on every read. */
export type StoredParams = Record<string, string | number>;

/** Stands in for an account deleted since the notification was written. */
const SOMEONE: Record<CopyLocale, string> = { en: 'A friend', es: 'Un amigo' };

type Copy = { subject: string; message: string };
type Renderers = {
  [K in NotificationTemplateKey]: (
    params: Extract<NotificationTemplate, { key: K }>['params'],
    someone: string,
  ) => Copy;
};

type ContestUnit = 'coins' | 'tokens' | 'cash';

/** "120 coins", "5 tokens", "$1.80" ("120 monedas", "5 fichas", "1,80 US$"). */
function amountIn(language: CopyLocale, unit: ContestUnit, amount: number): string {
  if (unit === 'cash')
    return new Intl.NumberFormat(language === 'es' ? 'es' : 'en-US', {
      style: 'currency',
      currency: 'USD',
    }).format(amount / 100);
  const words = { en: { coins: 'coins', tokens: 'tokens' }, es: { coins: 'monedas', tokens: 'fichas' } };
  return `${amount} ${words[language][unit]}`;
}

const COPY: Record<CopyLocale, Renderers> = {
  en: {
    welcome: ({ username }) => ({
      subject: 'Welcome to Cardroom!',
      message: username
        ? `Hi ${username}, thanks for joining. Your starting coins are in your wallet: pick a game and have fun!`
        : 'Hi, thanks for joining. Your starting coins are in your wallet: pick a game and have fun!',
    }),
    referralJoined: ({ username, coins }, someone) => ({
      subject: 'Your friend joined!',
      message: `${username ?? someone} signed up with your referral code. You both received ${coins} coins.`,
    }),
    contestResult: ({ outcome, place, entrants, coins, unit = 'coins' }) => ({
      subject: 'Your Klondike contest is over',
      message:
        outcome === 'refunded'
          ? unit === 'coins'
            ? `Nobody else entered within 24 hours, so your ${coins}-coin entry is back in your wallet.`
            : `Nobody else entered within 24 hours, so your entry of ${amountIn('en', unit, coins)} is back in your wallet.`
          : outcome === 'paid'
            ? `You placed ${place} of ${entrants} and won ${amountIn('en', unit, coins)}.`
            : `You placed ${place} of ${entrants}. Better luck in the next one!`,
    }),
  },
  es: {
    welcome: ({ username }) => ({
      subject: '¡Bienvenido a Cardroom!',
      message: username
        ? `Hola ${username}, gracias por unirte. Tus monedas de inicio ya están en tu cartera: ¡elige un juego y diviértete!`
        : 'Hola, gracias por unirte. Tus monedas de inicio ya están en tu cartera: ¡elige un juego y diviértete!',
    }),
    referralJoined: ({ username, coins }, someone) => ({
      subject: '¡Tu amigo se unió!',
      message: `${username ?? someone} se registró con tu código de referido. Ambos recibieron ${coins} monedas.`,
    }),
    contestResult: ({ outcome, place, entrants, coins, unit = 'coins' }) => ({
      subject: 'Tu torneo de Klondike terminó',
      message:
        outcome === 'refunded'
          ? `Nadie más se inscribió en 24 horas, así que tu entrada de ${amountIn('es', unit, coins)} volvió a tu cartera.`
          : outcome === 'paid'
            ? `Quedaste en el puesto ${place} de ${entrants} y ganaste ${amountIn('es', unit, coins)}.`
            : `Quedaste en el puesto ${place} de ${entrants}. ¡Suerte en el próximo!`,
    }),
  },
};

export function renderTemplate(template: NotificationTemplate, locale: string | null | undefined): Copy {
  const language = copyLocale(locale);
  const render = COPY[language][template.key] as (params: NotificationTemplate['params'], s: string) => Copy;
  return render(template.params, SOMEONE[language]);
}

/** The user ids a stored template names, to look their current usernames up in one query. */
export function referencedUserIds(params: StoredParams | null): string[] {
  const id = params?.userId;
  return typeof id === 'string' ? [id] : [];
}

/**
 * The wire template of a stored row, or null for a free-text note or a key this server no longer knows
 * (such a row shows its stored text).
 */
export function resolveTemplate(
  key: string | null,
  params: StoredParams | null,
  usernames: ReadonlyMap<string, string>,
): NotificationTemplate | null {
  const userId = typeof params?.userId === 'string' ? params.userId : null;
  const username = userId ? (usernames.get(userId) ?? null) : null;
  switch (key) {
    case 'welcome':
      return { key, params: { username } };
    case 'referralJoined': {
      const coins = typeof params?.coins === 'number' ? params.coins : 0;
      return { key, params: { username, coins } };
    }
    case 'contestResult': {
      const number = (name: string) => (typeof params?.[name] === 'number' ? (params[name] as number) : 0);
      const outcome = params?.outcome;
      if (outcome !== 'paid' && outcome !== 'placed' && outcome !== 'refunded') return null;
      const unit = params?.unit;
      return {
        key,
        params: {
          outcome,
          place: number('place'),
          entrants: number('entrants'),
          coins: number('coins'),
          ...(unit === 'tokens' || unit === 'cash' ? { unit } : {}),
        },
      };
    }
    default:
      return null;
  }
}
