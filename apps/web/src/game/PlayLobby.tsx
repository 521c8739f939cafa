/**
 * /game without a table: the player at a glance, the chosen mode with its art and guide, the entry cost
 * of each kind of table against the user's coins, and the ways to play (spec §2 Play). Anonymous visitors play as guests or sign in. `?join=<id>` takes
 * a seat in a friend's game, after sign-in when needed.
 */
import { CONTEST_ENTRY_FEE, isGuest } from '@cardroom/protocol';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { artKindOf, GameArt } from '../components/GameArt.js';
import { PlayerHud } from '../components/PlayerHud.js';
import { type GuideMode, guideModeFor } from '../guide/guide-modes.js';
import { HowToPlayGuide } from '../guide/HowToPlayGuide.js';
import { findEntry, tablePathOf } from '../screens/game-modes.js';
import { PrizePoolsLink } from '../screens/prize-pools/PrizePoolsLink.js';
import type { PlayKind } from '../store/game-slice.js';
import { selectUser, useAppDispatch, useAppSelector } from '../store/hooks.js';
import { costOf, joinFriendly, loadTable, openTable } from './game-thunks.js';
import { AccountPrompt, NotEnoughCoins, QuickGameToggle } from './LobbyAccount.js';
import { kindButtonsFor } from './LobbyKindButton.js';
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
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { search } = useLocation();
  const user = useAppSelector(selectUser);
  const signedIn = useAppSelector((state) => state.session.accessToken !== null);
  const entry = findEntry(useAppSelector((state) => state.game.gameMode));
  const [check, setCheck] = useState<Check>('checking');
  const [busy, setBusy] = useState<PlayKind | null>(null);
  const joinId = parseJoinParam(search);
  const joining = useRef<string | null>(null);
  const [guide, setGuide] = useState<GuideMode | null>(null);
  const closeGuide = useCallback(() => setGuide(null), []);

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

  const guideMode = guideModeFor(entry);
  const modeCard = (
    <div className="lobby-mode" data-testid="lobby-mode">
      <GameArt kind={artKindOf(entry)} size="lg" />
      <div className="lobby-mode-text">
        <span className="lobby-kicker">{t('game.mode')}</span>
        <strong className="lobby-mode-name">{t(`${entry.key}.name`)}</strong>
        <span className="muted">{t(`${entry.key}.description`)}</span>
        <div className="lobby-mode-actions">
          {signedIn ? (
            <Link
              className="btn btn-ghost btn-small lobby-press"
              to="/game-mode"
              data-testid="lobby-change-mode"
            >
              {t('game.changeMode')}
            </Link>
          ) : null}
          {guideMode ? (
            <button
              type="button"
              className="btn btn-ghost btn-small lobby-press"
              onClick={() => setGuide(guideMode)}
              data-testid="lobby-how-to-play"
            >
              {t('lobby.howToPlay')}
            </button>
          ) : null}
        </div>
      </div>
    </div>
  );
  const guideDialog = guide ? <HowToPlayGuide mode={guide} onClose={closeGuide} /> : null;

  if (entry.map === 'solitaire') {
    // Solitaire's three ways to play (free, the daily deal, ranked contests) are chosen at its table.
    return (
      <section className="screen lobby-screen" data-testid="game-screen">
        <h1>{t('game.title')}</h1>
        {modeCard}
        <section className="card lobby-soon" data-testid="solitaire-lobby">
          <ul className="lobby-solitaire-ways">
            <li data-testid="solitaire-way-free">{t('lobby.solitaire')}</li>
            <li data-testid="solitaire-way-daily">{t('lobby.solitaireDaily')}</li>
            <li data-testid="solitaire-way-contest">
              {t('lobby.solitaireContest', { cost: CONTEST_ENTRY_FEE })}
            </li>
          </ul>
          <Link className="btn btn-primary lobby-press" to="/game/solitaire" data-testid="play-solitaire">
            {t('lobby.playSolitaire')}
          </Link>
        </section>
        {guideDialog}
      </section>
    );
  }

  if (entry.map === 'dominoes') {
    // Dominoes has its own lobby (mode and 2 or 4 players against bots); the chosen mode comes preselected.
    return (
      <section className="screen lobby-screen" data-testid="game-screen">
        <h1>{t('game.title')}</h1>
        {modeCard}
        <section className="card lobby-soon" data-testid="dominoes-lobby-link">
          <p>{t('lobby.dominoes')}</p>
          <Link className="btn btn-primary lobby-press" to={tablePathOf(entry)} data-testid="play-dominoes">
            {t('lobby.playDominoes')}
          </Link>
        </section>
        {guideDialog}
      </section>
    );
  }

  const kindCard = kindButtonsFor(busy, (chosen) => void start(chosen));

  return (
    <section className="screen lobby-screen" data-testid="game-screen">
      <h1>{t('game.title')}</h1>
      {user && signedIn && !isGuest(user) ? <PlayerHud user={user} /> : null}
      {modeCard}
      {user && signedIn && !isGuest(user) ? (
        <section className="lobby" aria-labelledby="lobby-tables">
          <NotEnoughCoins coins={user.coins} />
          <QuickGameToggle hint={t('lobby.quickHint')} testId="quick-toggle" />
          <h2 id="lobby-tables" className="lobby-heading">
            {t('lobby.tables')}
          </h2>
          <div className="lobby-kinds">
            {KINDS.map(({ kind, label, hint, testId }) => {
              const cost = costOf(kind);
              return kindCard(kind, t(label), t(hint), testId, {
                primary: kind === 'bots',
                short: cost > user.coins,
                cost,
              });
            })}
          </div>
          <PrizePoolsLink />
          {check === 'checking' ? <p className="muted small">{t('game.checking')}</p> : null}
          {check === 'failed' ? <p className="muted small">{t('game.loadFailed')}</p> : null}
        </section>
      ) : (
        <section className="lobby">
          <div className="lobby-kinds lobby-kinds-guest">
            {kindCard('guest', t('lobby.playGuest'), t('lobby.playGuestHint'), 'play-guest', {
              primary: true,
              cost: 0,
            })}
          </div>
          <AccountPrompt />
        </section>
      )}
      {guideDialog}
    </section>
  );
}
