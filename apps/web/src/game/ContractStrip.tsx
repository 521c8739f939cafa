/**
 * The hand's contracts at a glance: for each side its bid (the contract so far) and the books that count
 * toward it, the viewer's side first and marked. The counting is the engine's (sideContracts).
 */
import { type Seat, type SpadesView, sideContracts, sideOf } from '@cardroom/engine';
import { useTranslation } from 'react-i18next';
import './contract.css';

export interface ContractStripProps {
  view: Pick<SpadesView, 'mode' | 'bids' | 'tricksBySeat' | 'settings' | 'seat'>;
  nameOf(seat: Seat): string;
}

export function ContractStrip({ view, nameOf }: ContractStripProps) {
  const { t } = useTranslation();
  const mine = sideOf(view.seat, view.mode);
  const sides = sideContracts(view);
  const ordered = [
    ...sides.filter((side) => side.side === mine),
    ...sides.filter((side) => side.side !== mine),
  ];
  const partnership = sides.length === 2;
  return (
    <section className="contract-strip" aria-label={t('contract.label')} data-testid="contract-strip">
      {ordered.map((side) => {
        const name = partnership
          ? side.side === mine
            ? t('table.us')
            : t('table.them')
          : nameOf(side.seats[0] as Seat);
        const bid = side.bid === null ? '–' : String(side.bid);
        return (
          <p
            key={side.side}
            className={`contract-side${side.side === mine ? ' contract-mine' : ''}`}
            data-testid={`contract-side-${side.side}`}
            data-bid={side.bid ?? ''}
            data-books={side.books}
          >
            <span className="contract-name">{name}</span>
            <span className="contract-stat">
              {t('contract.bid')} <strong>{bid}</strong>
            </span>
            <span className="contract-stat">
              {t('contract.books')} <strong>{side.books}</strong>
            </span>
          </p>
        );
      })}
    </section>
  );
}
