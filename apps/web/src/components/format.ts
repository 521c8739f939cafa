/** Number formatting in the interface language. Cash, bonus cash and credits travel as cents (spec §9: two decimals). */
export function formatCents(cents: number, locale: string): string {
  return (cents / 100).toLocaleString(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

export function formatCount(value: number, locale: string): string {
  return Math.round(value).toLocaleString(locale);
}

/**
 * A large count in a few characters for tight places (the phone top bar): 1.2M, 123.5K in English, 1,2 M in
 * Spanish; counts under `from` stay whole.
 */
export function formatCompactCount(value: number, locale: string, from = 100_000): string {
  const whole = Math.round(value);
  if (Math.abs(whole) < from) return formatCount(whole, locale);
  return new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }).format(whole);
}

export function formatDate(iso: string, locale: string): string {
  return new Date(iso).toLocaleDateString(locale, { year: 'numeric', month: 'long', day: 'numeric' });
}

/** Spec §4 activity length: days under 30 days, months under 365 days, otherwise years. */
export function activityLength(
  sinceIso: string,
  now = Date.now(),
): { unit: 'days' | 'months' | 'years'; count: number } {
  const days = Math.max(0, Math.floor((now - new Date(sinceIso).getTime()) / 86_400_000));
  if (days < 30) return { unit: 'days', count: days };
  if (days < 365) return { unit: 'months', count: Math.floor(days / 30) };
  return { unit: 'years', count: Math.floor(days / 365) };
}

/** Cash balance in dollars with its symbol. */
export function formatMoney(cents: number, locale: string): string {
  return (cents / 100).toLocaleString(locale, { style: 'currency', currency: 'USD' });
}

/** English ordinal suffixes by the plural category of Intl.PluralRules({ type: 'ordinal' }). */
const ENGLISH_SUFFIX: Record<Intl.LDMLPluralRule, string> = {
  zero: 'th',
  one: 'st',
  two: 'nd',
  few: 'rd',
  many: 'th',
  other: 'th',
};

/**
 * A rank or position as an ordinal in the interface language: 1st, 2nd, 3rd, 11th, 21st in English; 1.º,
 * 2.º in Spanish (the masculine abbreviation, for "puesto"). Other languages fall back to the number.
 */
export function formatOrdinal(value: number, locale: string): string {
  const number = formatCount(value, locale);
  const language = locale.split('-')[0];
  if (language === 'en')
    return `${number}${ENGLISH_SUFFIX[new Intl.PluralRules(locale, { type: 'ordinal' }).select(value)]}`;
  if (language === 'es') return `${number}.º`;
  return number;
}

/** How far the player is through the current tier, 0–100 (a tier that needs no wins is complete). */
export function tierProgressPercent(progression: {
  gamesWon: number;
  gamesNeededToComplete: number;
}): number {
  const { gamesWon, gamesNeededToComplete } = progression;
  if (gamesNeededToComplete <= 0) return 100;
  return Math.min(100, Math.round((gamesWon / gamesNeededToComplete) * 100));
}
