/**
 * The top bar's avatar and the profile menu wear the user's own frame (userData.skins.frame); wearing a frame
 * in the Collection rings the top bar's avatar at once, from the reply's userData, without a reload.
 */
import type { CollectionItem, UserData } from '@cardroom/protocol';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { sampleUser } from '../components/user.fixture.js';
import { CollectionScreen } from '../screens/CollectionScreen.js';
import { sessionStarted } from '../store/session-slice.js';
import { type RenderOptions, renderWithApp } from '../test/render.js';
import { ProfileMenu } from './ProfileMenu.js';
import { TopBar } from './TopBar.js';

const GOLD_FRAME = { card_back: null, felt: null, tile: null, frame: 'frame-gold' };

const topBar = <TopBar showMenuButton menuOpen={false} onMenu={() => {}} openDialog={() => {}} />;

function signIn(user: UserData): RenderOptions {
  return { prepare: (store) => store.dispatch(sessionStarted({ accessToken: 'token', userData: user })) };
}

const frameOf = (testId: string) =>
  screen.getByTestId(testId).querySelector<HTMLElement>('.avatar-frame')?.dataset.frame ?? null;

describe('the user’s own avatar frame', () => {
  it('rings the top bar avatar and the profile menu avatar in the frame worn', () => {
    renderWithApp(
      <>
        {topBar}
        <ProfileMenu inGame={false} onClose={() => {}} />
      </>,
      signIn(sampleUser({ skins: GOLD_FRAME })),
    );
    expect(frameOf('avatar-button')).toBe('frame-gold');
    expect(frameOf('profile-menu')).toBe('frame-gold');
  });

  it('draws no frame when none is worn', () => {
    renderWithApp(
      <>
        {topBar}
        <ProfileMenu inGame={false} onClose={() => {}} />
      </>,
      signIn(sampleUser()),
    );
    expect(screen.getByTestId('avatar-button').querySelector('.avatar')).not.toBeNull();
    expect(frameOf('avatar-button')).toBeNull();
    expect(frameOf('profile-menu')).toBeNull();
  });

  it('puts the frame on the top bar avatar as soon as it is worn in the Collection', async () => {
    const owned = (active: boolean): CollectionItem => ({
      upgrade_id: 'frame-gold',
      name: 'Gold frame',
      category: 'skin',
      slot: 'frame',
      level: 1,
      maxLevel: 1,
      owned: true,
      active,
      nextCost: null,
    });
    let wearing = false;
    // The reply's userData is the server's: with the frame once worn, without it once taken off.
    const reply = (body: unknown) =>
      new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    const fetch: typeof globalThis.fetch = async (input, init) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path === '/user/activate-collection') {
        wearing = (JSON.parse(String(init?.body)) as { wear?: boolean }).wear !== false;
        return reply({
          success: true,
          collection: [owned(wearing)],
          userData: sampleUser(wearing ? { skins: GOLD_FRAME } : {}),
        });
      }
      return reply({ success: true, collection: [owned(wearing)] });
    };
    const { store } = renderWithApp(
      <>
        {topBar}
        <Routes>
          <Route path="/collection" element={<CollectionScreen />} />
        </Routes>
      </>,
      { route: '/collection', fetch, ...signIn(sampleUser()) },
    );
    expect(frameOf('avatar-button')).toBeNull();
    fireEvent.click(await screen.findByTestId('collection-wear-frame-gold'));
    await waitFor(() => expect(frameOf('avatar-button')).toBe('frame-gold'));
    expect(store.getState().session.user?.skins?.frame).toBe('frame-gold');
  });
});
