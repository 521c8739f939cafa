/**
 * The shell closes the phone menu and any dialog on a route change, except the redirect after a sign-in on an
 * /auth/ screen: the router commits that navigation as a transition, after the signed-in shell has shown, and
 * a menu opened in between must stay open.
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { Route, Routes, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sampleUser } from '../components/user.fixture.js';
import type { AppStore } from '../store/index.js';
import { sessionStarted } from '../store/session-slice.js';
import { type RenderOptions, renderWithApp } from '../test/render.js';
import { AppShell } from './AppShell.js';

let goTo: (path: string) => void = () => {};
function NavigateHook() {
  const navigate = useNavigate();
  goTo = (path) => void navigate(path);
  return null;
}

function renderShell(options: RenderOptions) {
  return renderWithApp(
    <>
      <NavigateHook />
      <Routes>
        <Route path="/" element={<AppShell />}>
          <Route index element={<p data-testid="home-page">Home page</p>} />
          <Route path="store" element={<p data-testid="store-page">Store page</p>} />
          <Route path="auth/login" element={<p data-testid="login-page">Login page</p>} />
        </Route>
      </Routes>
    </>,
    options,
  );
}

const menuOpen = () => screen.getByTestId('side-menu').classList.contains('open');

/** Opens the phone menu, goes to `path`, and tells whether the menu is open once that page shows. */
async function menuOpenAfterGoingTo(path: string, pageTestId: string): Promise<boolean> {
  fireEvent.click(screen.getByTestId('menu-button'));
  expect(menuOpen()).toBe(true);
  act(() => goTo(path));
  await screen.findByTestId(pageTestId);
  return menuOpen();
}
const signIn = (store: AppStore) =>
  act(() => {
    store.dispatch(sessionStarted({ accessToken: 'token', userData: sampleUser() }));
  });

describe('the phone menu across route changes', () => {
  // A phone-sized window: the shell asks matchMedia whether it is wider than the desktop breakpoint.
  beforeEach(() => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) =>
        ({
          matches: false,
          media: query,
          addEventListener() {},
          removeEventListener() {},
        }) as unknown as MediaQueryList,
    );
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('stays open when the redirect after a sign-in lands after it was opened', async () => {
    const { store } = renderShell({ route: '/auth/login' });
    signIn(store);
    expect(await menuOpenAfterGoingTo('/', 'home-page')).toBe(true);
  });

  it('closes on a route change from a sign-in screen without a sign-in', async () => {
    renderShell({ route: '/auth/login' });
    expect(await menuOpenAfterGoingTo('/', 'home-page')).toBe(false);
  });

  it('closes on any other route change of a signed-in person', async () => {
    const { store } = renderShell({ route: '/' });
    signIn(store);
    expect(await menuOpenAfterGoingTo('/store', 'store-page')).toBe(false);
  });
});
