/**
 * One seat at the table: avatar (with the seat's reaction over it for ~3 s), name, Bot label, bid and
 * books won, the dealer chip, and whose turn it is with the turn timer.
 */
import type { Seat, SpadesView } from '@cardroom/engine';
import type { PlayerData, PlayerReaction } from '@cardroom/protocol';
import { type CSSProperties, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../components/Avatar.js';
import { AvatarFrame } from '../components/AvatarFrame.js';
import { reactionExpired } from '../store/game-slice.js';
import { useAppDispatch, useAppSelector } from '../store/hooks.js';
import type { TablePosition } from './cards.js';
import { turnBar, turnSecondsLeft } from './countdown.js';
import './seats.css';

export const REACTION_MS = 3000;

function TurnTimer({ deadline, total }: { deadline: string; total: number }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, []);
  const offsetMs = useAppSelector((state) => state.game.clockOffsetMs);
  const [startedAt] = useState(() => Date.now());
  const left = turnSecondsLeft({ deadline, now, offsetMs, turnSeconds: total }) ?? 0;
  const bar = turnBar({ deadline, now: startedAt, offsetMs, turnSeconds: total });
  return (
    <span className={`turn-timer${left <= 5 ? ' turn-timer-low' : ''}`} data-testid="turn-timer">
      <span
        className="turn-timer-bar"
        style={
          {
            '--start': bar.start,
            animationDuration: `${bar.durationMs}ms`,
            animationDelay: `${bar.delayMs}ms`,
          } as CSSProperties
        }
      />
      <span className="turn-timer-text">{t('table.seconds', { seconds: left })}</span>
    </span>
  );
}

export interface SeatPanelProps {
  seat: Seat;
  position: TablePosition;
  view: SpadesView | null;
  player: PlayerData | undefined;
  reaction: PlayerReaction | null;
  deadline: string | null | undefined;
  onOpen?(): void;
}

export function SeatPanel({ seat, position, view, player, reaction, deadline, onOpen }: SeatPanelProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const isTurn = view !== null && view.phase !== 'finished' && view.turn === seat;
  const bid = view?.bids[seat] ?? null;
  const books = view?.tricksBySeat[seat] ?? 0;
  const name = position === 'bottom' ? t('table.you') : (player?.username ?? t('table.emptySeat'));

  useEffect(() => {
    if (!reaction) return;
    const timer = setTimeout(
      () => dispatch(reactionExpired({ seat, time_stamp: reaction.time_stamp })),
      REACTION_MS,
    );
    return () => clearTimeout(timer);
  }, [reaction, seat, dispatch]);

  const bidText = bid
    ? bid.value === 0
      ? bid.blind
        ? t('table.blindNil')
        : t('table.nil')
      : t('table.bid', { bid: `${bid.value}${bid.firestorm ? '🔥' : ''}` })
    : view?.phase === 'bidding'
      ? t('table.bidding')
      : '';

  return (
    <div
      className={`seat seat-${position}${isTurn ? ' seat-turn' : ''}${player ? '' : ' seat-empty'}`}
      data-testid={`seat-${position}`}
      data-seat={seat}
    >
      <button
        type="button"
        className="seat-avatar"
        onClick={onOpen}
        disabled={!onOpen}
        aria-label={player?.username ?? t('table.emptySeat')}
      >
        <AvatarFrame skin={player?.skins?.frame}>
          <Avatar
            name={player?.username ?? '?'}
            src={player?.avatar ?? null}
            size={position === 'bottom' ? 36 : 44}
          />
        </AvatarFrame>
        {view?.dealer === seat ? (
          <span className="seat-dealer" title={t('table.dealer')}>
            D
          </span>
        ) : null}
        {reaction ? (
          <span key={reaction.time_stamp} className="seat-reaction" data-testid={`reaction-${position}`}>
            {reaction.reaction}
          </span>
        ) : null}
      </button>
      <span className="seat-info">
        <span className="seat-name">
          <span className="seat-username">{name}</span>
          {player?.isBot ? <span className="badge badge-bot">{t('table.bot')}</span> : null}
        </span>
        <span className="seat-stats small">
          {bidText ? <span>{bidText}</span> : null}
          {bid ? <span className="seat-books">{t('table.books', { count: books })}</span> : null}
        </span>
        {isTurn && deadline ? (
          <TurnTimer key={deadline} deadline={deadline} total={view?.settings.turnSeconds ?? 20} />
        ) : null}
      </span>
    </div>
  );
}
