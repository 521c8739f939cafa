/** The way to the Prize pools screen from the Store and the Spades lobby (a card like "Your collection"). */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CurrencyIcon } from '../../components/CurrencyIcon.js';
import './texts.js';
import './prize-pools.css';

export function PrizePoolsLink({ className = 'card' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <Link className={`${className} pp-link`} to="/prize-pools" data-testid="prize-pools-link">
      <CurrencyIcon kind="ticket" size={30} />
      <span>
        <strong>{t('prizePools.link')}</strong>
        <span className="muted">{t('prizePools.linkHint')}</span>
      </span>
      <span aria-hidden="true" className="pp-link-arrow">
        ›
      </span>
    </Link>
  );
}
