/** Filled, coloured currency marks for the top bar, the wallet and the store. */
export type CurrencyKind = 'coins' | 'gems' | 'gold' | 'cash' | 'tokens' | 'credits' | 'ticket';

function Shape({ kind }: { kind: CurrencyKind }) {
  switch (kind) {
    case 'coins':
      return (
        <>
          <circle cx="12" cy="12" r="10" fill="#f2b705" stroke="#b7860b" strokeWidth="1.5" />
          <circle cx="12" cy="12" r="6.5" fill="none" stroke="#b7860b" strokeWidth="1.5" />
          <path
            d="M12 8.5v7M10 10.2h3.2a1.3 1.3 0 0 1 0 2.6h-2.4a1.3 1.3 0 0 0 0 2.6H14"
            stroke="#8a6408"
            strokeWidth="1.3"
            fill="none"
            strokeLinecap="round"
          />
        </>
      );
    case 'gems':
      return (
        <>
          <path
            d="M6 4h12l4 5.5L12 21 2 9.5z"
            fill="#4cc9f0"
            stroke="#1d7fa3"
            strokeWidth="1.3"
            strokeLinejoin="round"
          />
          <path
            d="M2 9.5h20M9 4l-2 5.5L12 21l5-11.5L15 4"
            fill="none"
            stroke="#1d7fa3"
            strokeWidth="1"
            strokeLinejoin="round"
          />
        </>
      );
    case 'gold':
      return (
        <>
          <path
            d="M2.5 18.5l3.2-9h12.6l3.2 9z"
            fill="#e9b949"
            stroke="#a87b12"
            strokeWidth="1.3"
            strokeLinejoin="round"
          />
          <path
            d="M7.5 9.5l1.5-4h6l1.5 4"
            fill="#f5d27a"
            stroke="#a87b12"
            strokeWidth="1.3"
            strokeLinejoin="round"
          />
        </>
      );
    case 'cash':
      return (
        <>
          <rect x="2" y="6" width="20" height="12" rx="2" fill="#2fbf71" stroke="#1b7a47" strokeWidth="1.3" />
          <circle cx="12" cy="12" r="3" fill="none" stroke="#e8fff1" strokeWidth="1.4" />
        </>
      );
    case 'tokens':
      return (
        <>
          <path
            d="M12 2l8.7 5v10L12 22l-8.7-5V7z"
            fill="#9b5de5"
            stroke="#5f2b9e"
            strokeWidth="1.3"
            strokeLinejoin="round"
          />
          <path d="M12 7l4.3 2.5v5L12 17l-4.3-2.5v-5z" fill="#c9a6f5" />
        </>
      );
    case 'credits':
      return (
        <>
          <rect x="3" y="5" width="18" height="14" rx="2" fill="#f15bb5" stroke="#a3286f" strokeWidth="1.3" />
          <path d="M3 9.5h18" stroke="#a3286f" strokeWidth="2" />
        </>
      );
    case 'ticket':
      return (
        <path
          d="M3 7h18v3a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4z"
          fill="#ff8c42"
          stroke="#b45309"
          strokeWidth="1.3"
          strokeLinejoin="round"
        />
      );
  }
}

export function CurrencyIcon({ kind, size = 20 }: { kind: CurrencyKind; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <Shape kind={kind} />
    </svg>
  );
}
