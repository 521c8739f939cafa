/** The lobby's table kinds drawn as badges: the computer, other people, a friend's link, the tutorial. */
import type { PlayKind } from '../store/game-slice.js';

const STROKE = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.9,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

function Drawing({ kind }: { kind: PlayKind }) {
  switch (kind) {
    case 'bots':
      return (
        <g {...STROKE}>
          <rect x="5" y="8" width="14" height="11" rx="3" />
          <path d="M12 4v4M9 13h.01M15 13h.01M10 16h4M3 12v3M21 12v3" />
          <circle cx="12" cy="4" r="1" />
        </g>
      );
    case 'vs':
      return (
        <g {...STROKE}>
          <circle cx="8" cy="8" r="3" />
          <circle cx="16.5" cy="9" r="2.5" />
          <path d="M3 19c0-3 2.2-5 5-5s5 2 5 5M13.5 14.4c.9-.6 1.9-.9 3-.9 2.5 0 4.5 1.8 4.5 4.5" />
        </g>
      );
    case 'friendly':
      return (
        <g {...STROKE}>
          <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1" />
          <path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
        </g>
      );
    case 'tutorial':
      return (
        <g {...STROKE}>
          <path d="M2 9l10-5 10 5-10 5z" />
          <path d="M6 11v5c0 1.5 2.7 3 6 3s6-1.5 6-3v-5M22 9v5" />
        </g>
      );
    default:
      return <path d="M8 5l11 7-11 7z" fill="currentColor" />;
  }
}

export function KindIcon({ kind, size = 28 }: { kind: PlayKind; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <Drawing kind={kind} />
    </svg>
  );
}
