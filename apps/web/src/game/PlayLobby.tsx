/**
 * /game without a table: the chosen mode, the entry cost of each kind of table against the user's coins,
 * and the ways to play (spec §2 Play). Anonymous visitors play as guests or sign in. `?join=<id>` takes
 * a seat in a friend's game, after sign-in when needed.
 */
import { isGuest, MIN_COINS_TO_PLAY } from '@cardroom/protocol';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { CurrencyIcon } from '../components/CurrencyIcon.js';
import { formatCount } from '../components/format.js';
import { ModeIcon } from '../components/ModeIcon.js';
import { findEntry } from '../screens/game-modes.js';
import type { PlayKind } from '../store/game-slice.js';
import { quickPlaySet } from '../store/game-slice.js';
import { selectUser, useAppDispatch, useAppSelector } from '../store/hooks.js';
import { costOf, joinFriendly, loadTable, openTable } from './game-thunks.js';
import { parseJoinParam } from './links.js';
import { rememberJoin } from './PendingJoin.js';
import './lobby.css';

const KINDS = [
  { kind: 'bots', label: 'lobby.playBots', hint: 'lobby.playBotsHint', testId: 'play-bots' },
  { kind: 'vs', label: 'lobby.playVs', hint: 'lobby.playVsHint', testId: 'play-vs' },
  { kind: 'friendly', label: 'lobby.playFriend', hint: 'lobby.playFriendHint', testId: 'play-friend' },
  { kind: 'tutorial', label: 'lobby.tutorial', hint: 'lobby.tutorialHint', testId: 'play-tutorial' },
] as const;

type Check = 'checking' | 'done' | 'failed';

export function PlayLobby() {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { search } = useLocation();
  const user = useAppSelector(selectUser);
  const signedIn = useAppSelector((state) => state.session.accessToken !== null);
  const coinError = useAppSelector((state) => state.game.coinError);
  const quickPlay = useAppSelector((state) => state.game.quickPlay);
  const entry = findEntry(useAppSelector((state) => state.game.gameMode));
  const [check, setCheck] = useState<Check>('checking');
  const [busy, setBusy] = useState<PlayKind | null>(null);
  const joinId = parseJoinParam(search);
  const joining = useRef<string | null>(null);

  useEffect(() => {
    if (!signedIn || joinId) return;
    let current = true;
    void dispatch(loadTable()).then((result) => {
      if (current) setCheck(result);
    });
    return () => {
      current = false;
    };
  }, [signedIn, joinId, dispatch]);

  useEffect(() => {
    if (!joinId) return;
    if (!signedIn) {
      rememberJoin(joinId);
      void navigate('/auth/login');
      return;
    }
    if (joining.current === joinId) return;
    joining.current = joinId;
    void dispatch(joinFriendly(joinId)).then(() => navigate('/game', { replace: true }));
  }, [joinId, signedIn, dispatch, navigate]);

  const start = async (kind: PlayKind) => {
    if (busy) return;
    setBusy(kind);
    await dispatch(openTable(kind));
    setBusy(null);
  };

  if (joinId) {
    return (
      <section className="screen" data-testid="join-screen">
        <h1>{t('lobby.joinTitle')}</h1>
        <p className="muted">{signedIn ? t('lobby.joining', { id: joinId }) : t('lobby.joinLogin')}</p>
        <span className="spinner" />
      </section>
    );
  }

  const modeCard = (
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
  );

  if (entry.map !== 'spades') {
    return (
      <section className="screen" data-testid="game-screen">
        <h1>{t('game.title')}</h1>
        {modeCard}
        <section className="card">
          {entry.map === 'dominoes' ? (
            <>
              <p>{t('lobby.dominoes')}</p>
              <Link className="btn btn-primary" to="/game/dominoes" data-testid="open-dominoes">
                {t('lobby.openDominoes')}
              </Link>
            </>
          ) : (
            <p className="notice" data-testid="solitaire-soon">
              {t('lobby.solitaire')}
            </p>
          )}
          <Link className="btn btn-ghost" to="/game-mode">
            {t('lobby.chooseSpades')}
          </Link>
        </section>
      </section>
    );
  }

  return (
    <section className="screen" data-testid="game-screen">
      <h1>{t('game.title')}</h1>
      {modeCard}
      {user && signedIn && !isGuest(user) ? (
        <section className="card lobby">
          <p className="balance-line">
            <CurrencyIcon kind="coins" />{' '}
            {t('game.balance', { coins: formatCount(user.coins, i18n.language) })}
          </p>
          {user.coins < MIN_COINS_TO_PLAY || coinError ? (
            <p className="notice notice-error coin-error" data-testid="coin-error">
              {t('game.notEnough', { min: MIN_COINS_TO_PLAY })} <Link to="/store">{t('lobby.getCoins')}</Link>
            </p>
          ) : null}
          <label className="toggle-row lobby-quick">
            <input
              type="checkbox"
              checked={quickPlay}
              onChange={(event) => dispatch(quickPlaySet(event.currentTarget.checked))}
              data-testid="quick-toggle"
            />
            <span>
              <strong>{t('lobby.quick')}</strong> <span className="muted small">{t('lobby.quickHint')}</span>
            </span>
          </label>
          <div className="lobby-actions">
            {KINDS.map(({ kind, label, hint, testId }) => {
              const cost = costOf(kind);
              const short = cost > user.coins;
              return (
                <button
                  key={kind}
                  type="button"
                  className={`lobby-action${kind === 'bots' ? ' lobby-action-primary' : ''}${short ? ' lobby-action-short' : ''}`}
                  onClick={() => void start(kind)}
                  disabled={busy !== null}
                  aria-busy={busy === kind}
                  data-testid={testId}
                >
                  <strong>{t(label)}</strong>
                  <span className="small">{t(hint, { cost })}</span>
                  {busy === kind ? <span className="spinner" /> : null}
                </button>
              );
            })}
          </div>
          {check === 'checking' ? <p className="muted small">{t('game.checking')}</p> : null}
          {check === 'failed' ? <p className="muted small">{t('game.loadFailed')}</p> : null}
        </section>
      ) : (
        <section className="card lobby">
          <button
            type="button"
            className="lobby-action lobby-action-primary"
            onClick={() => void start('guest')}
            disabled={busy !== null}
            data-testid="play-guest"
          >
            <strong>{t('lobby.playGuest')}</strong>
            <span className="small">{t('lobby.playGuestHint')}</span>
            {busy === 'guest' ? <span className="spinner" /> : null}
          </button>
          <p className="muted">{t('lobby.guestOr')}</p>
          <div className="button-row">
            <Link className="btn btn-primary" to="/auth/login" data-testid="lobby-login">
              {t('nav.login')}
            </Link>
            <Link className="btn btn-ghost" to="/auth/register" data-testid="lobby-register">
              {t('nav.register')}
            </Link>
          </div>
        </section>
      )}
    </section>
  );
}
