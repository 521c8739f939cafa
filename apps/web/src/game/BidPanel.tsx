/**
 * The bid panel on the caller's turn to bid: nil and 1–13, blind nil only when the engine offers it,
 * the Firestorm toggle only in Hearts on Fire, and auto-bid. One tap bids.
 */
import type { SpadesView } from '@cardroom/engine';
import { legalActionsForView } from '@cardroom/engine';
import { MAX_BID } from '@cardroom/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../components/Icon.js';
import { Toggle } from '../components/Toggle.js';
import type { BidChoice } from './game-thunks.js';
import './bid.css';

export interface BidPanelProps {
  view: SpadesView;
  suggestedBid: number | null;
  busy: boolean;
  onBid(choice: BidChoice): void;
}

export function BidPanel({ view, suggestedBid, busy, onBid }: BidPanelProps) {
  const { t } = useTranslation();
  const [firestorm, setFirestorm] = useState(false);
  const legal = legalActionsForView(view);
  const blindOffered = legal.some((action) => action.type === 'bid' && action.blind === true);
  const firestormOffered = legal.some((action) => action.type === 'bid' && action.firestorm === true);
  const values = Array.from({ length: MAX_BID + 1 }, (_, value) => value);
  return (
    <section className="bid-panel" aria-labelledby="bid-title" data-testid="bid-panel">
      <header>
        <h2 id="bid-title">{t('bidPanel.title')}</h2>
        <p className="muted small bid-hint">{t('bidPanel.hint')}</p>
      </header>
      <div className="bid-grid">
        {values.map((value) => (
          <button
            key={value}
            type="button"
            className={`bid-button${value === 0 ? ' bid-nil' : ''}${suggestedBid === value ? ' bid-suggested' : ''}`}
            disabled={busy || (value === 0 && firestorm)}
            onClick={() => onBid({ bid: value, firestorm: value > 0 && firestorm })}
            aria-label={value === 0 ? t('bidPanel.nil') : t('bidPanel.bidValue', { bid: value })}
            data-testid={value === 0 ? 'bid-nil' : `bid-${value}`}
          >
            {value === 0 ? t('bidPanel.nil') : value}
          </button>
        ))}
      </div>
      <div className="bid-extras">
        {blindOffered ? (
          <button
            type="button"
            className="btn btn-small btn-ghost"
            disabled={busy}
            onClick={() => onBid({ bid: 0, blind: true })}
            data-testid="bid-blind-nil"
          >
            {t('bidPanel.blindNil')}
          </button>
        ) : null}
        {firestormOffered ? (
          <Toggle
            label={t('bidPanel.firestorm')}
            hint={t('bidPanel.firestormHint')}
            icon={<Icon name="flame" size={18} />}
            checked={firestorm}
            onChange={() => setFirestorm((on) => !on)}
            disabled={busy}
            className="firestorm-toggle"
            testId="bid-firestorm"
          />
        ) : null}
        <button
          type="button"
          className="btn btn-small btn-ghost"
          disabled={busy}
          onClick={() => onBid({ bid: suggestedBid ?? 1, autoBid: true })}
          data-testid="bid-auto"
        >
          {t('bidPanel.autoBid')}
        </button>
      </div>
    </section>
  );
}
