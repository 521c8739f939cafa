/**
 * The avatar frame skin (issue 14): a ring round whatever avatar it wraps, in the frame's colours. No frame,
 * or one this build does not draw, leaves the avatar as it is.
 */
import type { ReactNode } from 'react';
import { frameLook } from './skins.js';

export function AvatarFrame({ skin, children }: { skin: string | null | undefined; children: ReactNode }) {
  const look = frameLook(skin);
  if (!look) return children;
  return (
    <span
      className="avatar-frame"
      data-frame={skin}
      style={{
        display: 'inline-flex',
        borderRadius: '50%',
        lineHeight: 0,
        boxShadow: `0 0 0 3px ${look.ring}, 0 0 10px 3px ${look.glow}`,
      }}
    >
      {children}
    </span>
  );
}
