/**
 * Spec §9 wallet: cash balance, bonus cash and credits (cents, two decimals); tokens, coins, gems and gold;
 * the four ticket tiers with their total; and the progression bar (gamesWon / gamesNeededToComplete).
 * Spec §4: a balance that changes (pushed by the server while open) animates to its new value.
 */
import { TICKET_TIERS, type UserData } from '@cardroom/protocol';
import { useTranslation } from 'react-i18next';
import { CurrencyIcon, type CurrencyKind } from './CurrencyIcon.js';
import { formatCents, formatCount, formatMoney, tierProgressPercent } from './format.js';
import { useAnimatedNumber } from './useAnimatedNumber.js';

interface Row {
  key: string;
  icon: CurrencyKind;
  label: string;
  amount: number;
  format(amount: number, lang: string): string;
}

const wholeCount = (amount: number, lang: string) => formatCount(Math.round(amount), lang);
const wholeCents = (format: (cents: number, lang: string) => string) => (amount: number, lang: string) =>
  format(Math.round(amount), lang);

function AnimatedAmount({ row, lang }: { row: Row; lang: string }) {
  const shown = useAnimatedNumber(row.amount);
  return <strong>{row.format(shown, lang)}</strong>;
}

export function Wallet({ user }: { user: UserData }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const money: Row[] = [
    {
      key: 'cash',
      icon: 'cash',
      label: t('wallet.cash'),
      amount: user.cash_balance,
      format: wholeCents(formatMoney),
    },
    {
      key: 'bonus',
      icon: 'cash',
      label: t('wallet.bonusCash'),
      amount: user.bonus_cash,
      format: wholeCents(formatMoney),
    },
    {
      key: 'credits',
      icon: 'credits',
      label: t('wallet.credits'),
      amount: user.credits,
      format: wholeCents(formatCents),
    },
  ];
  const currencies: Row[] = [
    { key: 'tokens', icon: 'tokens', label: t('wallet.tokens'), amount: user.tokens, format: wholeCount },
    { key: 'coins', icon: 'coins', label: t('wallet.coins'), amount: user.coins, format: wholeCount },
    { key: 'gems', icon: 'gems', label: t('wallet.gems'), amount: user.gems, format: wholeCount },
    { key: 'gold', icon: 'gold', label: t('wallet.gold'), amount: user.gold, format: wholeCount },
  ];
  const ticketTotal = TICKET_TIERS.reduce((sum, tier) => sum + user.tickets[tier], 0);
  const { gamesWon, gamesNeededToComplete, tier } = user.activeProgression;
  const percent = tierProgressPercent(user.activeProgression);

  const list = (rows: Row[]) => (
    <ul className="wallet-grid">
      {rows.map((row) => (
        <li key={row.key} data-testid={`wallet-${row.key}`}>
          <CurrencyIcon kind={row.icon} />
          <span className="wallet-label">{row.label}</span>
          <AnimatedAmount row={row} lang={lang} />
        </li>
      ))}
    </ul>
  );

  return (
    <div className="wallet">
      {list(money)}
      {list(currencies)}
      <div className="wallet-tickets">
        <span className="wallet-label">
          <CurrencyIcon kind="ticket" /> {t('wallet.tickets')}
        </span>
        <ul>
          {TICKET_TIERS.map((ticketTier) => (
            <li key={ticketTier} className={`ticket-${ticketTier}`}>
              {t(`wallet.tier.${ticketTier}`)} <strong>{user.tickets[ticketTier]}</strong>
            </li>
          ))}
          <li>
            {t('wallet.total')} <strong>{ticketTotal}</strong>
          </li>
        </ul>
      </div>
      <div className="progression">
        <div className="progression-label">
          <span>{t('wallet.progression', { tier })}</span>
          <span>{t('wallet.gamesWon', { won: gamesWon, needed: gamesNeededToComplete })}</span>
        </div>
        <div
          className="progress"
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-label={t('wallet.progressLabel')}
        >
          <div className="progress-fill" style={{ width: `${percent}%` }} />
        </div>
      </div>
    </div>
  );
}
