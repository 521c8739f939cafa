/**
 * The middle of the table: each card played travels in from its seat; a completed trick stays a moment,
 * then is collected toward the winner. The previous trick can be looked at on demand. Only transform and
 * opacity animate (game.css).
 */
import { type Card, cardLabel, type Play, type Seat, type SpadesView, type Trick } from '@cardroom/engine';
import { type CSSProperties, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlayingCard } from '../components/PlayingCard.js';
import { positionOf, type TablePosition, toProtocolCard } from './cards.js';
import './trick.css';

/** How long a finished trick stays before it is collected, and how long the collection takes. */
export const TRICK_SHOW_MS = 900;
export const TRICK_COLLECT_MS = 550;

/** Each seat's place in the trick, in card widths from the middle (game.css multiplies by --trick-w). */
const SLOT: Record<TablePosition, { x: number; y: number; r: number }> = {
  bottom: { x: 0, y: 0.5, r: -3 },
  left: { x: -0.75, y: 0, r: -9 },
  top: { x: 0, y: -0.5, r: 4 },
  right: { x: 0.75, y: 0, r: 9 },
};
/** Where cards come from and go to: the seats, outside the trick area. */
const AWAY: Record<TablePosition, { x: number; y: number }> = {
  bottom: { x: 0, y: 260 },
  left: { x: -220, y: 0 },
  top: { x: 0, y: -220 },
  right: { x: 220, y: 0 },
};

interface Held {
  trick: Trick;
  hand: number;
  collecting: boolean;
}

function trickKey(trick: Trick | null): string {
  return trick ? trick.plays.map((play) => play.card).join('') : '';
}

/** The completed trick to keep on screen while it is shown and collected. */
function useHeldTrick(view: SpadesView): Held | null {
  const [held, setHeld] = useState<Held | null>(null);
  const lastKey = trickKey(view.lastTrick);
  const seen = useRef<string | null>(null);
  // The hand shown in the previous commit, and the latest last trick, read inside the effect below.
  const shownHand = useRef(view.hand);
  const latest = useRef(view.lastTrick);
  latest.current = view.lastTrick;
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  useEffect(() => {
    const lastTrick = latest.current;
    if (seen.current === null || !lastTrick) {
      seen.current = lastKey;
      return;
    }
    if (seen.current === lastKey) return;
    seen.current = lastKey;
    for (const timer of timers.current) clearTimeout(timer);
    setHeld({ trick: lastTrick, hand: shownHand.current, collecting: false });
    timers.current = [
      setTimeout(
        () => setHeld((current) => (current ? { ...current, collecting: true } : current)),
        TRICK_SHOW_MS,
      ),
      setTimeout(() => setHeld(null), TRICK_SHOW_MS + TRICK_COLLECT_MS),
    ];
  }, [lastKey]);

  useEffect(() => {
    shownHand.current = view.hand;
  });

  useEffect(
    () => () => {
      for (const timer of timers.current) clearTimeout(timer);
    },
    [],
  );

  return held;
}

function TableCard({ play, viewer, winner }: { play: Play; viewer: Seat; winner: Seat | null }) {
  const position = positionOf(play.seat, viewer);
  const slot = SLOT[position];
  const from = AWAY[position];
  const to = winner === null ? null : AWAY[positionOf(winner, viewer)];
  const data = toProtocolCard(play.card);
  const style = {
    '--x': slot.x,
    '--y': slot.y,
    '--r': `${slot.r}deg`,
    '--from-x': `${from.x}px`,
    '--from-y': `${from.y}px`,
    '--to-x': `${(to?.x ?? 0) * 0.7}px`,
    '--to-y': `${(to?.y ?? 0) * 0.7}px`,
  } as CSSProperties;
  return (
    <span
      className={`trick-card${winner !== null ? ' trick-card-collect' : ''}`}
      style={style}
      data-testid="trick-card"
      data-card={play.card}
    >
      <PlayingCard suit={data.suit} value={data.value} width={90} label={cardLabel(play.card)} />
    </span>
  );
}

export function TrickArea({ view }: { view: SpadesView }) {
  const held = useHeldTrick(view);
  const viewer = view.seat;
  const current = view.trick;
  // A new trick started while the old one is still shown: collect the old one at once.
  const collecting = held && (held.collecting || current.length > 0) ? held.trick.winner : null;
  const currentKeys = new Set(current.map((play) => `${view.hand}-${play.card}`));
  const heldPlays = held
    ? held.trick.plays.filter((play) => !currentKeys.has(`${held.hand}-${play.card}`))
    : [];
  return (
    <div className="trick-area" data-testid="trick-area">
      {heldPlays.map((play) => (
        <TableCard key={`${held?.hand}-${play.card}`} play={play} viewer={viewer} winner={collecting} />
      ))}
      {current.map((play) => (
        <TableCard key={`${view.hand}-${play.card}`} play={play} viewer={viewer} winner={null} />
      ))}
    </div>
  );
}

/** The previous trick in small cards with its winner's name (on demand). */
export function LastTrick({ trick, nameOf }: { trick: Trick; nameOf(seat: Seat): string }) {
  const { t } = useTranslation();
  return (
    <div className="last-trick" data-testid="last-trick">
      <div className="last-trick-cards">
        {trick.plays.map((play) => {
          const data = toProtocolCard(play.card as Card);
          return (
            <span key={play.card} className={play.seat === trick.winner ? 'last-trick-winner' : ''}>
              <PlayingCard suit={data.suit} value={data.value} width={40} label={cardLabel(play.card)} />
            </span>
          );
        })}
      </div>
      <span className="small">{t('table.wonBy', { name: nameOf(trick.winner) })}</span>
    </div>
  );
}
