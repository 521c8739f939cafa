/**
 * The end of a hand: how it ended, who scored what, every hand's tiles left and pips (public once the hand is
 * over), and the score table per side with the fires of each hand; at the end of the game, who won.
 */
import {
  type DominoesHandRecord,
  type DominoesView,
  dominoesSeatsOfSide,
  dominoesSideCount,
  dominoesSideOf,
  halves,
} from '@cardroom/engine';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/Modal.js';
import { DominoesReplayLink } from './DominoesReplayLink.js';
import { DominoTile } from './DominoTile.js';
import { PauseSeconds } from './SeatExtras.js';

/** A side's name: the seat's, or both partners' ("You & Marco", your own side read from where you sit). */
export function useSideName(view: DominoesView, nameOf: (seat: number) => string): (side: number) => string {
  const { t } = useTranslation();
  return (side) => {
    const seats = dominoesSeatsOfSide(view.mode, view.seatCount, side);
    if (seats.length !== 2) return nameOf(seats[0] as number);
    const [a, b] = seats.includes(view.seat)
      ? [view.seat, seats.find((seat) => seat !== view.seat) as number]
      : [seats[0] as number, seats[1] as number];
    return t('dominoes.table.partners', { a: nameOf(a), b: nameOf(b) });
  };
}

export function ScoreTable({ view, nameOf }: { view: DominoesView; nameOf(seat: number): string }) {
  const { t } = useTranslation();
  const sideName = useSideName(view, nameOf);
  const sides = Array.from({ length: dominoesSideCount(view.mode, view.seatCount) }, (_, side) => side);
  const fires = view.mode === 'tilesonfire';
  return (
    <table className="dom-score-table" data-testid="dom-score-table">
      <thead>
        <tr>
          <th scope="col">{t('dominoes.summary.handRow')}</th>
          {sides.map((side) => (
            <th key={side} scope="col">
              {sideName(side)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {view.history.map((record) => (
          <tr key={record.hand}>
            <th scope="row">{record.hand + 1}</th>
            {sides.map((side) => {
              const points = record.winnerSide === side ? record.points : 0;
              const fire = record.fires[side] ?? 0;
              return (
                <td key={side}>
                  {points}
                  {fires && fire > 0 ? (
                    <span className="dom-score-fire" title={t('dominoes.summary.fires')}>
                      {` +${fire}`}
                    </span>
                  ) : null}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{t('dominoes.summary.total')}</th>
          {sides.map((side) => (
            <td key={side} data-testid={`dom-total-${side}`}>
              {view.scores[side] ?? 0}
            </td>
          ))}
        </tr>
      </tfoot>
    </table>
  );
}

function outcomeText(
  record: DominoesHandRecord,
  nameOf: (seat: number) => string,
  sideName: (side: number) => string,
  t: (key: string, options?: Record<string, unknown>) => string,
): string[] {
  const lines: string[] = [];
  if (record.ending === 'out') {
    // The seat that went out leads the next hand.
    lines.push(t('dominoes.summary.wentOut', { name: nameOf(record.nextLeader) }));
  } else {
    lines.push(record.winnerSide === null ? t('dominoes.summary.blockedTie') : t('dominoes.summary.blocked'));
  }
  if (record.winnerSide !== null)
    lines.push(
      t('dominoes.summary.points', {
        name: sideName(record.winnerSide),
        points: record.points,
      }),
    );
  return lines;
}

export function HandSummary({
  view,
  record,
  nameOf,
  onClose,
  onNewGame,
  pauseUntil = null,
}: {
  view: DominoesView;
  record: DominoesHandRecord;
  nameOf(seat: number): string;
  onClose(): void;
  onNewGame?(): void;
  /** While the table waits for Next hand (the server's pause), when the next hand starts anyway. */
  pauseUntil?: string | null;
}) {
  const { t } = useTranslation();
  const sideName = useSideName(view, nameOf);
  const over = view.phase === 'finished' && record === view.history.at(-1);
  const result = view.result;
  return (
    <Modal
      title={over ? t('dominoes.summary.gameOver') : t('dominoes.summary.title', { n: record.hand + 1 })}
      onClose={onClose}
      width={520}
      testId="dom-summary"
      footer={
        <div className="dom-summary-footer">
          {over && onNewGame ? (
            <button type="button" className="btn btn-primary" onClick={onNewGame} data-testid="dom-new-game">
              {t('dominoes.summary.again')}
            </button>
          ) : null}
          {over ? <DominoesReplayLink className="btn btn-ghost" /> : null}
          <button
            type="button"
            className={over ? 'btn btn-ghost' : 'btn btn-primary'}
            onClick={onClose}
            data-testid="dom-summary-close"
          >
            {over ? t('dominoes.summary.close') : t('dominoes.summary.next')}
          </button>
        </div>
      }
    >
      {over && result ? (
        <p className="dom-summary-result" data-testid="dom-result">
          {result.draw
            ? t('dominoes.summary.draw')
            : t('dominoes.summary.won', { name: sideName(result.winners[0] as number) })}
        </p>
      ) : null}
      {outcomeText(record, nameOf, sideName, (key, options) => String(t(key as never, options as never))).map(
        (line) => (
          <p key={line} className="dom-summary-line">
            {line}
          </p>
        ),
      )}
      <table className="dom-summary-hands">
        <thead>
          <tr>
            <th scope="col">{t('dominoes.summary.player')}</th>
            <th scope="col">{t('dominoes.summary.tilesLeft')}</th>
            <th scope="col">{t('dominoes.summary.pips')}</th>
          </tr>
        </thead>
        <tbody>
          {record.pips.map((pips, seat) => (
            <tr
              // biome-ignore lint/suspicious/noArrayIndexKey: a row per seat, in seat order
              key={seat}
              data-testid={`dom-summary-seat-${seat}`}
              className={
                dominoesSideOf(view.mode, view.seatCount, seat) === record.winnerSide ? 'dom-summary-win' : ''
              }
            >
              <th scope="row">{nameOf(seat)}</th>
              <td>
                <span className="dom-summary-tiles">
                  {(record.tilesLeft[seat] ?? []).map((tile) => {
                    const [a, b] = halves(tile);
                    return <DominoTile key={tile} a={a} b={b} upright size={13} />;
                  })}
                </span>
              </td>
              <td className="dom-summary-pips" data-testid={`dom-pips-${seat}`}>
                {pips}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ScoreTable view={view} nameOf={nameOf} />
      {pauseUntil && !over ? <PauseSeconds until={pauseUntil} /> : null}
    </Modal>
  );
}
