import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render.js';
import { MailedLinkCard } from './MailedLinkCard.js';

const texts = {
  working: 'Checking…',
  done: 'Verified',
  failed: 'That link did not work',
  missing: 'No token',
};

describe('MailedLinkCard', () => {
  it('says the link has no token when the URL carries none', () => {
    renderWithApp(
      <MailedLinkCard
        title="Verify"
        texts={texts}
        testId="card"
        next={{ to: '/', label: 'Home' }}
        onDone={() => {}}
      />,
      { route: '/auth/verify' },
    );
    expect(screen.getByText('No token')).toBeTruthy();
  });

  it('reports a failure when the server cannot be reached', async () => {
    renderWithApp(
      <MailedLinkCard
        title="Verify"
        texts={texts}
        testId="card"
        next={{ to: '/', label: 'Home' }}
        onDone={() => {}}
      />,
      { route: '/auth/verify?token=abc' },
    );
    expect(await screen.findByText('That link did not work')).toBeTruthy();
  });
});
