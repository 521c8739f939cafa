/** The player's solitaire statistics (GET /game/solitaire/stats): games, streaks and contests. */
import type { SolitaireStats } from '@cardroom/protocol';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '../../api/request.js';
import { formatCount } from '../../components/format.js';
import { useAppDispatch } from '../../store/hooks.js';
import { formatClock } from './KlondikeControls.js';

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'done'; stats: SolitaireStats };

export function SolitaireStatsPanel() {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  useEffect(() => {
    let current = true;
    void dispatch(request('solitaireStats', {}, { loading: false })).then((reply) => {
      if (current) setLoad(reply ? { state: 'done', stats: reply.stats } : { state: 'failed' });
    });
    return () => {
      current = false;
    };
  }, [dispatch]);

  if (load.state === 'loading') return <p className="muted">{t('solitaire.play.loading')}</p>;
  if (load.state === 'failed') return <p className="muted">{t('solitaire.play.loadFailed')}</p>;
  const { stats } = load;
  const count = (value: number) => formatCount(value, i18n.language);
  const none = t('solitaire.stats.none');
  const rows: [string, string, string][] = [
    ['played', t('solitaire.stats.played'), count(stats.played)],
    ['won', t('solitaire.stats.won'), count(stats.won)],
    ['win-rate', t('solitaire.stats.winRate'), `${stats.winRate}%`],
    ['best-score', t('solitaire.stats.bestScore'), stats.bestScore === null ? none : count(stats.bestScore)],
    [
      'best-time',
      t('solitaire.stats.bestTime'),
      stats.bestSeconds === null ? none : formatClock(stats.bestSeconds * 1000),
    ],
    ['streak', t('solitaire.stats.currentStreak'), count(stats.currentStreak)],
    ['best-streak', t('solitaire.stats.bestStreak'), count(stats.bestStreak)],
  ];
  const contests: [string, string, string][] = [
    ['contests', t('solitaire.stats.contestsEntered'), count(stats.contestsEntered)],
    ['contests-won', t('solitaire.stats.contestsWon'), count(stats.contestsWon)],
    ['winnings', t('solitaire.stats.winnings'), count(stats.contestWinnings.amount)],
  ];
  const grid = (title: string, items: [string, string, string][]) => (
    <section className="kl-stats-group">
      <h3>{title}</h3>
      <dl className="kl-stats-grid">
        {items.map(([key, label, value]) => (
          <div key={key}>
            <dt>{label}</dt>
            <dd data-testid={`kl-stat-${key}`}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
  return (
    <div className="kl-stats-panel" data-testid="kl-stats-panel">
      {grid(t('solitaire.stats.games'), rows)}
      {grid(t('solitaire.stats.contests'), contests)}
    </div>
  );
}
