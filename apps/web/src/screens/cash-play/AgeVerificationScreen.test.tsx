/**
 * The Age Verification screen against a fake API: an adult's date verifies the age (the session updates), the
 * server's refusal of a minor shows under the field, an empty or future date is caught before sending, and a
 * failure without a server message shows spec §8's "Error verifying age".
 */
import type { UserData } from '@cardroom/protocol';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleUser } from '../../components/user.fixture.js';
import { sessionStarted } from '../../store/session-slice.js';
import { renderWithApp } from '../../test/render.js';
import { AgeVerificationScreen } from './AgeVerificationScreen.js';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function fakeApi(user: UserData, mode: 'ok' | 'minor' | 'offline' = 'ok') {
  const sent: unknown[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname !== '/user/verify-age')
      return json({ success: false, code: 'NOT_FOUND', message: 'x' }, 404);
    sent.push(JSON.parse(String(init?.body)));
    if (mode === 'offline') throw new TypeError('Failed to fetch');
    if (mode === 'minor')
      return json(
        {
          success: false,
          code: 'AGE_UNDER_MINIMUM',
          message: 'You must be 18 or older to play for cash.',
          field: 'date_of_birth',
        },
        403,
      );
    return json({
      success: true,
      userData: { ...user, age_verified: true, cash_play: { allowed: false, missing: ['location'] } },
    });
  };
  return { fetch, sent };
}

function renderScreen(user: UserData, fake: ReturnType<typeof fakeApi>, language: 'en' | 'es' = 'en') {
  return renderWithApp(<AgeVerificationScreen />, {
    route: '/cash-play/age',
    language,
    fetch: fake.fetch,
    prepare: (app) => app.dispatch(sessionStarted({ accessToken: 'token', userData: user })),
  });
}

const enterDate = (value: string) => fireEvent.change(screen.getByTestId('age-date'), { target: { value } });
const submit = () => fireEvent.click(screen.getByTestId('age-submit'));

describe('AgeVerificationScreen', () => {
  it("verifies an adult's date of birth and then offers the location step", async () => {
    const user = sampleUser();
    const fake = fakeApi(user);
    const { store } = renderScreen(user, fake);
    expect(screen.getByTestId('age-screen').textContent).toContain(
      'You must be 18 or older to play for cash.',
    );
    enterDate('1990-05-17');
    submit();
    expect((await screen.findByTestId('age-verified')).textContent).toContain('Your age is verified.');
    expect(fake.sent).toEqual([{ date_of_birth: '1990-05-17' }]);
    expect(store.getState().session.user?.age_verified).toBe(true);
    expect(screen.getByText('Share location').getAttribute('href')).toBe('/cash-play/location');
  });

  it("shows the server's refusal of a minor under the field", async () => {
    const fake = fakeApi(sampleUser(), 'minor');
    const { store } = renderScreen(sampleUser(), fake);
    enterDate('2015-01-01');
    submit();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('You must be 18 or older to play for cash.'),
    );
    expect(store.getState().session.user?.age_verified).toBe(false);
    expect(screen.queryByTestId('age-verified')).toBeNull();
  });

  it('catches an empty or future date before sending', () => {
    const fake = fakeApi(sampleUser());
    renderScreen(sampleUser(), fake);
    submit();
    expect(screen.getByRole('alert').textContent).toBe('Enter your date of birth.');
    enterDate(`${new Date().getFullYear() + 1}-01-01`);
    submit();
    expect(screen.getByRole('alert').textContent).toBe('Your date of birth cannot be in the future.');
    expect(fake.sent).toEqual([]);
  });

  it('says "Error verifying age" when the call fails without a server message, in Spanish too', async () => {
    renderScreen(sampleUser(), fakeApi(sampleUser(), 'offline'));
    enterDate('1990-05-17');
    submit();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Error verifying age'));
  });

  it('speaks Spanish', async () => {
    renderScreen(sampleUser(), fakeApi(sampleUser(), 'minor'), 'es');
    expect(screen.getByTestId('age-submit').textContent).toBe('Verificar mi edad');
    enterDate('2015-01-01');
    submit();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Debes tener 18 años o más para jugar por dinero.'),
    );
  });
});
