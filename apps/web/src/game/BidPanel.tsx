/**
 * The bid panel on the caller's turn to bid: nil and 1–13, the Firestorm toggle only in Hearts on Fire, and
 * auto-bid. One tap bids. A seat offered blind nil is first asked "Blind nil or see cards?" (rules.md: blind
 * nil is blind), at any time during bidding; once it has seen its cards blind nil is no longer offered.
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
  /** The blind nil choice's other answer: show me my cards. */
  onSee(): void;
}

/** The question a seat offered blind nil answers before anything else; blind nil only on its turn. */
function BlindChoice({ view, busy, onBid, onSee }: Omit<BidPanelProps, 'suggestedBid'>) {
  const { t } = useTranslation();
  const blindOffered = legalActionsForView(view).some(
    (action) => action.type === 'bid' && action.blind === true,
  );
  return (
    <section className="bid-panel bid-choice" aria-labelledby="blind-choice-title" data-testid="blind-choice">
      <header>
        <h2 id="blind-choice-title">{t('bidPanel.blindChoiceTitle')}</h2>
        <p className="muted small bid-hint">{t('bidPanel.blindChoiceHint')}</p>
      </header>
      <div className="bid-choice-buttons">
        <button
          type="button"
          className="btn btn-primary"
          disabled={busy || !blindOffered}
          onClick={() => onBid({ bid: 0, blind: true })}
          data-testid="bid-blind-nil"
        >
          {t('bidPanel.blindNil')}
        </button>
        <button
          type="button"
          className="btn btn-ghost"
          disabled={busy}
          onClick={onSee}
          data-testid="see-cards"
        >
          {t('bidPanel.seeCards')}
        </button>
      </div>
      {blindOffered ? null : (
        <p className="muted small" data-testid="blind-on-turn">
          {t('bidPanel.blindOnTurn')}
        </p>
      )}
    </section>
  );
}

export function BidPanel(props: BidPanelProps) {
  return props.view.blindNilChoice ? <BlindChoice {...props} /> : <BidGrid {...props} />;
}

function BidGrid({ view, suggestedBid, busy, onBid }: BidPanelProps) {
  const { t } = useTranslation();
  const [firestorm, setFirestorm] = useState(false);
  const legal = legalActionsForView(view);
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
