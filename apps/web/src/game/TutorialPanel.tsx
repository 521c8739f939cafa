/** The tutorial's tip for the current step (game/table-view.ts tutorialTip) and Exit tutorial. */
import type { SpadesView } from '@cardroom/engine';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAppDispatch } from '../store/hooks.js';
import { exitTutorial } from './game-thunks.js';
import type { TutorialTip } from './table-view.js';
import './tutorial.css';

export function TutorialPanel({ tip, view }: { tip: TutorialTip; view: SpadesView | null }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const leave = async () => {
    setBusy(true);
    await dispatch(exitTutorial());
    setBusy(false);
    void navigate('/game');
  };
  return (
    <aside className="tutorial-panel" data-testid="tutorial-panel" aria-live="polite">
      <div className="tutorial-text">
        <strong>{t('tutorial.title')}</strong>
        <p data-testid="tutorial-tip" data-step={tip.key}>
          {t(`tutorial.${tip.key}`)}
          {tip.key === 'bidding'
            ? ` ${t('tutorial.bidSuggestion', { bid: tip.bid === 0 ? t('table.nil') : tip.bid })}`
            : ''}
          {'card' in tip ? ` ${t('tutorial.cardSuggestion', { card: tip.card })}` : ''}
        </p>
        {view?.mode === 'deuceshigh' && (tip.key === 'bidding' || tip.key === 'trump') ? (
          <p className="small muted">{t('tutorial.deuces')}</p>
        ) : null}
      </div>
      <button
        type="button"
        className="btn btn-small btn-ghost"
        onClick={() => void leave()}
        disabled={busy}
        data-testid="exit-tutorial"
      >
        {t('tutorial.exit')}
      </button>
    </aside>
  );
}
