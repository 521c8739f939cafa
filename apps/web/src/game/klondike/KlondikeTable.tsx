/**
 * The Klondike table: stock, waste, foundations and the seven columns of a view, played by tap (a card goes to
 * its best legal destination, a repeated tap tries the next one, a quick second tap sends it to its foundation),
 * by dragging onto a highlighted legal destination (pointer events: touch and mouse alike), and by tapping the
 * stock. Every action sent is one the engine listed for the view.
 */
import { cardLabel, type KlondikeAction, type KlondikeView } from '@cardroom/engine';
import {
  type PointerEvent as ReactPointerEvent,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../audio/sfx.js';
import { CardBack } from '../CardBack.js';
import { KlondikeCardFace } from './KlondikeCardFace.js';
import { klondikeLayout, type PlacedCard, type TableSize } from './klondike-layout.js';
import {
  destinationsFor,
  dropMoveFor,
  foundationMoveFor,
  type KlondikeSource,
  pileKey,
  stockActionFor,
  tapMoveFor,
} from './klondike-moves.js';
import './klondike.css';

/** Two taps on one card within this many ms are a double tap. */
export const DOUBLE_TAP_MS = 350;
/** A press that moves further than this (px) is a drag, not a tap. */
const DRAG_THRESHOLD = 6;
/** The size used before the table is measured (and in tests, where nothing has a size). */
const FALLBACK_SIZE: TableSize = { width: 390, height: 640 };

export interface KlondikeTableProps {
  view: KlondikeView;
  onAction(action: KlondikeAction): void;
  leftHanded?: boolean;
  /** A suggested move to show (its card and destination glow), or null. */
  hint?: KlondikeAction | null;
  /** While an action is on its way, the table takes no new one. */
  busy?: boolean;
  /** The player's card back skin (issue 14); standard when absent. */
  backSkin?: string | null;
}

interface Drag {
  key: string;
  source: KlondikeSource;
  startX: number;
  startY: number;
  dx: number;
  dy: number;
  moved: boolean;
}

interface TapMemory {
  key: string;
  tried: string[];
  at: number;
}

function useTableSize(element: HTMLElement | null): TableSize {
  const [size, setSize] = useState<TableSize>(FALLBACK_SIZE);
  useLayoutEffect(() => {
    if (!element) return;
    const measure = () => {
      const { width, height } = element.getBoundingClientRect();
      if (width > 0 && height > 0) setSize({ width, height });
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return size;
}

/** The cards that travel with a dragged card: itself and the run on top of it in the same column. */
function carried(cards: PlacedCard[], drag: Drag | null): Set<string> {
  const keys = new Set<string>();
  if (!drag) return keys;
  const from = pileKey(drag.source.from);
  const pileCards = cards.filter((card) => card.source && pileKey(card.source.from) === from);
  for (const card of pileCards) {
    if (card.source && card.source.count <= drag.source.count) keys.add(card.key);
  }
  return keys;
}

export function KlondikeTable({
  view,
  onAction,
  leftHanded = false,
  hint = null,
  busy = false,
  backSkin = null,
}: KlondikeTableProps) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const size = useTableSize(element);
  const layout = useMemo(() => klondikeLayout(view, size, leftHanded), [view, size, leftHanded]);
  const [drag, setDrag] = useState<Drag | null>(null);
  const dragRef = useRef<Drag | null>(null);
  const suppressClick = useRef(false);
  const tapMemory = useRef<TapMemory | null>(null);
  const shownBefore = useRef<Set<string>>(new Set());

  // Waste cards that were not on the table before fly in from the stock.
  const fromStock = useMemo(() => {
    const fresh = new Set<string>();
    for (const card of view.wasteTop) if (!shownBefore.current.has(card)) fresh.add(card);
    return fresh;
  }, [view]);
  useEffect(() => {
    shownBefore.current = new Set(layout.cards.map((card) => card.key));
  }, [layout]);

  const send = (action: KlondikeAction) => {
    if (busy) return;
    if (action.type === 'move' && action.to.pile === 'foundation') feedback.success();
    else feedback.click();
    onAction(action);
  };

  const tap = (placed: PlacedCard) => {
    const source = placed.source;
    if (!source || busy) return;
    const now = Date.now();
    const memory = tapMemory.current;
    const again = memory !== null && memory.key === placed.key;
    if (again && now - memory.at < DOUBLE_TAP_MS) {
      const toFoundation = foundationMoveFor(view, source);
      if (toFoundation) {
        tapMemory.current = null;
        send(toFoundation);
        return;
      }
    }
    const tried = again ? memory.tried : [pileKey(source.from)];
    const move = tapMoveFor(view, source, tried);
    if (!move) {
      feedback.invalid();
      tapMemory.current = null;
      return;
    }
    tapMemory.current = { key: placed.key, tried: [...tried, pileKey(move.to)], at: now };
    send(move);
  };

  const tapStock = () => {
    if (busy) return;
    tapMemory.current = null;
    const action = stockActionFor(view);
    if (action) send(action);
    else feedback.invalid();
  };

  const onPointerDown = (placed: PlacedCard, event: ReactPointerEvent<HTMLElement>) => {
    if (!placed.source || busy || event.button > 0) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const next: Drag = {
      key: placed.key,
      source: placed.source,
      startX: event.clientX,
      startY: event.clientY,
      dx: 0,
      dy: 0,
      moved: false,
    };
    dragRef.current = next;
  };

  const onPointerMove = (event: ReactPointerEvent<HTMLElement>) => {
    const current = dragRef.current;
    if (!current) return;
    const dx = event.clientX - current.startX;
    const dy = event.clientY - current.startY;
    if (!current.moved && Math.hypot(dx, dy) < DRAG_THRESHOLD) return;
    const next = { ...current, dx, dy, moved: true };
    dragRef.current = next;
    setDrag(next);
  };

  const onPointerUp = (event: ReactPointerEvent<HTMLElement>) => {
    const current = dragRef.current;
    dragRef.current = null;
    setDrag(null);
    if (!current?.moved) return;
    // The click that follows a drag's release is not a tap.
    suppressClick.current = true;
    const box = element?.getBoundingClientRect();
    const x = event.clientX - (box?.left ?? 0);
    const y = event.clientY - (box?.top ?? 0);
    const targets = destinationsFor(view, current.source);
    const slot = layout.slots.find(
      (candidate) =>
        candidate.pile.pile !== 'stock' &&
        x >= candidate.x - 6 &&
        x <= candidate.x + candidate.width + 6 &&
        y >= candidate.y - 6 &&
        y <= candidate.y + candidate.height + 6 &&
        targets.some((move) => pileKey(move.to) === pileKey(candidate.pile as never)),
    );
    const move = slot && slot.pile.pile !== 'stock' ? dropMoveFor(view, current.source, slot.pile) : null;
    tapMemory.current = null;
    if (move) send(move);
    else feedback.invalid();
  };

  const onClick = (placed: PlacedCard) => {
    if (suppressClick.current) {
      suppressClick.current = false;
      return;
    }
    tap(placed);
  };

  const moving = carried(layout.cards, drag);
  const dropTargets = new Set(drag ? destinationsFor(view, drag.source).map((move) => pileKey(move.to)) : []);
  const hintFrom = hint?.type === 'move' ? pileKey(hint.from) : null;
  const hintTo = hint?.type === 'move' ? pileKey(hint.to) : null;
  const hintCount = hint?.type === 'move' ? hint.count : 0;
  const hintStock = hint?.type === 'draw' || hint?.type === 'recycle';
  const stockSlot = layout.slots.find((slot) => slot.pile.pile === 'stock');

  return (
    <div
      ref={setElement}
      className={`kl-table${busy ? ' kl-busy' : ''}`}
      data-testid="klondike-table"
      style={{ '--kl-card-w': `${layout.cardWidth}px`, '--kl-card-h': `${layout.cardHeight}px` } as never}
    >
      {layout.slots.map((slot) => {
        const key = slot.pile.pile === 'stock' ? 'stock' : pileKey(slot.pile);
        const target = dropTargets.has(key);
        const hinted = key === hintTo || (hintStock && key === 'stock');
        const label =
          slot.pile.pile === 'foundation'
            ? t('solitaire.foundation')
            : slot.pile.pile === 'tableau'
              ? t('solitaire.column', { n: slot.pile.index + 1 })
              : slot.pile.pile === 'stock'
                ? t('solitaire.stockEmpty')
                : t('solitaire.waste');
        return (
          <div
            key={`slot-${key}`}
            className={`kl-slot kl-slot-${slot.pile.pile}${target ? ' kl-target' : ''}${hinted ? ' kl-hinted' : ''}`}
            data-testid={`slot-${key}`}
            data-target={target ? 'true' : undefined}
            style={{
              transform: `translate(${slot.x}px, ${slot.y}px)`,
              width: slot.width,
              height: slot.pile.pile === 'tableau' ? layout.cardHeight : slot.height,
            }}
            title={label}
          >
            {slot.pile.pile === 'foundation' ? <span className="kl-slot-mark">A</span> : null}
          </div>
        );
      })}
      {stockSlot ? (
        <button
          type="button"
          className="kl-stock-button"
          data-testid="stock"
          aria-label={
            view.stockCount > 0 ? t('solitaire.stock', { count: view.stockCount }) : t('solitaire.recycle')
          }
          style={{
            transform: `translate(${stockSlot.x}px, ${stockSlot.y}px)`,
            width: stockSlot.width,
            height: stockSlot.height,
          }}
          onClick={tapStock}
          disabled={busy}
        >
          {view.stockCount === 0 ? (
            <span className="kl-recycle" aria-hidden="true">
              ↻
            </span>
          ) : null}
        </button>
      ) : null}
      {layout.cards.map((placed) => {
        const lifted = moving.has(placed.key) && drag !== null;
        const dx = lifted ? drag.dx : 0;
        const dy = lifted ? drag.dy : 0;
        const hinted =
          hintFrom !== null &&
          placed.source !== null &&
          pileKey(placed.source.from) === hintFrom &&
          placed.source.count <= hintCount;
        const className = [
          'kl-card',
          placed.card ? 'kl-up' : 'kl-down',
          lifted ? 'kl-lifted' : '',
          hinted ? 'kl-hinted' : '',
          fromStock.has(placed.key) ? 'kl-from-stock' : '',
        ]
          .filter(Boolean)
          .join(' ');
        const style = {
          transform: `translate(${placed.x + dx}px, ${placed.y + dy}px)`,
          width: layout.cardWidth,
          height: layout.cardHeight,
          zIndex: lifted ? 1000 + placed.z : placed.z,
          '--kl-from-x': `${stockSlot?.x ?? placed.x}px`,
          '--kl-y': `${placed.y}px`,
        } as never;
        if (placed.key === 'stock') {
          return (
            <div key="stock" className={`${className} kl-stock`} style={style} aria-hidden="true">
              <CardBack width={layout.cardWidth} skin={backSkin} />
              <span className="kl-stock-count">{view.stockCount}</span>
            </div>
          );
        }
        if (!placed.card) {
          return (
            <div
              key={placed.key}
              className={className}
              style={style}
              aria-hidden="true"
              data-testid="card-back"
            >
              <CardBack width={layout.cardWidth} skin={backSkin} />
            </div>
          );
        }
        if (!placed.source) {
          return (
            <div key={placed.key} className={className} style={style} aria-hidden="true">
              <KlondikeCardFace card={placed.card} />
            </div>
          );
        }
        return (
          <button
            key={placed.key}
            type="button"
            className={className}
            style={style}
            aria-label={cardLabel(placed.card)}
            data-testid={`card-${placed.card}`}
            onPointerDown={(event) => onPointerDown(placed, event)}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onPointerCancel={() => {
              dragRef.current = null;
              setDrag(null);
            }}
            onClick={() => onClick(placed)}
          >
            <KlondikeCardFace card={placed.card} />
          </button>
        );
      })}
    </div>
  );
}
