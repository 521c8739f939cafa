/**
 * Brings a newly registered player to /onboarding. Registering by email ends with 'check your mail,
 * then log in', so the flow starts at that first sign-in: visiting /onboarding or /auth/register signed
 * out leaves a mark in this browser, and the next sign-in of a player whose onboarding is not complete
 * goes to /onboarding once. Players who never came through registration here are left where they are.
 */
import { isGuest } from '@cardroom/protocol';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { selectInGame, selectLoggedIn, selectUser, useAppSelector } from '../../store/hooks.js';
import { readKey, writeKey } from '../../store/storage.js';

export const ONBOARDING_PENDING_KEY = 'onboarding-pending';
const REGISTER_PATHS = new Set(['/onboarding', '/auth/register']);
/** Where a sign-in finishes by itself (the OAuth callbacks choose home or onboarding on their own). */
const SELF_ROUTED = /^\/(onboarding|auth\/[a-z]+\/callback)(\/|$)/;

function clearPending(): void {
  try {
    globalThis.localStorage?.removeItem(ONBOARDING_PENDING_KEY);
  } catch {
    // Storage disabled: nothing was kept either.
  }
}

export function OnboardingResume() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const signedIn = useAppSelector(selectLoggedIn);
  const user = useAppSelector(selectUser);
  const inGame = useAppSelector(selectInGame);

  useEffect(() => {
    if (!signedIn || !user || isGuest(user)) {
      if (REGISTER_PATHS.has(pathname)) writeKey(ONBOARDING_PENDING_KEY, '1');
      return;
    }
    if (readKey(ONBOARDING_PENDING_KEY) === null) return;
    clearPending();
    if (user.onboardingCompleted || inGame || SELF_ROUTED.test(pathname)) return;
    void navigate('/onboarding', { replace: true });
  }, [signedIn, user, inGame, pathname, navigate]);

  return null;
}
