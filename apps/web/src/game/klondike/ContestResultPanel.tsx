/**
 * The end of a ranked game: the player's own figures, then the contest's results. A contest settles only once
 * every entrant has finished (or its time ran out), so while it is not settled the panel says it is waiting and
 * asks the server again every few seconds; the daily deal shows today's leaderboard as it stands.
 */
import type { KlondikeView } from '@cardroom/engine';
import type { SolitaireContest } from '@cardroom/protocol';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '../../api/request.js';
import { selectUser, useAppDispatch, useAppSelector } from '../../store/hooks.js';
import { Confetti } from '../Confetti.js';
import { ContestAmount } from './ContestAmount.js';
import { ContestResults } from './ContestResults.js';
import type { ContestRef } from './contest-thunks.js';
import { formatClock } from './KlondikeControls.js';

/** How often an unsettled contest is asked again while its panel is shown. */
export const CONTEST_POLL_MS = 4000;

export interface ContestResultPanelProps {
  contestRef: Pick<ContestRef, 'contestId' | 'kind'>;
  view: KlondikeView;
  onAgain(): void;
  onClose(): void;
  /** Milliseconds between asks while the contest is unsettled (tests shorten it). */
  pollMs?: number;
}

function isFinal(contest: SolitaireContest): boolean {
  return contest.status === 'settled' || contest.status === 'refunded';
}

export function ContestResultPanel({
  contestRef,
  view,
  onAgain,
  onClose,
  pollMs = CONTEST_POLL_MS,
}: ContestResultPanelProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const me = useAppSelector(selectUser);
  const [contest, setContest] = useState<SolitaireContest | null>(null);
  const [failed, setFailed] = useState(false);
  const [refreshing, setRefreshing] = useState(false);
  const daily = contestRef.kind === 'daily';

  const refresh = useCallback(async () => {
    setRefreshing(true);
    const reply = await dispatch(
      request(
        'solitaireContest',
        { query: { contest_id: contestRef.contestId } },
        { silent: true, loading: false },
      ),
    );
    setRefreshing(false);
    if (reply) setContest(reply.contest);
    else setFailed(true);
    return reply?.contest ?? null;
  }, [dispatch, contestRef.contestId]);

  // Each ask is timed from the last answer, not on a fixed beat: a slow phone link never has two asks in
  // flight, and none leaves after the answer that settled the contest. The daily deal is asked once.
  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async () => {
      const answer = await refresh();
      if (!stopped && !daily && !(answer && isFinal(answer))) timer = setTimeout(ask, pollMs);
    };
    void ask();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [refresh, daily, pollMs]);

  const waiting = !daily && (contest === null || !isFinal(contest));

  const myEntry = contest?.myEntry ?? null;
  return (
    <div
      className="kl-win kl-result-panel"
      role="dialog"
      aria-labelledby="kl-result-title"
      data-testid="kl-contest-result"
    >
      {view.won ? <Confetti /> : null}
      <div className="kl-win-card kl-result-card">
        <span className="kl-ranked-badge">
          {daily ? t('solitaire.contest.dailyLabel') : t('solitaire.contest.label')}
        </span>
        <h2 id="kl-result-title">
          {view.won ? t('solitaire.contest.youWon') : t('solitaire.contest.gameOver')}
        </h2>
        <p data-testid="kl-result-mine">
          {t('solitaire.contest.summary', {
            score: view.score,
            time: formatClock(view.elapsedMs),
            count: view.moves,
          })}
        </p>
        {contest === null ? (
          <p className="muted">{failed ? t('solitaire.play.loadFailed') : t('solitaire.play.loading')}</p>
        ) : (
          <>
            {contest.status === 'settled' && myEntry?.place ? (
              <p className="kl-result-headline" data-testid="kl-result-headline">
                {myEntry.payout.amount > 0 ? (
                  <>
                    {t('solitaire.contest.placedWon', { place: myEntry.place })}{' '}
                    <strong data-testid="kl-my-payout">
                      <ContestAmount amount={myEntry.payout} size={16} />
                    </strong>
                  </>
                ) : (
                  t('solitaire.contest.placed', { place: myEntry.place })
                )}
              </p>
            ) : null}
            {contest.status === 'refunded' ? (
              <p className="kl-result-headline">{t('solitaire.contest.refunded')}</p>
            ) : null}
            {waiting ? (
              <p className="kl-result-waiting" role="status" data-testid="kl-result-waiting">
                <span className="spinner" aria-hidden="true" />
                {t('solitaire.contest.waiting')}
              </p>
            ) : null}
            {daily ? <h3 className="kl-result-subtitle">{t('solitaire.daily.leaderboard')}</h3> : null}
            <ContestResults contest={contest} meId={me?.id ?? null} />
          </>
        )}
        <div className="kl-result-actions">
          {waiting || daily ? (
            <button
              type="button"
              className="btn btn-ghost"
              onClick={() => void refresh()}
              disabled={refreshing}
              data-testid="kl-result-refresh"
            >
              {t('solitaire.contest.refresh')}
            </button>
          ) : null}
          <button type="button" className="btn btn-ghost" onClick={onClose} data-testid="kl-result-close">
            {t('solitaire.contest.close')}
          </button>
          <button type="button" className="btn btn-primary" onClick={onAgain} data-testid="kl-result-again">
            {t('solitaire.won.again')}
          </button>
        </div>
      </div>
    </div>
  );
}
