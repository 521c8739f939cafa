/** Issue 14: the avatar frame skin rings the avatar; without one (or one this build does not draw) nothing changes. */
import type { PlayerData } from '@cardroom/protocol';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SeatPanel } from '../game/SeatPanel.js';
import { renderWithApp } from '../test/render.js';
import { Avatar } from './Avatar.js';
import { AvatarFrame } from './AvatarFrame.js';

function seated(seat: 0 | 1, skins?: PlayerData['skins']): PlayerData {
  return {
    id: `p${seat}`,
    username: seat === 0 ? 'ann' : 'bob',
    avatar: null,
    seat,
    isBot: false,
    bid: null,
    tricksWon: [],
    declaredFirestorm: false,
    score: 0,
    roundScore: [],
    ...(skins ? { skins } : {}),
  };
}

describe('AvatarFrame', () => {
  it('rings the avatar in the gold frame', () => {
    const { container } = render(
      <AvatarFrame skin="frame-gold">
        <Avatar name="ann" src={null} size={44} />
      </AvatarFrame>,
    );
    const frame = container.querySelector('.avatar-frame') as HTMLElement;
    expect(frame.dataset.frame).toBe('frame-gold');
    expect(frame.style.boxShadow).toContain('#f2b705');
    expect(frame.style.borderRadius).toBe('50%');
    expect(frame.querySelector('.avatar')?.textContent).toBe('A');
  });

  it('leaves the avatar as it is without a frame or with one it does not know', () => {
    for (const skin of [null, undefined, 'frame-unknown']) {
      const { container, unmount } = render(
        <AvatarFrame skin={skin}>
          <Avatar name="ann" src={null} size={44} />
        </AvatarFrame>,
      );
      expect(container.querySelector('.avatar-frame')).toBeNull();
      expect(container.firstElementChild?.className).toBe('avatar');
      unmount();
    }
  });

  it("frames a seat's avatar at the table with the frame that seat wears, and only that seat's", () => {
    renderWithApp(
      <>
        <SeatPanel
          seat={0}
          position="bottom"
          view={null}
          player={seated(0, { card_back: null, felt: null, tile: null, frame: 'frame-gold' })}
          reaction={null}
          deadline={null}
        />
        <SeatPanel seat={1} position="left" view={null} player={seated(1)} reaction={null} deadline={null} />
      </>,
    );
    expect(
      screen.getByTestId('seat-bottom').querySelector('[data-frame="frame-gold"] .avatar'),
    ).not.toBeNull();
    expect(screen.getByTestId('seat-left').querySelector('.avatar-frame')).toBeNull();
  });
});
