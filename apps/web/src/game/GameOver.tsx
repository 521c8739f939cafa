/**
 * Game over (gameData.hasFinished): the result for the caller, winners, final scores, payouts from
 * gameData.outcome, the new coin balance (spadesFinish settles and returns the fresh user), a link to
 * verify the shuffle, Play again and Back.
 */
import { type Seat, type SpadesView, sideOf } from '@cardroom/engine';
import type { GameData, PlayerData } from '@cardroom/protocol';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useFeedback } from '../audio/sfx.js';
import { CurrencyIcon } from '../components/CurrencyIcon.js';
import { formatCount } from '../components/format.js';
import { selectUser, useAppDispatch, useAppSelector } from '../store/hooks.js';
import { Confetti } from './Confetti.js';
import { finishGame, leaveFinished, playAgain } from './game-thunks.js';
import { fairPath } from './links.js';
import { ScoreTable } from './ScoreTable.js';
import './scores.css';

type Result = 'won' | 'lost' | 'draw';

/** A trophy for a win, a handshake of cards for a loss, two equal cards for a draw. */
function ResultBadge({ result }: { result: Result }) {
  if (result === 'won')
    return (
      <svg className="game-over-badge-pop" width="56" height="56" viewBox="0 0 56 56" aria-hidden="true">
        <path d="M16 8h24v12a12 12 0 0 1-24 0z" fill="#f2b705" />
        <path
          d="M16 12H8v4a10 10 0 0 0 10 10M40 12h8v4a10 10 0 0 1-10 10"
          fill="none"
          stroke="#f2b705"
          strokeWidth="3"
        />
        <path d="M25 32h6v8h-6z" fill="#d99e00" />
        <rect x="17" y="40" width="22" height="7" rx="2" fill="#f2b705" />
        <path d="m28 12 2.4 4.9 5.4.8-3.9 3.8.9 5.4-4.8-2.5-4.8 2.5.9-5.4-3.9-3.8 5.4-.8z" fill="#fff6d5" />
      </svg>
    );
  if (result === 'lost')
    return (
      <svg width="56" height="56" viewBox="0 0 56 56" aria-hidden="true">
        <rect x="8" y="10" width="24" height="34" rx="4" fill="#fdfcf7" transform="rotate(-12 20 27)" />
        <rect x="24" y="12" width="24" height="34" rx="4" fill="#dbe9ff" transform="rotate(10 36 29)" />
        <path d="M36 22c-3-4-9-1-6 4l6 6 6-6c3-5-3-8-6-4z" fill="#58a6ff" />
      </svg>
    );
  return (
    <svg width="56" height="56" viewBox="0 0 56 56" aria-hidden="true">
      <rect x="7" y="11" width="20" height="32" rx="4" fill="#fdfcf7" />
      <rect x="29" y="11" width="20" height="32" rx="4" fill="#fdfcf7" />
      <path d="M13 27h8M35 27h8" stroke="#14161c" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

export interface GameOverProps {
  game: GameData;
  view: SpadesView | null;
  me: PlayerData | null;
  nameOf(seat: Seat): string;
}

export function GameOver({ game, view, me, nameOf }: GameOverProps) {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const feedback = useFeedback();
  const user = useAppSelector(selectUser);
  const settled = useRef<string | null>(null);
  const [settling, setSettling] = useState(true);
  const [busy, setBusy] = useState(false);
  const coinsBefore = useRef(user?.coins ?? 0);

  useEffect(() => {
    if (settled.current === game.game_id) return;
    settled.current = game.game_id;
    void dispatch(finishGame()).then(() => setSettling(false));
  }, [game.game_id, dispatch]);

  useEffect(() => {
    if (user && user.coins > coinsBefore.current) feedback.success();
    if (user) coinsBefore.current = user.coins;
  }, [user, feedback]);

  const outcome = game.outcome;
  const winnerIds = outcome?.winners ?? [];
  const draw = outcome?.draw ?? view?.result?.draw ?? false;
  const won = outcome
    ? me !== null && winnerIds.includes(me.id)
    : view !== null && (view.result?.winners.includes(sideOf(view.seat, view.mode)) ?? false);
  const result: Result = draw ? 'draw' : won ? 'won' : 'lost';
  const nameById = (id: string) => game.players.find((player) => player.id === id)?.username ?? id;
  // Every hand the game played can be checked: the history holds one row per scored hand.
  const fair = fairPath(game.fairness, game.game_mode, view?.history.length ?? 1, game.game_id);
  const payouts = (outcome?.payouts ?? []).filter((payout) => payout.amount > 0);

  const again = async () => {
    setBusy(true);
    await dispatch(playAgain());
    setBusy(false);
  };
  const back = async () => {
    setBusy(true);
    await dispatch(leaveFinished());
    setBusy(false);
    void navigate('/game');
  };

  return (
    <div className="game-over-backdrop">
      {result === 'won' ? <Confetti /> : null}
      <section className="game-over" data-testid="game-over" aria-labelledby="game-over-title">
        <h2 id="game-over-title">{t('gameOver.title')}</h2>
        <div className={`game-over-result ${result}`} data-testid="game-result" data-result={result}>
          <ResultBadge result={result} />
          <p className="game-over-headline">{t(`gameOver.${result}`)}</p>
          <p className="game-over-line">{t(`gameOver.${result}Line`)}</p>
        </div>
        {winnerIds.length > 0 && !draw ? (
          <p>{t('gameOver.winners', { names: winnerIds.map(nameById).join(', ') })}</p>
        ) : null}
        <h3>{t('gameOver.payouts')}</h3>
        {payouts.length > 0 ? (
          <ul className="payouts">
            {payouts.map((payout) => (
              <li
                key={payout.playerId}
                data-testid="payout-line"
                data-player={payout.playerId}
                data-amount={payout.amount}
              >
                <CurrencyIcon kind="coins" />{' '}
                {t('gameOver.payout', {
                  name: nameById(payout.playerId),
                  amount: formatCount(payout.amount, i18n.language),
                })}
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted" data-testid="no-payouts">
            {t('gameOver.noPayouts')}
          </p>
        )}
        {user ? (
          <p
            className="balance-line"
            data-testid="game-over-balance"
            data-coins={user.coins}
            data-settled={settling ? 'false' : 'true'}
          >
            <CurrencyIcon kind="coins" />{' '}
            {t('gameOver.balance', { coins: formatCount(user.coins, i18n.language) })}
            {settling ? <span className="spinner" role="status" aria-label={t('gameOver.settling')} /> : null}
          </p>
        ) : null}
        {view && view.history.length > 0 ? (
          <details className="final-scores" open={view.history.length === 1}>
            <summary>{t('gameOver.finalScores')}</summary>
            <ScoreTable history={view.history} mode={view.mode} nameOf={nameOf} viewer={view.seat} />
          </details>
        ) : null}
        <div className="game-over-actions">
          {fair ? (
            <Link
              className="btn btn-ghost"
              to={fair}
              target="_blank"
              rel="noopener"
              data-testid="verify-shuffle"
            >
              {t('gameOver.verify')}
            </Link>
          ) : null}
          <button
            type="button"
            className="btn btn-ghost"
            onClick={() => void back()}
            disabled={busy}
            data-testid="game-over-back"
          >
            {t('gameOver.back')}
          </button>
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => void again()}
            disabled={busy}
            data-testid="play-again"
          >
            {t('gameOver.playAgain')}
          </button>
        </div>
      </section>
    </div>
  );
}
