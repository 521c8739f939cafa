/**
 * A contest's prize or payout as its currency shows it: coins with the coin icon, a cash contest's cents in
 * dollars ($1.80).
 */
import type { Amount } from '@cardroom/protocol';
import { useTranslation } from 'react-i18next';
import { CurrencyIcon } from '../../components/CurrencyIcon.js';
import { formatCount, formatMoney } from '../../components/format.js';

export function ContestAmount({ amount, size = 14 }: { amount: Amount; size?: number }) {
  const { i18n } = useTranslation();
  if (amount.currency === 'cash_balance')
    return (
      <span className="kl-coins">
        <CurrencyIcon kind="cash" size={size} />
        {formatMoney(amount.amount, i18n.language)}
      </span>
    );
  return (
    <span className="kl-coins">
      <CurrencyIcon kind="coins" size={size} />
      {formatCount(amount.amount, i18n.language)}
    </span>
  );
}
