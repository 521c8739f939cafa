/**
 * /board: ranks from GET /game/leaderboard for a game and period; ranks 1-3 gold, silver, bronze. The
 * player's position is an ordinal in the interface language (1st, 1.º).
 */
import {
  GAME_MAPS,
  type GameMap,
  LEADERBOARD_MAX_WIDTH,
  LEADERBOARD_SCOPES,
  type LeaderboardData,
  type LeaderboardScope,
} from '@cardroom/protocol';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { request } from '../api/request.js';
import { formatCount, formatOrdinal } from '../components/format.js';
import { useAppDispatch, useAppSelector } from '../store/hooks.js';

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; data: LeaderboardData };

export function BoardScreen() {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector((state) => state.session.accessToken !== null);
  const userId = useAppSelector((state) => state.session.user?.id);
  const [map, setMap] = useState<GameMap>('spades');
  const [scope, setScope] = useState<LeaderboardScope>('all');
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  useEffect(() => {
    if (!signedIn) return;
    let current = true;
    setLoad({ state: 'loading' });
    void dispatch(
      request('gameLeaderboard', { query: { map, scope } }, { fallback: t('errors.leaderboard') }),
    ).then((reply) => {
      if (current) setLoad(reply ? { state: 'ready', data: reply } : { state: 'failed' });
    });
    return () => {
      current = false;
    };
  }, [signedIn, map, scope, dispatch, t]);

  if (!signedIn) {
    return (
      <section className="screen">
        <h1>{t('board.title')}</h1>
        <p>{t('board.loginPrompt')}</p>
        <Link className="btn btn-primary" to="/auth/login">
          {t('nav.login')}
        </Link>
      </section>
    );
  }

  return (
    <section className="screen" style={{ maxWidth: LEADERBOARD_MAX_WIDTH }}>
      <h1>{t('board.title')}</h1>
      <fieldset className="segmented">
        <legend className="visually-hidden">{t('modes.title')}</legend>
        {GAME_MAPS.map((value) => (
          <button key={value} type="button" aria-pressed={map === value} onClick={() => setMap(value)}>
            {t(`modes.maps.${value}`)}
          </button>
        ))}
      </fieldset>
      <fieldset className="segmented">
        <legend className="visually-hidden">{t('board.period')}</legend>
        {LEADERBOARD_SCOPES.map((value) => (
          <button key={value} type="button" aria-pressed={scope === value} onClick={() => setScope(value)}>
            {t(`board.scopes.${value}`)}
          </button>
        ))}
      </fieldset>
      {load.state === 'loading' ? <p className="muted">{t('common.loading')}</p> : null}
      {load.state === 'failed' ? <p className="notice notice-error">{t('errors.leaderboard')}</p> : null}
      {load.state === 'ready' ? (
        <>
          <p className="muted" data-testid="board-position">
            {load.data.position
              ? t('board.position', {
                  position: formatOrdinal(load.data.position, i18n.language),
                  total: formatCount(load.data.totalPlayers, i18n.language),
                })
              : t('board.unranked')}
          </p>
          {load.data.leaderboard.length === 0 ? (
            <p className="muted">{t('board.empty')}</p>
          ) : (
            <div className="table-scroll">
              <table className="table">
                <thead>
                  <tr>
                    <th>{t('board.rank')}</th>
                    <th>{t('board.player')}</th>
                    <th className="numeric">{t('board.score')}</th>
                  </tr>
                </thead>
                <tbody>
                  {load.data.leaderboard.map((row) => (
                    <tr
                      key={row.user_id}
                      className={`${row.rank <= 3 ? `rank-${row.rank}` : ''}${row.user_id === userId ? ' row-self' : ''}`}
                      data-testid={row.user_id === userId ? 'board-own-row' : undefined}
                    >
                      <td>{row.rank}</td>
                      <td>
                        {row.username}
                        {row.user_id === userId ? ` (${t('board.you')})` : ''}
                      </td>
                      <td className="numeric">{row.score}</td>
                    </tr>
                  ))}
                  {load.data.playerEntry &&
                  !load.data.leaderboard.some((row) => row.user_id === load.data.playerEntry?.user_id) ? (
                    <tr className="row-self row-self-outside" data-testid="board-own-row">
                      <td>{load.data.playerEntry.rank}</td>
                      <td>
                        {load.data.playerEntry.username} ({t('board.you')})
                      </td>
                      <td className="numeric">{load.data.playerEntry.score}</td>
                    </tr>
                  ) : null}
                </tbody>
              </table>
            </div>
          )}
        </>
      ) : null}
    </section>
  );
}
