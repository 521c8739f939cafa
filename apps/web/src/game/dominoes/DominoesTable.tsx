/**
 * The dominoes table from one seat's view: the opponents around (tile counts only), the line of play, the
 * boneyard's count, the scores per side, and your hand with the tiles you may play raised. A tile that fits
 * one end is played at once; one that fits several waits for a tap on the end. Draw and Pass show only when
 * they are your legal action. A fire flashes its points; a finished hand opens its summary. While the server
 * holds the next hand for the table's people (handPauseUntil), the summary's Next hand tells it this player has
 * read it (onHandAck); when the pause runs out first the summary closes with it, so no turn clock runs behind.
 */
import {
  type DominoesHandRecord,
  type DominoesView,
  dominoesSideCount,
  type End,
  halves,
  type Line,
  legalDominoesActionsForView,
  lineTiles,
  type Tile,
} from '@cardroom/engine';
import type { PlayerReaction, SeatSkins } from '@cardroom/protocol';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feltStyle, tileStyle } from '../../components/skins.js';
import { DominoesLine } from './DominoesLine.js';
import { DominoTile } from './DominoTile.js';
import { PHONE_ROOM, WIDE_ROOM } from './dominoes-layout.js';
import { HandSummary, ScoreTable, useSideName } from './HandSummary.js';
import { SeatReaction, TurnSeconds } from './SeatExtras.js';
import './dominoes.css';

/**
 * Who sits where beyond the view: bot seats, reactions, the turn's deadline and the pause after a hand (the
 * store's game).
 */
export interface TableExtras {
  isBot(seat: number): boolean;
  reactionOf(seat: number): PlayerReaction | null;
  deadline: string | null;
  /** When the server starts the next hand even if not everyone has pressed Next hand; null: no pause. */
  handPauseUntil?: string | null;
  /** The skins a seat wears (issue 14): its tiles, and the viewer's felt; absent: the standard look. */
  skinsOf?(seat: number): SeatSkins | undefined;
}

const NO_EXTRAS: TableExtras = { isBot: () => false, reactionOf: () => null, deadline: null };

export type DominoesMove = { type: 'play'; tile: Tile; end: End } | { type: 'draw' } | { type: 'pass' };

const FLASH_MS = 1800;
const WIDE_QUERY = '(min-width: 760px)';

function mediaQuery(): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(WIDE_QUERY) : null;
}

function useWide(): boolean {
  const [wide, setWide] = useState(() => mediaQuery()?.matches ?? false);
  useEffect(() => {
    const query = mediaQuery();
    if (!query) return;
    const onChange = () => setWide(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return wide;
}

/** The fire points scored by tiles that are on `line` and were not on `before`. */
function newFire(before: Line, line: Line): number {
  const had = new Set(lineTiles(before));
  const placed = [
    ...(line.lead ? [line.lead] : []),
    ...line.east,
    ...line.west,
    ...line.north,
    ...line.south,
  ];
  return placed.reduce((sum, tile) => (had.has(tile.tile) ? sum : sum + tile.fire), 0);
}

/** Opponents in turn order from your left: with two players the one opponent sits across. */
/** Tiles that came from the boneyard since the last view of this same hand: they fly in from it. */
function useDrawnTiles(hand: readonly Tile[], handNumber: number): ReadonlySet<Tile> {
  const previous = useRef<{ hand: readonly Tile[]; handNumber: number } | null>(null);
  const drawn = useMemo(() => {
    const before = previous.current;
    if (!before || before.handNumber !== handNumber) return new Set<Tile>();
    return new Set(hand.filter((tile) => !before.hand.includes(tile)));
  }, [hand, handNumber]);
  useEffect(() => {
    previous.current = { hand, handNumber };
  }, [hand, handNumber]);
  return drawn;
}

function opponentPlaces(view: DominoesView): Array<{ seat: number; place: 'left' | 'top' | 'right' }> {
  const others = Array.from({ length: view.seatCount - 1 }, (_, at) => (view.seat + at + 1) % view.seatCount);
  const places: Record<number, Array<'left' | 'top' | 'right'>> = {
    1: ['top'],
    2: ['left', 'right'],
    3: ['left', 'top', 'right'],
  };
  const chosen = places[others.length] ?? [];
  return others.map((seat, at) => ({ seat, place: chosen[at] ?? 'top' }));
}

function SeatBox({
  view,
  seat,
  name,
  place,
  extras,
}: {
  view: DominoesView;
  seat: number;
  name: string;
  place: string;
  extras: TableExtras;
}) {
  const { t } = useTranslation();
  const count = view.handCounts[seat] ?? 0;
  const turn = view.phase === 'playing' && view.turn === seat;
  return (
    <div
      className={`dom-seat dom-seat-${place}${turn ? ' dom-seat-turn' : ''}`}
      data-testid={`dom-seat-${seat}`}
      aria-current={turn ? 'true' : undefined}
    >
      <SeatReaction seat={seat} reaction={extras.reactionOf(seat)} />
      <span className="dom-seat-name">{name}</span>
      {extras.isBot(seat) ? <span className="badge badge-bot">{t('table.bot')}</span> : null}
      {turn && extras.deadline ? (
        <TurnSeconds
          key={extras.deadline}
          deadline={extras.deadline}
          total={view.settings.turnSeconds ?? 20}
        />
      ) : null}
      <span
        className="dom-seat-backs"
        aria-hidden="true"
        style={tileStyle(extras.skinsOf?.(seat)?.tile)}
        data-skin={extras.skinsOf?.(seat)?.tile ?? undefined}
      >
        {Array.from({ length: Math.min(count, 7) }, (_, at) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: face-down tiles have no identity
          <span key={at} className="dom-back" />
        ))}
      </span>
      <span className="dom-seat-count" data-testid={`dom-count-${seat}`}>
        {t('dominoes.table.tiles', { count })}
      </span>
    </div>
  );
}

export function DominoesTable({
  view,
  nameOf,
  busy = false,
  onAction,
  onNewGame,
  onHandAck,
  extras = NO_EXTRAS,
}: {
  view: DominoesView;
  nameOf(seat: number): string;
  busy?: boolean;
  onAction(move: DominoesMove): void;
  onNewGame?(): void;
  /** This player pressed Next hand on the summary of the pause before `hand` (`game:hand-ack`). */
  onHandAck?(hand: number): void;
  extras?: TableExtras;
}) {
  const { t } = useTranslation();
  const wide = useWide();
  const sideName = useSideName(view, nameOf);
  const [selected, setSelected] = useState<Tile | null>(null);
  const [flash, setFlash] = useState<{ points: number; key: number } | null>(null);
  const [summary, setSummary] = useState<DominoesHandRecord | null>(null);
  const [scoresOpen, setScoresOpen] = useState(false);
  const drawn = useDrawnTiles(view.myHand, view.history.length);
  const seenLine = useRef(view.line);
  const seenHands = useRef(view.history.length);

  const legal = useMemo(() => legalDominoesActionsForView(view), [view]);
  const endsOf = useMemo(() => {
    const ends = new Map<Tile, End[]>();
    for (const action of legal)
      if (action.type === 'play') ends.set(action.tile, [...(ends.get(action.tile) ?? []), action.end]);
    return ends;
  }, [legal]);
  const canDraw = legal.some((action) => action.type === 'draw');
  const canPass = legal.some((action) => action.type === 'pass');
  const myTurn = view.phase === 'playing' && view.turn === view.seat;
  const mySkins = extras.skinsOf?.(view.seat);
  const pendingEnds = selected ? (endsOf.get(selected) ?? null) : null;

  useEffect(() => {
    const before = seenLine.current;
    seenLine.current = view.line;
    if (before === view.line) return;
    const points = newFire(before, view.line);
    if (points <= 0) return;
    setFlash({ points, key: view.moves });
    const timer = setTimeout(() => setFlash(null), FLASH_MS);
    return () => clearTimeout(timer);
  }, [view.line, view.moves]);

  useEffect(() => {
    if (view.history.length > seenHands.current) setSummary(view.history.at(-1) ?? null);
    seenHands.current = view.history.length;
  }, [view.history]);

  // The pause before the next hand: the summary shows (after a reload too) until Next hand or the pause's end.
  const pauseUntil = extras.handPauseUntil ?? null;
  const pausedHand = pauseUntil && view.phase === 'playing' && view.history.length > 0 ? view.hand : null;
  const acked = useRef<number | null>(null);
  const openedByPause = useRef(false);
  const lastRecord = view.history.at(-1) ?? null;
  useEffect(() => {
    if (pausedHand !== null && acked.current !== pausedHand) {
      openedByPause.current = true;
      setSummary(lastRecord);
    } else if (pausedHand === null && openedByPause.current) {
      openedByPause.current = false;
      setSummary(null);
    }
  }, [pausedHand, lastRecord]);

  const closeSummary = () => {
    setSummary(null);
    openedByPause.current = false;
    if (pausedHand !== null && acked.current !== pausedHand) {
      acked.current = pausedHand;
      onHandAck?.(pausedHand);
    }
  };

  // A tile chosen for an end stops waiting once it is no longer yours to play (a new view arrived).
  useEffect(() => {
    if (selected && !endsOf.has(selected)) setSelected(null);
  }, [endsOf, selected]);

  const tapTile = (tile: Tile) => {
    if (busy) return;
    const ends = endsOf.get(tile);
    if (!ends) return;
    if (ends.length === 1) {
      setSelected(null);
      onAction({ type: 'play', tile, end: ends[0] as End });
      return;
    }
    setSelected((current) => (current === tile ? null : tile));
  };

  const chooseEnd = (end: End) => {
    if (!selected || busy) return;
    const tile = selected;
    setSelected(null);
    onAction({ type: 'play', tile, end });
  };

  const sides = Array.from({ length: dominoesSideCount(view.mode, view.seatCount) }, (_, side) => side);
  // While the others still read the summary, the next hand's first player waits with them (unless it is you:
  // having pressed Next hand, you may lead).
  const status = !myTurn
    ? view.phase === 'playing'
      ? pausedHand !== null
        ? t('dominoes.table.nextHandWaits')
        : t('dominoes.table.theirTurn', { name: nameOf(view.turn) })
      : ''
    : selected && pendingEnds
      ? t('dominoes.table.chooseEnd', { tile: selected })
      : view.mustLead && !view.line.lead
        ? t('dominoes.table.mustLead', { tile: view.mustLead })
        : t('dominoes.table.yourTurn');

  return (
    <section
      className={`dom-table${wide ? ' dom-wide' : ''}`}
      style={feltStyle(mySkins?.felt)}
      data-testid="dominoes-table"
      aria-label={t('dominoes.table.label')}
      // What a browser test waits on instead of sleeping: the view's move count, hands played, whose turn.
      data-moves={view.moves}
      data-hands={view.history.length}
      data-my-turn={myTurn ? 'true' : 'false'}
      data-phase={view.phase}
    >
      <header className="dom-bar">
        <ul className="dom-scores" aria-label={t('dominoes.table.scores')}>
          {sides.map((side) => (
            <li key={side} data-testid={`dom-score-${side}`}>
              <span className="dom-score-name">{sideName(side)}</span>
              <strong>{view.scores[side] ?? 0}</strong>
            </li>
          ))}
        </ul>
        <span className="dom-target-label">
          {view.settings.singleHand
            ? t('dominoes.table.oneHand')
            : t('dominoes.table.target', { target: view.settings.target })}
        </span>
        <button
          type="button"
          className="btn btn-small btn-ghost"
          onClick={() => setScoresOpen(true)}
          data-testid="dom-scores-button"
        >
          {t('dominoes.table.scores')}
        </button>
      </header>
      <div className={`dom-felt${view.seatCount === 2 ? ' dom-felt-duo' : ''}`}>
        {opponentPlaces(view).map(({ seat, place }) => (
          <SeatBox key={seat} view={view} seat={seat} name={nameOf(seat)} place={place} extras={extras} />
        ))}
        <div className="dom-center">
          <DominoesLine
            line={view.line}
            room={wide ? WIDE_ROOM : PHONE_ROOM}
            pending={selected && pendingEnds ? { tile: selected, ends: pendingEnds } : null}
            onEnd={chooseEnd}
          />
          {flash ? (
            <output key={flash.key} className="dom-fire" data-testid="fire-flash" aria-live="polite">
              <span aria-hidden="true">{t('dominoes.table.fire', { points: flash.points })}</span>
              <span className="visually-hidden">
                {t('dominoes.table.fireLabel', { points: flash.points })}
              </span>
            </output>
          ) : null}
        </div>
        <div className="dom-boneyard" data-testid="dom-boneyard">
          <span className="dom-back dom-back-big" aria-hidden="true" />
          {t('dominoes.table.boneyard', { count: view.boneyardCount })}
        </div>
      </div>
      <div className="dom-my-row">
        <span className={`dom-turn${myTurn ? ' dom-turn-me' : ''}`} data-testid="dom-turn" aria-live="polite">
          {status}
        </span>
        <SeatReaction seat={view.seat} reaction={extras.reactionOf(view.seat)} />
        {myTurn && extras.deadline ? (
          <TurnSeconds
            key={extras.deadline}
            deadline={extras.deadline}
            total={view.settings.turnSeconds ?? 20}
          />
        ) : null}
        {selected ? (
          <button type="button" className="btn btn-small btn-ghost" onClick={() => setSelected(null)}>
            {t('dominoes.table.cancel')}
          </button>
        ) : null}
        {canDraw ? (
          <button
            type="button"
            className="btn btn-small btn-primary"
            disabled={busy}
            onClick={() => onAction({ type: 'draw' })}
            data-testid="dom-draw"
          >
            {t('dominoes.table.draw')}
          </button>
        ) : null}
        {canPass ? (
          <button
            type="button"
            className="btn btn-small btn-primary"
            disabled={busy}
            onClick={() => onAction({ type: 'pass' })}
            data-testid="dom-pass"
          >
            {t('dominoes.table.pass')}
          </button>
        ) : null}
      </div>
      <ul
        className="dom-hand"
        aria-label={t('dominoes.table.hand')}
        data-testid="dom-hand"
        style={tileStyle(mySkins?.tile)}
        data-skin={mySkins?.tile ?? undefined}
      >
        {view.myHand.map((tile) => {
          const [a, b] = halves(tile);
          const playable = endsOf.has(tile);
          const chosen = selected === tile;
          const fresh = drawn.has(tile);
          return (
            <li
              key={tile}
              className={fresh ? 'dom-drawn' : undefined}
              data-drawn={fresh ? 'true' : undefined}
            >
              <button
                type="button"
                className={`dom-hand-tile${playable ? ' dom-playable' : ''}${chosen ? ' dom-chosen' : ''}`}
                aria-label={`${t('dominoes.table.tile', { a, b })}${playable ? `, ${t('dominoes.table.playable')}` : ''}`}
                aria-pressed={playable ? chosen : undefined}
                aria-disabled={!playable || busy}
                onClick={() => tapTile(tile)}
                data-testid={`hand-tile-${tile}`}
                data-playable={playable ? 'true' : 'false'}
              >
                <DominoTile a={a} b={b} upright size={wide ? 36 : 28} tone={chosen ? 'selected' : 'plain'} />
              </button>
            </li>
          );
        })}
      </ul>
      {summary ? (
        <HandSummary
          view={view}
          record={summary}
          nameOf={nameOf}
          onClose={closeSummary}
          onNewGame={onNewGame}
          pauseUntil={pausedHand !== null && acked.current !== pausedHand ? pauseUntil : null}
        />
      ) : null}
      {scoresOpen && !summary ? (
        view.history.length > 0 ? (
          <HandSummary
            view={view}
            record={view.history.at(-1) as DominoesHandRecord}
            nameOf={nameOf}
            onClose={() => setScoresOpen(false)}
            onNewGame={onNewGame}
          />
        ) : (
          <ScoresOnly view={view} nameOf={nameOf} onClose={() => setScoresOpen(false)} />
        )
      ) : null}
    </section>
  );
}

function ScoresOnly({
  view,
  nameOf,
  onClose,
}: {
  view: DominoesView;
  nameOf(seat: number): string;
  onClose(): void;
}) {
  const { t } = useTranslation();
  return (
    <div className="dom-scores-pop" role="dialog" aria-label={t('dominoes.table.scores')}>
      <ScoreTable view={view} nameOf={nameOf} />
      <button type="button" className="btn btn-small btn-ghost" onClick={onClose}>
        {t('dominoes.summary.close')}
      </button>
    </div>
  );
}
