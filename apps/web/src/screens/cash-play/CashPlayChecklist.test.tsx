/**
 * Cash play's checklist against the session's userData.cash_play: each step done or with its link, the place
 * of the last check, a blocked region told, the ready state, guests asked to register, Spanish texts.
 */
import { ROLE_GUEST, type UserData } from '@cardroom/protocol';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleUser } from '../../components/user.fixture.js';
import { sessionStarted } from '../../store/session-slice.js';
import { renderWithApp } from '../../test/render.js';
import { CashPlayChecklist } from './CashPlayChecklist.js';

function renderChecklist(user: UserData | null, language: 'en' | 'es' = 'en', route = '/game/solitaire') {
  return renderWithApp(<CashPlayChecklist />, {
    route,
    language,
    prepare: (app) => {
      if (user) app.dispatch(sessionStarted({ accessToken: 'token', userData: user }));
    },
  });
}

const done = (step: string) => screen.getByTestId(`cash-play-step-${step}`).dataset.done;

describe('CashPlayChecklist', () => {
  it('lists every missing step with the link that does it', () => {
    renderChecklist(
      sampleUser({
        email_verified: false,
        cash_play: { allowed: false, missing: ['email', 'age', 'location'] },
      }),
    );
    expect(['email', 'age', 'location', 'region'].map(done)).toEqual(['false', 'false', 'false', 'false']);
    expect(screen.getByTestId('cash-play-checklist').dataset.allowed).toBe('false');
    expect(screen.getByTestId('cash-play-age-link').getAttribute('href')).toBe('/cash-play/age');
    expect(screen.getByTestId('cash-play-location-link').getAttribute('href')).toBe('/cash-play/location');
    expect(screen.getByTestId('cash-play-step-email').textContent).toContain('Account');
    // The region is unknown until a location is shared: nothing to do there yet.
    expect(screen.getByTestId('cash-play-step-region').textContent).not.toContain('not available');
    expect(screen.queryByTestId('cash-play-ready')).toBeNull();
  });

  it('tells a blocked region with the place of the last check', () => {
    renderChecklist(
      sampleUser({
        age_verified: true,
        country_code: 'US',
        region_name: 'Arizona',
        cash_play: { allowed: false, missing: ['region'] },
      }),
    );
    expect(['email', 'age', 'location', 'region'].map(done)).toEqual(['true', 'true', 'true', 'false']);
    expect(screen.getByTestId('cash-play-place').textContent).toBe('Last location: Arizona, United States');
    expect(screen.getByTestId('cash-play-region-blocked').textContent).toBe(
      'This feature is not available in your region.',
    );
    expect(screen.queryByTestId('cash-play-age-link')).toBeNull();
  });

  it('says when every check is done', () => {
    renderChecklist(
      sampleUser({
        age_verified: true,
        country_code: 'US',
        region_name: 'Florida',
        cash_play: { allowed: true, missing: [] },
      }),
    );
    expect(screen.getByTestId('cash-play-checklist').dataset.allowed).toBe('true');
    expect(screen.getByTestId('cash-play-ready').textContent).toBe('You can play for cash.');
  });

  it('asks guests to register, and speaks Spanish', () => {
    renderChecklist(sampleUser({ roles: [ROLE_GUEST], email: null, email_verified: false }), 'es');
    expect(screen.getByTestId('cash-play-guest').textContent).toContain(
      'Registra una cuenta para jugar por dinero',
    );
    expect(screen.queryByTestId('cash-play-step-age')).toBeNull();
  });

  it('without cash_play from the server, reads the user row', () => {
    renderChecklist(sampleUser({ age_verified: true }), 'es');
    expect(['email', 'age', 'location'].map(done)).toEqual(['true', 'true', 'false']);
    expect(screen.getByTestId('cash-play-location-link').textContent).toBe('Compartir ubicación');
  });
});
