import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { sampleUser } from '../components/user.fixture.js';
import { sessionStarted } from '../store/session-slice.js';
import { renderWithApp } from '../test/render.js';
import type { ShellDialog } from './dialogs.js';
import { SideMenu } from './SideMenu.js';

function Shell({ desktop }: { desktop: boolean }) {
  const [open, setOpen] = useState(true);
  const [dialog, setDialog] = useState<ShellDialog | null>(null);
  return (
    <>
      <SideMenu open={open} desktop={desktop} onClose={() => setOpen(false)} openDialog={setDialog} />
      {dialog ? <p data-testid="dialog">{dialog}</p> : null}
    </>
  );
}

function signedIn(desktop: boolean) {
  renderWithApp(<Shell desktop={desktop} />, {
    prepare: (store) => store.dispatch(sessionStarted({ accessToken: 't', userData: sampleUser() })),
  });
}

describe('SideMenu', () => {
  it('closes on a phone when it opens the referral dialog', () => {
    signedIn(false);
    const menu = screen.getByTestId('side-menu');
    expect(menu.className).toContain(' open');
    fireEvent.click(screen.getByTestId('menu-invite'));
    expect(screen.getByTestId('dialog').textContent).toBe('referral');
    expect(menu.className).not.toContain(' open');
  });

  it('stays open beside the content on a desktop', () => {
    signedIn(true);
    fireEvent.click(screen.getByTestId('menu-invite'));
    expect(screen.getByTestId('dialog').textContent).toBe('referral');
    expect(screen.getByTestId('side-menu').className).toContain(' open');
  });
});
