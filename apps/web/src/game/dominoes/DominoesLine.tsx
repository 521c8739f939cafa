/**
 * The line of play as one SVG: the tiles where dominoes-layout puts them (scaled to the room the screen has),
 * the spinner marked, and, while a tile waits for its end, a glowing target on each end it fits.
 */
import type { End, Line, Tile } from '@cardroom/engine';
import { useTranslation } from 'react-i18next';
import { TileFace } from './DominoTile.js';
import { type LayoutRoom, layoutLine } from './dominoes-layout.js';

const MARGIN = 0.4;

export function DominoesLine({
  line,
  room,
  pending,
  onEnd,
}: {
  line: Line;
  room: LayoutRoom;
  pending: { tile: Tile; ends: End[] } | null;
  onEnd(end: End): void;
}) {
  const { t } = useTranslation();
  const layout = layoutLine(line, room, pending);
  const { x, y, w, h } = layout.bounds;
  // At least the room's own width, so a short line is drawn at the size a long one ends up.
  const minWidth = room.across * 2 + 3;
  const width = Math.max(w + MARGIN * 2, minWidth);
  const left = x - MARGIN - (width - w - MARGIN * 2) / 2;
  const height = Math.max(h + MARGIN * 2, 4);
  const top = y - MARGIN - (height - h - MARGIN * 2) / 2;
  return (
    <div className="dom-line" data-testid="dom-line">
      <svg
        viewBox={`${left} ${top} ${width} ${height}`}
        role="img"
        aria-label={t('dominoes.table.line')}
        preserveAspectRatio="xMidYMid meet"
      >
        {layout.tiles.map((tile) => (
          <TileFace
            key={tile.tile}
            x={tile.x}
            y={tile.y}
            w={tile.w}
            h={tile.h}
            first={tile.first}
            second={tile.second}
            tone={tile.spinner ? 'spinner' : 'plain'}
            data-testid={`line-tile-${tile.tile}`}
            data-spinner={tile.spinner ? 'true' : undefined}
          />
        ))}
        {(Object.entries(layout.targets) as Array<[End, NonNullable<(typeof layout.targets)[End]>]>).map(
          ([end, target]) => (
            // biome-ignore lint/a11y/useSemanticElements: an SVG shape cannot be a <button>; it acts as one
            <g
              key={end}
              role="button"
              tabIndex={0}
              aria-label={t('dominoes.table.end', { end: t(`dominoes.table.ends.${end}`) })}
              className="dom-target"
              data-testid={`end-${end}`}
              onClick={() => onEnd(end)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' || event.key === ' ') onEnd(end);
              }}
            >
              <TileFace
                x={target.x}
                y={target.y}
                w={target.w}
                h={target.h}
                first={target.first}
                second={target.second}
                tone="target"
              />
            </g>
          ),
        )}
      </svg>
      {line.lead ? null : <p className="dom-line-empty">{t('dominoes.table.emptyLine')}</p>}
    </div>
  );
}
