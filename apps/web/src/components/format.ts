/** Number formatting in the interface language. Cash, bonus cash and credits travel as cents (spec §9: two decimals). */
export function formatCents(cents: number, locale: string): string {
  return (cents / 100).toLocaleString(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

export function formatCount(value: number, locale: string): string {
  return Math.round(value).toLocaleString(locale);
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
