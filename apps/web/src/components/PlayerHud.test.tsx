/** Home's HUD rings the user's own avatar in the frame they wear (userData.skins), and only then. */
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../test/render.js';
import { PlayerHud } from './PlayerHud.js';
import { sampleUser } from './user.fixture.js';

describe('PlayerHud avatar frame', () => {
  it('draws the frame the user wears round their avatar', () => {
    const { getByTestId } = renderWithApp(
      <PlayerHud
        user={sampleUser({ skins: { card_back: 'back-royal', felt: null, tile: null, frame: 'frame-gold' } })}
      />,
    );
    const frame = getByTestId('player-hud').querySelector<HTMLElement>('.avatar-frame');
    expect(frame?.dataset.frame).toBe('frame-gold');
    expect(frame?.querySelector('.avatar')?.textContent).toBe('A');
  });

  it('leaves the avatar bare without a frame worn, or with only other skins worn', () => {
    for (const skins of [undefined, { card_back: 'back-royal', felt: null, tile: null, frame: null }]) {
      const { getByTestId, unmount } = renderWithApp(<PlayerHud user={sampleUser(skins ? { skins } : {})} />);
      expect(getByTestId('player-hud').querySelector('.avatar-frame')).toBeNull();
      expect(getByTestId('player-hud').querySelector('.avatar')).not.toBeNull();
      unmount();
    }
  });
});
