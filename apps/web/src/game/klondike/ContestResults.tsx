/**
 * A contest's or the daily deal's entrants: ranked with places and payouts once the contest is settled (the
 * daily deal's leaderboard in the server's order), each entrant's state while it is not. Others' figures are
 * sealed (null) until the caller has finished their own game, so a row may show only that someone is playing.
 */
import type { ContestEntry, SolitaireContest } from '@cardroom/protocol';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../components/format.js';
import { ContestAmount } from './ContestAmount.js';
import { formatClock } from './KlondikeControls.js';

export interface ContestResultsProps {
  contest: SolitaireContest;
  /** The signed-in player, whose row is marked. */
  meId: string | null;
}

function placeOf(contest: SolitaireContest, entry: ContestEntry, index: number): number | null {
  if (entry.place !== null) return entry.place;
  // The daily deal is never settled during its day: its leaderboard is ranked by the server's order.
  if (contest.kind === 'daily' && entry.score !== null && entry.status !== 'playing') return index + 1;
  return null;
}

export function ContestResults({ contest, meId }: ContestResultsProps) {
  const { t, i18n } = useTranslation();
  const settled = contest.status === 'settled';
  if (contest.entries.length === 0) {
    return (
      <p className="muted kl-results-empty" data-testid="kl-results-empty">
        {t('solitaire.contest.noEntries')}
      </p>
    );
  }
  return (
    <ol className="kl-results" data-testid="kl-results">
      {contest.entries.map((entry, index) => {
        const place = placeOf(contest, entry, index);
        const mine = entry.user_id === meId;
        return (
          <li
            key={entry.user_id}
            className={`kl-result${mine ? ' kl-result-mine' : ''}${place === 1 ? ' kl-result-first' : ''}`}
            data-testid={`kl-result-${entry.user_id}`}
          >
            <span className="kl-result-place" data-testid="kl-result-place">
              {place === null ? '–' : t('solitaire.contest.placeN', { place })}
            </span>
            <span className="kl-result-name">
              <strong>{entry.username}</strong>
              {mine ? <span className="kl-result-you"> {t('solitaire.contest.you')}</span> : null}
              <span className="kl-result-detail">
                {entry.score === null || entry.seconds === null
                  ? t(`solitaire.contest.entryStatus.${entry.status}`)
                  : t('solitaire.contest.figures', {
                      score: formatCount(entry.score, i18n.language),
                      time: formatClock(entry.seconds * 1000),
                      count: entry.moves ?? 0,
                      status: t(`solitaire.contest.entryStatus.${entry.status}`),
                    })}
              </span>
            </span>
            {settled ? (
              <span className="kl-result-payout" data-testid="kl-result-payout">
                {entry.payout.amount > 0 ? <ContestAmount amount={entry.payout} /> : '—'}
              </span>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
