/**
 * The Location access screen with a stubbed browser geolocation and a fake API: a shared position is sent and
 * the place found shown with whether cash play is offered there; a blocked state shows the server's reason; a
 * denied permission or a failed call shows spec §8's "Error verifying location".
 */
import type { UserData } from '@cardroom/protocol';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sampleUser } from '../../components/user.fixture.js';
import { sessionStarted } from '../../store/session-slice.js';
import { renderWithApp } from '../../test/render.js';
import { LocationScreen } from './LocationScreen.js';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type Place = { country_code: string | null; region: string | null; region_name: string | null };

function fakeApi(user: UserData, place: Place, reason: 'REGION_NOT_AVAILABLE' | null = null, fail = false) {
  const sent: unknown[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname !== '/user/location')
      return json({ success: false, code: 'NOT_FOUND', message: 'x' }, 404);
    sent.push(JSON.parse(String(init?.body)));
    if (fail) return json({ success: false, code: 'INTERNAL_ERROR', message: 'Something went wrong.' }, 500);
    return json({
      success: true,
      location: place,
      cash_play: {
        allowed: reason === null,
        reason,
        message: reason ? 'This feature is not available in your region.' : null,
      },
      userData: { ...user, country_code: place.country_code, region_name: place.region_name },
    });
  };
  return { fetch, sent };
}

/** The browser's geolocation, answering with a position or an error code (1 = permission denied). */
function stubGeolocation(answer: { latitude: number; longitude: number } | { code: number } | null) {
  const geolocation =
    answer === null
      ? undefined
      : {
          getCurrentPosition(ok: PositionCallback, fail: PositionErrorCallback) {
            if ('code' in answer) fail({ code: answer.code, message: 'no' } as GeolocationPositionError);
            else ok({ coords: answer } as GeolocationPosition);
          },
        };
  Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
}

function renderScreen(fake: ReturnType<typeof fakeApi>, language: 'en' | 'es' = 'en') {
  return renderWithApp(<LocationScreen />, {
    route: '/cash-play/location',
    language,
    fetch: fake.fetch,
    prepare: (app) =>
      app.dispatch(sessionStarted({ accessToken: 'token', userData: sampleUser({ age_verified: true }) })),
  });
}

const FLORIDA: Place = { country_code: 'US', region: 'US-FL', region_name: 'Florida' };
const ARIZONA: Place = { country_code: 'US', region: 'US-AZ', region_name: 'Arizona' };

describe('LocationScreen', () => {
  afterEach(() => {
    stubGeolocation(null);
  });

  it('explains why, sends the position and shows the place found and that cash play is on', async () => {
    stubGeolocation({ latitude: 25.76, longitude: -80.19 });
    const fake = fakeApi(sampleUser(), FLORIDA);
    const { store } = renderScreen(fake);
    expect(screen.getByTestId('location-screen').textContent).toContain(
      'Your browser will ask to share your location',
    );
    fireEvent.click(screen.getByTestId('location-share'));
    const result = await screen.findByTestId('location-result');
    expect(result.dataset.allowed).toBe('true');
    expect(result.textContent).toContain('Location found: Florida, United States');
    expect(result.textContent).toContain('Cash play is available here.');
    expect(fake.sent).toEqual([{ latitude: 25.76, longitude: -80.19 }]);
    expect(store.getState().session.user?.region_name).toBe('Florida');
    expect(screen.getByTestId('cash-play-back').getAttribute('href')).toBe('/account');
  });

  it("shows the server's reason where cash play is not offered, in Spanish", async () => {
    stubGeolocation({ latitude: 33.45, longitude: -112.07 });
    renderScreen(fakeApi(sampleUser(), ARIZONA, 'REGION_NOT_AVAILABLE'), 'es');
    fireEvent.click(screen.getByTestId('location-share'));
    const result = await screen.findByTestId('location-result');
    expect(result.dataset.allowed).toBe('false');
    expect(result.textContent).toContain('Ubicación encontrada: Arizona, Estados Unidos');
    expect(result.textContent).toContain('Esta función no está disponible en tu región.');
  });

  it('says "Error verifying location" and how to allow it when permission is denied', async () => {
    stubGeolocation({ code: 1 });
    const fake = fakeApi(sampleUser(), FLORIDA);
    renderScreen(fake);
    fireEvent.click(screen.getByTestId('location-share'));
    const error = await screen.findByTestId('location-error');
    expect(error.textContent).toContain('Error verifying location');
    expect(error.textContent).toContain('Location permission was denied.');
    expect(fake.sent).toEqual([]);
  });

  it('says "Error verifying location" when the browser has no geolocation or the call fails', async () => {
    stubGeolocation(null);
    renderScreen(fakeApi(sampleUser(), FLORIDA));
    fireEvent.click(screen.getByTestId('location-share'));
    expect((await screen.findByTestId('location-error')).textContent).toContain(
      'This browser cannot share its location.',
    );
  });

  it('says "Error verifying location" when the server fails', async () => {
    stubGeolocation({ latitude: 25.76, longitude: -80.19 });
    renderScreen(fakeApi(sampleUser(), FLORIDA, null, true));
    fireEvent.click(screen.getByTestId('location-share'));
    expect((await screen.findByTestId('location-error')).textContent).toContain('Error verifying location');
  });
});
