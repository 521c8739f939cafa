import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleUser } from '../components/user.fixture.js';
import { sessionStarted } from '../store/session-slice.js';
import { renderWithApp } from '../test/render.js';
import { ProfileMenu } from './ProfileMenu.js';

function open(createdAt: string, language: 'en' | 'es' = 'en') {
  renderWithApp(<ProfileMenu inGame={false} onClose={() => {}} />, {
    language,
    prepare: (store) =>
      store.dispatch(sessionStarted({ accessToken: 't', userData: sampleUser({ createdAt }) })),
  });
  return screen.getByTestId('profile-activity').textContent;
}

describe('ProfileMenu activity', () => {
  it('says Joined today instead of Playing for 0 days', () => {
    expect(open(new Date().toISOString())).toBe('Joined today');
  });

  it('says it in Spanish too', () => {
    expect(open(new Date().toISOString(), 'es')).toBe('Te uniste hoy');
  });

  it('counts days from the first full day', () => {
    expect(open(new Date(Date.now() - 3 * 86_400_000 - 1000).toISOString())).toBe('Playing for 3 days');
  });
});
