/**
 * The fair page's replay of a finished dominoes game: the table after each action, one step at a time
 * (first, back, forward, last and "move n of m", ← and → too), each position rebuilt by the engine
 * (replay-steps.ts) and drawn with the table's own DominoesLine and DominoTile. Read-only, and every hand
 * face up: the server answers only finished games, so nothing here was still hidden from anyone.
 */
import { dominoesSeatsOfSide, dominoesSideCount, halves, lineTiles, type Tile } from '@cardroom/engine';
import type { DominoesReplay as DominoesReplayData } from '@cardroom/protocol';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useArrowKeys } from '../replay-arrow-keys.js';
import { DominoesLine } from './DominoesLine.js';
import { DominoTile } from './DominoTile.js';
import { PHONE_ROOM, WIDE_ROOM } from './dominoes-layout.js';
import { type DominoesReplayStep, dominoesReplaySteps } from './replay-steps.js';
import './dominoes.css';
import './dominoes-replay.css';

const WIDE_QUERY = '(min-width: 760px)';

/** The line takes the wide room on a desktop, as at the table. */
function useWide(): boolean {
  const [wide, setWide] = useState(() =>
    typeof window.matchMedia === 'function' ? window.matchMedia(WIDE_QUERY).matches : false,
  );
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(WIDE_QUERY);
    const onChange = () => setWide(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return wide;
}

function StepNav({ shown, last, onShow }: { shown: number; last: number; onShow(step: number): void }) {
  const { t } = useTranslation();
  const buttons = [
    { id: 'first', label: t('dominoesReplay.first'), glyph: '«', to: 0, off: shown === 0 },
    { id: 'previous', label: t('dominoesReplay.previous'), glyph: '‹', to: shown - 1, off: shown === 0 },
    { id: 'next', label: t('dominoesReplay.next'), glyph: '›', to: shown + 1, off: shown === last },
    { id: 'last', label: t('dominoesReplay.last'), glyph: '»', to: last, off: shown === last },
  ];
  const button = (spec: (typeof buttons)[number]) => (
    <button
      key={spec.id}
      type="button"
      className="btn btn-small domr-nav-button"
      onClick={() => onShow(spec.to)}
      disabled={spec.off}
      aria-label={spec.label}
      data-testid={`domr-${spec.id}`}
    >
      {spec.glyph}
    </button>
  );
  return (
    <div className="domr-nav">
      {buttons.slice(0, 2).map(button)}
      <span className="domr-counter" data-testid="domr-counter" aria-live="polite">
        {t('dominoesReplay.counter', { n: shown, count: last })}
      </span>
      {buttons.slice(2).map(button)}
    </div>
  );
}

/** What the step's action did, and how the hand or the game ended when it did. */
function StepCaption({
  step,
  nameOf,
  sideName,
}: {
  step: DominoesReplayStep;
  nameOf(seat: number): string;
  sideName(side: number): string;
}) {
  const { t } = useTranslation();
  const { action, position } = step;
  const lines: string[] = [];
  if (!action) lines.push(t('dominoesReplay.dealt', { name: nameOf(position.turn ?? 0) }));
  else if (action.type === 'play') {
    const name = nameOf(action.seat);
    const lead = position.line.lead?.tile === action.tile && !position.handEnd;
    lines.push(
      lead
        ? t('dominoesReplay.lead', { name, tile: action.tile })
        : t('dominoesReplay.play', { name, tile: action.tile, end: t(`dominoes.table.ends.${action.end}`) }),
    );
    if (step.fire > 0) lines.push(t('dominoesReplay.fire', { points: step.fire }));
  } else if (action.type === 'draw')
    lines.push(t('dominoesReplay.draw', { name: nameOf(action.seat), tile: step.drawn ?? '' }));
  else lines.push(t('dominoesReplay.pass', { name: nameOf(action.seat) }));

  const record = position.handEnd;
  if (record && action) {
    if (record.ending === 'out') lines.push(t('dominoes.summary.wentOut', { name: nameOf(action.seat) }));
    else
      lines.push(
        record.winnerSide === null ? t('dominoes.summary.blockedTie') : t('dominoes.summary.blocked'),
      );
    if (record.winnerSide !== null)
      lines.push(t('dominoes.summary.points', { points: record.points, name: sideName(record.winnerSide) }));
  }
  const result = position.result;
  if (result)
    lines.push(
      result.draw
        ? t('dominoes.summary.draw')
        : t('dominoes.summary.won', { name: sideName(result.winners[0] ?? 0) }),
    );
  return (
    <p className="domr-caption" data-testid="domr-caption">
      {lines.map((line) => (
        <span key={line}>{line}</span>
      ))}
    </p>
  );
}

function HandTiles({ tiles }: { tiles: readonly Tile[] }) {
  return (
    <span className="domr-tiles">
      {tiles.map((tile) => {
        const [a, b] = halves(tile);
        return (
          <span key={tile} className="domr-tile" data-testid={`domr-tile-${tile}`} title={tile}>
            <DominoTile a={a} b={b} upright size={18} />
          </span>
        );
      })}
    </span>
  );
}

export function DominoesReplay({ replay }: { replay: DominoesReplayData }) {
  const { t } = useTranslation();
  const wide = useWide();
  const built = useMemo(() => dominoesReplaySteps(replay), [replay]);
  const [shown, setShown] = useState(0);
  const last = built ? built.steps.length - 1 : 0;
  useArrowKeys(last, setShown);
  if (!built) return <p className="muted">{t('dominoesReplay.noSeed')}</p>;

  const { steps, refused } = built;
  const index = Math.min(shown, last);
  const step = steps[index] as DominoesReplayStep;
  const { position } = step;
  const mode = replay.game_mode;
  const seatCount = replay.seats.length;
  const nameOf = (seat: number) => {
    const row = replay.seats.find((candidate) => candidate.seat === seat);
    if (!row) return t('dominoes.table.seat', { n: seat + 1 });
    return row.bot ? t('replay.bot', { name: row.username }) : row.username;
  };
  const sideName = (side: number) => {
    const seats = dominoesSeatsOfSide(mode, seatCount, side);
    return seats.length === 2
      ? t('dominoes.table.partners', { a: nameOf(seats[0] as number), b: nameOf(seats[1] as number) })
      : nameOf(seats[0] as number);
  };
  const sides = Array.from({ length: dominoesSideCount(mode, seatCount) }, (_, side) => side);
  const modeName = t(`modes.dominoes.${mode}.name`);

  return (
    <div className="domr" data-testid="dominoes-replay" data-step={index}>
      <p className="muted">
        {t('dominoesReplay.intro')}{' '}
        {replay.settings.singleHand
          ? t('dominoesReplay.settingsSingle', { mode: modeName })
          : t('dominoesReplay.settings', { mode: modeName, target: replay.settings.target })}
      </p>
      <StepNav shown={index} last={last} onShow={setShown} />
      <StepCaption step={step} nameOf={nameOf} sideName={sideName} />
      <div className="domr-felt">
        <div className="domr-bar">
          <span className="domr-hand-number" data-testid="domr-hand-number">
            {t('dominoes.table.handNumber', { n: position.hand + 1 })}
          </span>
          <ul className="dom-scores" aria-label={t('dominoes.table.scores')}>
            {sides.map((side) => (
              <li key={side} data-testid={`domr-score-${side}`}>
                <span className="dom-score-name">{sideName(side)}</span>
                <strong>{position.scores[side] ?? 0}</strong>
              </li>
            ))}
          </ul>
          <span className="domr-boneyard" data-testid="domr-boneyard">
            {t('dominoes.table.boneyard', { count: position.boneyardCount })}
          </span>
        </div>
        <div className="domr-line" data-testid="domr-line" data-tiles={lineTiles(position.line).length}>
          <DominoesLine
            line={position.line}
            room={wide ? WIDE_ROOM : PHONE_ROOM}
            pending={null}
            onEnd={() => undefined}
          />
        </div>
      </div>
      <ul className="domr-hands" aria-label={t('dominoesReplay.hands')}>
        {position.hands.map((tiles, seat) => {
          const turn = position.turn === seat;
          return (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: the seats are fixed positions
              key={seat}
              className={`domr-hand${turn ? ' domr-hand-turn' : ''}`}
              data-testid={`domr-hand-${seat}`}
              aria-current={turn ? 'true' : undefined}
            >
              <span className="domr-hand-name">
                {nameOf(seat)}
                {turn ? <span className="domr-to-play">{t('dominoesReplay.toPlay')}</span> : null}
              </span>
              <HandTiles tiles={tiles} />
            </li>
          );
        })}
      </ul>
      {refused ? (
        <p className="notice notice-error" data-testid="domr-broken">
          {t('dominoesReplay.broken', { n: refused.index + 1 })}
        </p>
      ) : null}
    </div>
  );
}
