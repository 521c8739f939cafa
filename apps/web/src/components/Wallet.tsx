/**
 * Spec §9 wallet: cash balance, bonus cash and credits (cents, two decimals); tokens, coins, gems and gold;
 * the four ticket tiers with their total; and the progression bar (gamesWon / gamesNeededToComplete).
 */
import { TICKET_TIERS, type UserData } from '@cardroom/protocol';
import { useTranslation } from 'react-i18next';
import { CurrencyIcon, type CurrencyKind } from './CurrencyIcon.js';
import { formatCents, formatCount, formatMoney } from './format.js';

interface Row {
  key: string;
  icon: CurrencyKind;
  label: string;
  value: string;
}

export function Wallet({ user }: { user: UserData }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const money: Row[] = [
    { key: 'cash', icon: 'cash', label: t('wallet.cash'), value: formatMoney(user.cash_balance, lang) },
    { key: 'bonus', icon: 'cash', label: t('wallet.bonusCash'), value: formatMoney(user.bonus_cash, lang) },
    { key: 'credits', icon: 'credits', label: t('wallet.credits'), value: formatCents(user.credits, lang) },
  ];
  const currencies: Row[] = [
    { key: 'tokens', icon: 'tokens', label: t('wallet.tokens'), value: formatCount(user.tokens, lang) },
    { key: 'coins', icon: 'coins', label: t('wallet.coins'), value: formatCount(user.coins, lang) },
    { key: 'gems', icon: 'gems', label: t('wallet.gems'), value: formatCount(user.gems, lang) },
    { key: 'gold', icon: 'gold', label: t('wallet.gold'), value: formatCount(user.gold, lang) },
  ];
  const ticketTotal = TICKET_TIERS.reduce((sum, tier) => sum + user.tickets[tier], 0);
  const { gamesWon, gamesNeededToComplete, tier } = user.activeProgression;
  const percent = Math.min(100, Math.round((gamesWon / gamesNeededToComplete) * 100));

  const list = (rows: Row[]) => (
    <ul className="wallet-grid">
      {rows.map((row) => (
        <li key={row.key} data-testid={`wallet-${row.key}`}>
          <CurrencyIcon kind={row.icon} />
          <span className="wallet-label">{row.label}</span>
          <strong>{row.value}</strong>
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
