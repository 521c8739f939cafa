/**
 * The hand score table: per side (per player in clubhouse) the bids, books, points, bags, bag penalty
 * and running total of every hand so far, newest first; shown between hands and on demand.
 */
import type { HandRecord, Seat, SpadesMode } from '@cardroom/engine';
import { useTranslation } from 'react-i18next';
import { Modal } from '../components/Modal.js';
import { bidText, scoreRows } from './score-table.js';
import './scores.css';

export interface ScoreTableProps {
  history: readonly HandRecord[];
  mode: SpadesMode;
  nameOf(seat: Seat): string;
  /** The viewer's seat: its side is marked. */
  viewer: Seat;
}

export function ScoreTable({ history, mode, nameOf, viewer }: ScoreTableProps) {
  const { t } = useTranslation();
  const hands = scoreRows(history, mode).reverse();
  if (hands.length === 0) return <p className="muted">{t('scoreTable.empty')}</p>;
  const words = { nil: t('table.nil'), blindNil: t('table.blindNil') };
  // On narrow screens each row becomes a card and the cells carry their column's name (scores.css).
  const labels = {
    total: t('scoreTable.total'),
    bid: t('scoreTable.bid'),
    books: t('scoreTable.books'),
    points: t('scoreTable.points'),
    bags: t('scoreTable.bags'),
    penalty: t('scoreTable.penalty'),
  };
  return (
    <div className="score-tables" data-testid="score-table">
      {hands.map(({ hand, rows }) => (
        <div key={hand} className="score-hand">
          <table className="table score-table">
            <caption>{t('scoreTable.hand', { hand: hand + 1 })}</caption>
            <thead>
              <tr>
                <th>{t('scoreTable.side')}</th>
                <th className="numeric">{labels.total}</th>
                <th className="numeric">{labels.bid}</th>
                <th className="numeric">{labels.books}</th>
                <th className="numeric">{labels.points}</th>
                <th className="numeric">{labels.bags}</th>
                <th className="numeric">{labels.penalty}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr
                  key={row.side}
                  className={row.seats.includes(viewer) ? 'row-self' : ''}
                  data-testid={`score-row-${row.side}`}
                >
                  <th scope="row">
                    {row.seats.length === 2
                      ? t('scoreTable.pair', {
                          first: nameOf(row.seats[0] as Seat),
                          second: nameOf(row.seats[1] as Seat),
                        })
                      : nameOf(row.seats[0] as Seat)}
                  </th>
                  <td className="numeric score-total" data-label={labels.total} data-testid="score-total">
                    <strong>{row.total}</strong>
                  </td>
                  <td className="numeric" data-label={labels.bid}>
                    {row.bids.map((bid) => bidText(bid, words)).join(' + ')}
                  </td>
                  <td className="numeric" data-label={labels.books}>
                    {row.tricks}
                    <span className={`made-mark ${row.bidMet ? 'made' : 'set'}`}>
                      {row.bidMet ? ` ✓` : ' ✗'}
                    </span>
                  </td>
                  <td className="numeric" data-label={labels.points}>
                    {row.points}
                  </td>
                  <td className="numeric" data-label={labels.bags}>
                    {row.bags}
                    <span className="bags-total" data-testid="bags-total">
                      {t('scoreTable.bagsTotal', { count: row.totalBags })}
                    </span>
                  </td>
                  <td className="numeric" data-label={labels.penalty}>
                    {row.bagPenalty ? `−${row.bagPenalty}` : '0'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ))}
    </div>
  );
}

export function ScoreTableDialog({ onClose, ...props }: ScoreTableProps & { onClose(): void }) {
  const { t } = useTranslation();
  return (
    <Modal
      title={t('scoreTable.title')}
      onClose={onClose}
      width={620}
      testId="score-dialog"
      footer={
        <button type="button" className="btn btn-primary" onClick={onClose} data-testid="score-close">
          {t('common.close')}
        </button>
      }
    >
      <ScoreTable {...props} />
    </Modal>
  );
}
