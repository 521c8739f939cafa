/** How the store names what a product or a purchase brings, and what it costs (US cents as dollars). */
import {
  CENT_CURRENCIES,
  type Currency,
  type Product,
  type ProductKind,
  type Purchase,
} from '@cardroom/protocol';
import type { TFunction } from 'i18next';
import { formatCount, formatMoney } from '../../components/format.js';

const CENTS = new Set<Currency>(CENT_CURRENCIES);

/** The product kind a purchase's currency belongs to (cash is the deposit). */
export function kindOfCurrency(currency: Currency): ProductKind | null {
  if (currency === 'coins' || currency === 'gems' || currency === 'gold') return currency;
  if (currency === 'cash_balance') return 'deposit';
  if (currency.startsWith('ticket_')) return 'tickets';
  return null;
}

/** "1,000 coins", "$10.00 cash": the amount in its currency's units. */
export function amountLabel(
  t: TFunction,
  item: Pick<Product | Purchase, 'currency' | 'amount'>,
  lang: string,
): string {
  const amount = CENTS.has(item.currency) ? formatMoney(item.amount, lang) : formatCount(item.amount, lang);
  const kind = kindOfCurrency(item.currency);
  // Tickets are named by their tier: "5 bronze tickets".
  if (kind === 'tickets') {
    const tier = item.currency as 'ticket_bronze' | 'ticket_silver' | 'ticket_gold' | 'ticket_vip';
    return t(`store.amount.${tier}`, { amount, count: item.amount });
  }
  return kind ? t(`store.amount.${kind}`, { amount }) : amount;
}

/** Prices are US cents, shown as dollars in the interface language. */
export function priceLabel(cents: number, lang: string): string {
  return formatMoney(cents, lang);
}
