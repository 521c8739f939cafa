/**
 * Login and register are for visitors and guests. A registered user who opens them (a bookmark, the back
 * button) is sent Home; a sign-in that completes on the page is left to the screen, which knows where to go.
 */
import { isGuest } from '@cardroom/protocol';
import { type ReactNode, useState } from 'react';
import { Navigate } from 'react-router';
import { useAppSelector } from '../../store/hooks.js';

export function SignedOutOnly({ children }: { children: ReactNode }) {
  const user = useAppSelector((state) => (state.session.accessToken ? state.session.user : null));
  const [arrivedSignedIn] = useState(() => user !== null && !isGuest(user));
  return arrivedSignedIn ? <Navigate to="/" replace /> : children;
}
