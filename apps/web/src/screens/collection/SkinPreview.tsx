/** A skin drawn small for the Collection screen: the card back, a felt swatch, a tile, the avatar in its frame. */
import type { SkinSlot } from '@cardroom/protocol';
import { Avatar } from '../../components/Avatar.js';
import { AvatarFrame } from '../../components/AvatarFrame.js';
import { feltLook, tileLook } from '../../components/skins.js';
import { CardBack } from '../../game/CardBack.js';

function TilePreview({ skin }: { skin: string }) {
  const look = tileLook(skin);
  // A 6|3 upright: six pips on top, three below.
  const six = [
    [13, 9],
    [27, 9],
    [13, 18],
    [27, 18],
    [13, 27],
    [27, 27],
  ];
  const three = [
    [12, 45],
    [20, 53],
    [28, 61],
  ];
  return (
    <svg width="40" height="72" viewBox="0 0 40 72" aria-hidden="true">
      <rect
        x="1.5"
        y="1.5"
        width="37"
        height="69"
        rx="6"
        fill={look.face}
        stroke={look.edge}
        strokeWidth="1.5"
      />
      <line x1="7" y1="36" x2="33" y2="36" stroke={look.edge} strokeWidth="1.5" />
      {[...six, ...three].map(([cx, cy]) => (
        <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r="3.2" fill={look.pip} />
      ))}
    </svg>
  );
}

export function SkinPreview({
  slot,
  skin,
  user,
}: {
  slot: SkinSlot;
  skin: string;
  user: { username: string; avatar: string | null } | null;
}) {
  switch (slot) {
    case 'card_back':
      return <CardBack width={48} skin={skin} />;
    case 'felt': {
      const look = feltLook(skin);
      return (
        <span
          className="collection-felt"
          aria-hidden="true"
          style={{
            background: `radial-gradient(ellipse at 50% 42%, ${look.light} 0%, ${look.felt} 62%, ${look.shade} 100%)`,
          }}
        />
      );
    }
    case 'tile':
      return <TilePreview skin={skin} />;
    case 'frame':
      return (
        <AvatarFrame skin={skin}>
          <Avatar name={user?.username ?? '?'} src={user?.avatar ?? null} size={52} />
        </AvatarFrame>
      );
  }
}
