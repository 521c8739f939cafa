/** Line icons for the support hub's actions, drawn like components/Icon (24×24, current colour). */
import type { ReactNode } from 'react';

const ICONS = {
  feedback: <path d="M4 5h16v11H9l-5 4zM8 9h8M8 12h5" />,
  bug: (
    <path d="M8 9a4 4 0 0 1 8 0v5a4 4 0 0 1-8 0zM12 9v9M4 13h4M16 13h4M5 8l3 2M19 8l-3 2M5 19l3-2M19 19l-3-2M10 5L9 3M14 5l1-2" />
  ),
  data: <path d="M12 3l8 3v5c0 5-3.5 8.5-8 10-4.5-1.5-8-5-8-10V6zM9 12l2 2 4-4" />,
  beta: <path d="M9 3h6M10 3v6l-5 9a2 2 0 0 0 1.7 3h10.6a2 2 0 0 0 1.7-3l-5-9V3M7.5 15h9" />,
  document: <path d="M6 3h8l4 4v14H6zM14 3v4h4M9 12h6M9 16h6" />,
} satisfies Record<string, ReactNode>;

export type SupportIconName = keyof typeof ICONS;

export function SupportIcon({ name, size = 24 }: { name: SupportIconName; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {ICONS[name]}
    </svg>
  );
}
