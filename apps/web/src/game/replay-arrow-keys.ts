/**
 * The step-by-step replays' keys (a solitaire deal, a dominoes game): ← and → step back and forward from
 * anywhere on the page but a form field. A step button that reaches either end is disabled and drops the
 * focus, so a handler on the buttons alone would stop there.
 */
import { type Dispatch, type SetStateAction, useEffect } from 'react';

export function useArrowKeys(last: number, setShown: Dispatch<SetStateAction<number>>) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if ((event.target as Element | null)?.closest?.('input, select, textarea, [contenteditable]')) return;
      const delta = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
      if (delta === 0) return;
      event.preventDefault();
      setShown((shown) => Math.max(0, Math.min(last, shown + delta)));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [last, setShown]);
}
