import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { sessionStarted } from '../../store/session-slice.js';
import { renderWithApp } from '../../test/render.js';
import { SignedOutOnly } from './SignedOutOnly.js';

const registered = { id: 'u1', username: 'ana', roles: ['ROLE_USER'] } as never;
const guest = { id: 'g1', username: 'Guest123', roles: ['ROLE_GUEST'] } as never;

function renderLogin(user?: never) {
  return renderWithApp(
    <Routes>
      <Route path="/" element={<p>home screen</p>} />
      <Route
        path="/auth/login"
        element={
          <SignedOutOnly>
            <p>login form</p>
          </SignedOutOnly>
        }
      />
    </Routes>,
    {
      route: '/auth/login',
      prepare: (store) => {
        if (user) store.dispatch(sessionStarted({ accessToken: 'token', userData: user }));
      },
    },
  );
}

describe('SignedOutOnly', () => {
  it('sends a registered user who opens the login form Home', () => {
    renderLogin(registered);
    expect(screen.getByText('home screen')).toBeTruthy();
    expect(screen.queryByText('login form')).toBeNull();
  });

  it('shows the form to visitors and guests (a guest may sign in to an account)', () => {
    renderLogin();
    expect(screen.getByText('login form')).toBeTruthy();
    renderLogin(guest);
    expect(screen.getAllByText('login form')).toHaveLength(2);
  });
});
