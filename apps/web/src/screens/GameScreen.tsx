/**
 * /game (Play): the chosen mode, its entry cost against the user's coins, and any game in progress from
 * GET /game/load. Tables themselves are not open in this version; the screen says so plainly.
 */
import { GAME_COST_DEFAULT, GAME_COST_VS, MIN_COINS_TO_PLAY, ROUNDS_PER_GAME } from '@cardroom/protocol';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { request } from '../api/request.js';
import { CurrencyIcon } from '../components/CurrencyIcon.js';
import { formatCount } from '../components/format.js';
import { ModeIcon } from '../components/ModeIcon.js';
import { gameLoaded } from '../store/game-slice.js';
import { selectUser, useAppDispatch, useAppSelector } from '../store/hooks.js';
import { findEntry } from './game-modes.js';

type Check = 'checking' | 'done' | 'failed';

export function GameScreen() {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const signedIn = useAppSelector((state) => state.session.accessToken !== null);
  const game = useAppSelector((state) => state.game.gameData);
  const entry = findEntry(useAppSelector((state) => state.game.gameMode));
  const [check, setCheck] = useState<Check>('checking');

  useEffect(() => {
    if (!signedIn) return;
    let current = true;
    // A background check: failures are logged and shown in place, not in the snackbar.
    void dispatch(request('gameLoad', {}, { silent: true, loading: false })).then((reply) => {
      if (!current) return;
      setCheck(reply ? 'done' : 'failed');
      if (reply?.gameData) dispatch(gameLoaded({ gameData: reply.gameData, playerData: reply.playerData }));
    });
    return () => {
      current = false;
    };
  }, [signedIn, dispatch]);

  return (
    <section className="screen" data-testid="game-screen">
      <h1>{t('game.title')}</h1>
      <div className="card mode-summary">
        <span className="mode-icon">
          <ModeIcon entry={entry} />
        </span>
        <span className="mode-text">
          <span className="muted small">{t('game.mode')}</span>
          <strong>{t(`${entry.key}.name`)}</strong>
          <span className="muted">{t(`${entry.key}.description`)}</span>
        </span>
        {signedIn ? (
          <Link className="btn btn-ghost btn-small" to="/game-mode">
            {t('game.changeMode')}
          </Link>
        ) : null}
      </div>
      {user ? (
        <section className="card">
          <p>{t('game.entry', { cost: GAME_COST_DEFAULT, vsCost: GAME_COST_VS })}</p>
          <p className="balance-line">
            <CurrencyIcon kind="coins" />{' '}
            {t('game.balance', { coins: formatCount(user.coins, i18n.language) })}
          </p>
          {user.coins < MIN_COINS_TO_PLAY ? (
            <p className="notice notice-error">{t('game.notEnough', { min: MIN_COINS_TO_PLAY })}</p>
          ) : null}
          {game ? (
            <div className="notice">
              <strong>{t('game.current')}</strong> · {t(`modes.maps.${game.map}`)} ·{' '}
              {t('game.round', { round: game.round, rounds: ROUNDS_PER_GAME })} ·{' '}
              {t('game.players', { people: game.people, max: game.maxPeople })}
            </div>
          ) : check === 'checking' ? (
            <p className="muted">{t('game.checking')}</p>
          ) : check === 'failed' ? (
            <p className="muted">{t('game.loadFailed')}</p>
          ) : (
            <p className="muted">{t('game.noGame')}</p>
          )}
          <p className="notice">{t('game.tablesSoon')}</p>
        </section>
      ) : (
        <section className="card">
          <p>{t('game.loginPrompt')}</p>
          <div className="button-row">
            <Link className="btn btn-primary" to="/auth/login">
              {t('nav.login')}
            </Link>
            <Link className="btn btn-ghost" to="/auth/register">
              {t('nav.register')}
            </Link>
          </div>
        </section>
      )}
    </section>
  );
}
