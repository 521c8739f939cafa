/** The win: confetti (hidden under reduced motion) and the deal's score, time and moves, with a new deal. */
import type { KlondikeView } from '@cardroom/engine';
import { useTranslation } from 'react-i18next';
import { Confetti } from '../Confetti.js';
import '../scores.css';
import { formatClock } from './KlondikeControls.js';
import { ReplayDealLink } from './ReplayDealLink.js';

export function KlondikeWin({ view, onAgain }: { view: KlondikeView; onAgain(): void }) {
  const { t } = useTranslation();
  return (
    <div className="kl-win" role="status" data-testid="kl-win">
      <Confetti />
      <div className="kl-win-card">
        <h2>{t('solitaire.won.title')}</h2>
        <p>
          {t('solitaire.won.summary', {
            score: view.score,
            time: formatClock(view.elapsedMs),
            moves: view.moves,
          })}
        </p>
        <div className="kl-win-actions">
          <ReplayDealLink />
          <button type="button" className="btn btn-primary" onClick={onAgain} data-testid="kl-again">
            {t('solitaire.won.again')}
          </button>
        </div>
      </div>
    </div>
  );
}
