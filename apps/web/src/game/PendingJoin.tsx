/**
 * A friendly-game link opened signed out (`/game?join=<id>`) is kept here through login, registration
 * or onboarding; once signed in, the player is brought back to the link to take the seat.
 */
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { selectLoggedIn, useAppSelector } from '../store/hooks.js';
import { readKey, writeKey } from '../store/storage.js';

export const PENDING_JOIN_KEY = 'pending-join';
/** Where a sign-in is still under way; the return waits until it lands elsewhere. */
const SIGN_IN_ROUTES = /^\/(auth|onboarding)(\/|$)/;

export function rememberJoin(gameId: string): void {
  writeKey(PENDING_JOIN_KEY, gameId);
}

export function forgetJoin(): void {
  try {
    globalThis.localStorage?.removeItem(PENDING_JOIN_KEY);
  } catch {
    // Storage disabled: nothing was kept.
  }
}

export function PendingJoin() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const signedIn = useAppSelector(selectLoggedIn);

  useEffect(() => {
    if (!signedIn || SIGN_IN_ROUTES.test(pathname)) return;
    const gameId = readKey(PENDING_JOIN_KEY);
    if (!gameId) return;
    forgetJoin();
    void navigate(`/game?join=${encodeURIComponent(gameId)}`, { replace: true });
  }, [signedIn, pathname, navigate]);

  return null;
}
