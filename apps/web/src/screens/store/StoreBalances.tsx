/** The balances a purchase changes, animating to their new values (spec §4). */
import type { UserData } from '@cardroom/protocol';
import { useTranslation } from 'react-i18next';
import { CurrencyIcon, type CurrencyKind } from '../../components/CurrencyIcon.js';
import { formatCount, formatMoney } from '../../components/format.js';
import { useAnimatedNumber } from '../../components/useAnimatedNumber.js';

interface Balance {
  key: string;
  icon: CurrencyKind;
  label: string;
  amount: number;
  cents: boolean;
}

function AnimatedBalance({ balance, lang }: { balance: Balance; lang: string }) {
  const shown = Math.round(useAnimatedNumber(balance.amount));
  return (
    <li data-testid={`store-balance-${balance.key}`}>
      <CurrencyIcon kind={balance.icon} />
      <span className="store-balance-label">{balance.label}</span>
      <strong>{balance.cents ? formatMoney(shown, lang) : formatCount(shown, lang)}</strong>
    </li>
  );
}

/** `only`: the balances to show (the Collection screen shows gems and gold); all of them by default. */
export function StoreBalances({ user, only }: { user: UserData; only?: readonly string[] }) {
  const { t, i18n } = useTranslation();
  const balances: Balance[] = [
    { key: 'coins', icon: 'coins', label: t('wallet.coins'), amount: user.coins, cents: false },
    { key: 'gems', icon: 'gems', label: t('wallet.gems'), amount: user.gems, cents: false },
    { key: 'gold', icon: 'gold', label: t('wallet.gold'), amount: user.gold, cents: false },
    { key: 'cash', icon: 'cash', label: t('wallet.cash'), amount: user.cash_balance, cents: true },
    { key: 'bonus', icon: 'cash', label: t('wallet.bonusCash'), amount: user.bonus_cash, cents: true },
  ];
  const shown = only ? balances.filter((balance) => only.includes(balance.key)) : balances;
  return (
    <ul className="store-balances" aria-label={t('store.balances')}>
      {shown.map((balance) => (
        <AnimatedBalance key={balance.key} balance={balance} lang={i18n.language} />
      ))}
    </ul>
  );
}
