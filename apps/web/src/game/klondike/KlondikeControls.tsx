/**
 * The bar over the Klondike table: undo, hint, auto-complete (enabled only when the view says the deal can be
 * finished from here) and new deal, with the score, the time since the deal and the moves. A ranked table
 * (contest or daily deal) has no undo (rules.md): its place holds Resign, the hint shows its 20-point cost and a
 * badge names the kind of ranked game.
 */
import type { KlondikeView } from '@cardroom/engine';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

export function formatClock(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The time shown: the view's time while nothing ticks, else the wall clock since the deal (client time). */
function useElapsed(view: KlondikeView, dealtAt: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  const ticking = dealtAt !== null && !view.finished;
  useEffect(() => {
    if (!ticking) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [ticking]);
  if (!ticking) return view.elapsedMs;
  return Math.max(view.elapsedMs, now - dealtAt);
}

export interface KlondikeControlsProps {
  view: KlondikeView;
  /** When the deal began on this device's clock, for a running time; null shows the view's time. */
  dealtAt: number | null;
  busy?: boolean;
  onUndo(): void;
  onHint(): void;
  onAutoComplete(): void;
  onNewDeal(): void;
  /** A ranked table's kind, once known (the view only says that it is ranked). */
  rankedKind?: 'contest' | 'daily' | null;
  onResign?(): void;
  /** The device's Vegas running total, for a deal it counts; null hides it. */
  runningTotal?: number | null;
}

export function KlondikeControls({
  view,
  dealtAt,
  busy = false,
  onUndo,
  onHint,
  onAutoComplete,
  onNewDeal,
  rankedKind = null,
  onResign,
  runningTotal = null,
}: KlondikeControlsProps) {
  const { t } = useTranslation();
  const elapsed = useElapsed(view, dealtAt);
  const playing = !view.finished;
  const ranked = view.settings.ranked;
  return (
    <div className={`kl-controls${ranked ? ' kl-controls-ranked' : ''}`} data-testid="klondike-controls">
      {ranked ? (
        <span className="kl-ranked-badge" data-testid="kl-ranked-label">
          {rankedKind === 'daily' ? t('solitaire.contest.dailyLabel') : t('solitaire.contest.label')}
        </span>
      ) : null}
      <dl className="kl-stats">
        <div>
          <dt>{t('solitaire.score')}</dt>
          <dd data-testid="kl-score">{view.score}</dd>
        </div>
        {runningTotal === null ? null : (
          <div>
            <dt>{t('solitaire.runningTotal')}</dt>
            <dd data-testid="kl-running-total">{runningTotal}</dd>
          </div>
        )}
        <div>
          <dt>{t('solitaire.time')}</dt>
          <dd data-testid="kl-time">{formatClock(elapsed)}</dd>
        </div>
        <div>
          <dt>{t('solitaire.moves')}</dt>
          <dd data-testid="kl-moves">{view.moves}</dd>
        </div>
      </dl>
      <div className="kl-buttons">
        {ranked ? (
          <button
            type="button"
            className="kl-button"
            onClick={onResign}
            disabled={busy || !playing || !onResign}
            data-testid="kl-resign"
          >
            <span aria-hidden="true">⚑</span>
            {t('solitaire.resign')}
          </button>
        ) : (
          <button
            type="button"
            className="kl-button"
            onClick={onUndo}
            disabled={busy || !view.canUndo || !playing}
            data-testid="kl-undo"
          >
            <span aria-hidden="true">↶</span>
            {t('solitaire.undo')}
          </button>
        )}
        <button
          type="button"
          className="kl-button"
          onClick={onHint}
          disabled={busy || !playing}
          aria-label={ranked ? t('solitaire.hintRankedLabel') : undefined}
          data-testid="kl-hint"
        >
          <span aria-hidden="true">?</span>
          {ranked ? t('solitaire.hintRanked') : t('solitaire.hint')}
        </button>
        <button
          type="button"
          className="kl-button"
          onClick={onAutoComplete}
          disabled={busy || !view.canAutoComplete || !playing}
          data-testid="kl-auto"
        >
          <span aria-hidden="true">⇈</span>
          {t('solitaire.auto')}
        </button>
        <button type="button" className="kl-button" onClick={onNewDeal} data-testid="kl-new">
          <span aria-hidden="true">+</span>
          {t('solitaire.newDeal')}
        </button>
      </div>
    </div>
  );
}
