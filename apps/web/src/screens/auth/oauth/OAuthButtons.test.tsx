/**
 * Issue 10: sign-in buttons showed for providers the server was not configured for and failed on click.
 * The buttons follow GET /auth/providers; with none there is no "or continue with" divider either.
 */
import type { UserData } from '@cardroom/protocol';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AppStore } from '../../../store/index.js';
import { sessionStarted } from '../../../store/session-slice.js';
import { renderWithApp } from '../../../test/render.js';
import { loadConfiguredProviders } from './configured.js';
import { LinkedAccounts } from './LinkedAccounts.js';
import { OAuthButtons } from './OAuthButtons.js';

/** A server configured for these providers; counts the times it was asked. */
function serverWith(providers: string[]) {
  const asked: string[] = [];
  const fetcher: typeof fetch = async (input) => {
    asked.push(String(input));
    return new Response(JSON.stringify({ success: true, providers }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { fetcher, asked };
}

/** Resolves once the component has had the server's answer (the same ask, answered to it first). */
async function answered(store: AppStore) {
  await act(async () => {
    await store.dispatch(loadConfiguredProviders());
  });
}

describe('OAuthButtons', () => {
  it('shows no buttons and no divider when no provider is configured', async () => {
    const server = serverWith([]);
    const { container, store } = renderWithApp(<OAuthButtons />, {
      route: '/auth/login',
      fetch: server.fetcher,
    });
    await answered(store);
    expect(server.asked.filter((url) => url.includes('/auth/providers'))).toHaveLength(1);
    expect(screen.queryByTestId('oauth-buttons')).toBeNull();
    expect(screen.queryByText('or continue with', { exact: false })).toBeNull();
    expect(container.querySelector('button')).toBeNull();
  });

  it('shows Google only when Google is configured, never the providers it cannot start', async () => {
    const server = serverWith(['google', 'apple', 'facebook', 'paypal']);
    renderWithApp(<OAuthButtons />, { route: '/auth/login', fetch: server.fetcher });
    const buttons = await screen.findByTestId('oauth-buttons');
    expect([...buttons.querySelectorAll('button')].map((button) => button.textContent)).toEqual(['Google']);
  });

  it('shows nothing when the server cannot be asked', async () => {
    const { store } = renderWithApp(<OAuthButtons />, { route: '/auth/login' });
    await answered(store);
    expect(screen.queryByTestId('oauth-buttons')).toBeNull();
  });
});

describe('LinkedAccounts', () => {
  const user = (linkedProviders: string[]) =>
    ({ id: 'u1', username: 'ana', roles: ['ROLE_USER'], linkedProviders }) as unknown as UserData;

  function renderLinked(configured: string[], linked: string[]) {
    const server = serverWith(configured);
    const account = user(linked);
    return renderWithApp(<LinkedAccounts user={account} />, {
      route: '/account',
      language: 'es',
      fetch: server.fetcher,
      prepare: (store) => store.dispatch(sessionStarted({ accessToken: 'token', userData: account })),
    });
  }

  it('lists the configured providers and the linked ones, no others', async () => {
    renderLinked(['google', 'paypal'], ['facebook']);
    const section = await screen.findByTestId('linked-accounts');
    await waitFor(() =>
      expect(
        [...section.querySelectorAll<HTMLElement>('[data-testid^="linked-"]')].map(
          (row) => row.dataset.testid,
        ),
      ).toEqual(['linked-google', 'linked-facebook', 'linked-paypal']),
    );
    expect(screen.queryByTestId('linked-apple')).toBeNull();
  });

  it('is left out when no provider is configured or linked', async () => {
    const { store } = renderLinked([], []);
    await answered(store);
    expect(screen.queryByTestId('linked-accounts')).toBeNull();
    expect(screen.queryByTestId('connect-paypal')).toBeNull();
  });
});
