/** Where a cash-play check returns: the page that linked to it (router state `from`), else the account. */
import { useLocation } from 'react-router';

export function useReturnPath(): string {
  const { state } = useLocation();
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('/cash-play')
    ? from
    : '/account';
}
