/**
 * The preset avatars offered by onboarding: animal faces drawn as inline SVG (64×64, no network). The
 * user's avatar stores the key as 'preset:<name>' (for example 'preset:fox'); Avatar draws it.
 */
import { AVATAR_PRESET_PREFIX, type AvatarPresetKey } from '@cardroom/protocol';
import type { ReactNode } from 'react';

export { AVATAR_PRESET_PREFIX };

const INK = '#1b1b1b';

/** Round mane of the lion: twelve tufts around the face. */
function mane(): ReactNode {
  return Array.from({ length: 12 }, (_, i) => {
    const angle = (i * Math.PI * 2) / 12;
    return (
      <circle
        key={angle}
        cx={(32 + 19 * Math.cos(angle)).toFixed(2)}
        cy={(36 + 19 * Math.sin(angle)).toFixed(2)}
        r="7"
        fill="#b5651d"
      />
    );
  });
}

function eyes(y: number, left = 25, right = 39, r = 2.3): ReactNode {
  return (
    <>
      <circle cx={left} cy={y} r={r} fill={INK} />
      <circle cx={right} cy={y} r={r} fill={INK} />
      <circle cx={left + 0.8} cy={y - 0.8} r={r * 0.3} fill="#fff" />
      <circle cx={right + 0.8} cy={y - 0.8} r={r * 0.3} fill="#fff" />
    </>
  );
}

const smile = (y: number) => (
  <path
    d={`M32 ${y}v2.4M28.5 ${y + 3}q3.5 2.6 7 0`}
    stroke={INK}
    strokeWidth="1.3"
    strokeLinecap="round"
    fill="none"
  />
);

export const AVATAR_PRESETS = {
  fox: {
    background: '#2a9d8f',
    art: (
      <>
        <path d="M13 12l14 11-11 8z" fill="#e8730c" />
        <path d="M51 12L37 23l11 8z" fill="#e8730c" />
        <path d="M16.5 17.5l6.5 5.5-5 3.5z" fill="#fbe3c9" />
        <path d="M47.5 17.5L41 23l5 3.5z" fill="#fbe3c9" />
        <path d="M11 28q21-20 42 0-2 17-21 27-19-10-21-27z" fill="#f28c28" />
        <path d="M12.5 31q13 5 19.5 24-15-7-19.5-24zM51.5 31q-13 5-19.5 24 15-7 19.5-24z" fill="#fff6ec" />
        {eyes(34)}
        <ellipse cx="32" cy="50" rx="2.8" ry="2.1" fill={INK} />
      </>
    ),
  },
  cat: {
    background: '#8338ec',
    art: (
      <>
        <path d="M14 11l14 11-12 9zM50 11L36 22l12 9z" fill="#9aa5b1" />
        <path d="M17.5 17l6 5-5.5 4zM46.5 17l-6 5 5.5 4z" fill="#f5b5c8" />
        <circle cx="32" cy="37" r="18.5" fill="#9aa5b1" />
        <ellipse cx="25" cy="35" rx="2.8" ry="3.6" fill="#c7f464" />
        <ellipse cx="39" cy="35" rx="2.8" ry="3.6" fill="#c7f464" />
        <ellipse cx="25" cy="35" rx="1" ry="3" fill={INK} />
        <ellipse cx="39" cy="35" rx="1" ry="3" fill={INK} />
        <path d="M29.8 41h4.4L32 43.6z" fill="#f28aa8" />
        <path
          d="M32 43.6q-1.6 3.4-4.6 2.2M32 43.6q1.6 3.4 4.6 2.2"
          stroke={INK}
          strokeWidth="1.2"
          fill="none"
        />
        <path
          d="M10 40l13 2M10 46l13-2M54 40l-13 2M54 46l-13-2"
          stroke="#eef2f6"
          strokeWidth="1"
          strokeLinecap="round"
        />
      </>
    ),
  },
  bear: {
    background: '#3a86ff',
    art: (
      <>
        <circle cx="17" cy="20" r="7.5" fill="#8d5a3b" />
        <circle cx="47" cy="20" r="7.5" fill="#8d5a3b" />
        <circle cx="17" cy="20" r="3.8" fill="#c08a63" />
        <circle cx="47" cy="20" r="3.8" fill="#c08a63" />
        <circle cx="32" cy="37" r="19.5" fill="#8d5a3b" />
        <ellipse cx="32" cy="44" rx="9.5" ry="7.5" fill="#d9b38c" />
        {eyes(33)}
        <ellipse cx="32" cy="40.5" rx="3.4" ry="2.5" fill={INK} />
        {smile(42.5)}
      </>
    ),
  },
  panda: {
    background: '#2fbf71',
    art: (
      <>
        <circle cx="16.5" cy="19.5" r="7.5" fill="#1f1f1f" />
        <circle cx="47.5" cy="19.5" r="7.5" fill="#1f1f1f" />
        <circle cx="32" cy="37" r="19.5" fill="#fff" />
        <ellipse cx="24.5" cy="35" rx="4.6" ry="6" transform="rotate(-28 24.5 35)" fill="#1f1f1f" />
        <ellipse cx="39.5" cy="35" rx="4.6" ry="6" transform="rotate(28 39.5 35)" fill="#1f1f1f" />
        <circle cx="25.2" cy="34.2" r="1.7" fill="#fff" />
        <circle cx="38.8" cy="34.2" r="1.7" fill="#fff" />
        <ellipse cx="32" cy="42" rx="3" ry="2.1" fill="#1f1f1f" />
        {smile(43.8)}
      </>
    ),
  },
  owl: {
    background: '#264653',
    art: (
      <>
        <path d="M13 19l10 7q9-5 18 0l10-7v24q0 14-19 14T13 43z" fill="#9c6644" />
        <path d="M20 50q12 6 24 0" stroke="#7f5539" strokeWidth="2" fill="none" />
        <circle cx="24" cy="35" r="9" fill="#ede0d4" />
        <circle cx="40" cy="35" r="9" fill="#ede0d4" />
        <circle cx="24" cy="35" r="5.2" fill="#f2b705" />
        <circle cx="40" cy="35" r="5.2" fill="#f2b705" />
        <circle cx="24" cy="35" r="2.6" fill={INK} />
        <circle cx="40" cy="35" r="2.6" fill={INK} />
        <path d="M29 42h6l-3 6z" fill="#e76f51" />
      </>
    ),
  },
  frog: {
    background: '#f4a261',
    art: (
      <>
        <circle cx="21" cy="22" r="8.5" fill="#57cc99" />
        <circle cx="43" cy="22" r="8.5" fill="#57cc99" />
        <ellipse cx="32" cy="39" rx="21.5" ry="16" fill="#57cc99" />
        <circle cx="21" cy="22" r="5.6" fill="#fff" />
        <circle cx="43" cy="22" r="5.6" fill="#fff" />
        <circle cx="21.6" cy="22.6" r="2.8" fill={INK} />
        <circle cx="42.4" cy="22.6" r="2.8" fill={INK} />
        <circle cx="29" cy="33" r="1" fill="#1b4332" />
        <circle cx="35" cy="33" r="1" fill="#1b4332" />
        <circle cx="16.5" cy="42" r="3.2" fill="#ff8fab" opacity="0.75" />
        <circle cx="47.5" cy="42" r="3.2" fill="#ff8fab" opacity="0.75" />
        <path d="M20 40q12 11 24 0" stroke="#1b4332" strokeWidth="2" strokeLinecap="round" fill="none" />
      </>
    ),
  },
  penguin: {
    background: '#48cae4',
    art: (
      <>
        <circle cx="32" cy="36" r="20.5" fill="#1d2d44" />
        <path d="M32 25q-8-8-14 3-4 12 4 20 6 6 10 6t10-6q8-8 4-20-6-11-14-3z" fill="#fff" />
        {eyes(35)}
        <path d="M27.5 40h9L32 46.5z" fill="#f4a261" />
        <circle cx="20.5" cy="43" r="2.6" fill="#ffafcc" />
        <circle cx="43.5" cy="43" r="2.6" fill="#ffafcc" />
      </>
    ),
  },
  lion: {
    background: '#e76f51',
    art: (
      <>
        {mane()}
        <circle cx="32" cy="36" r="19" fill="#b5651d" />
        <circle cx="21" cy="24.5" r="4.6" fill="#f6bd60" />
        <circle cx="43" cy="24.5" r="4.6" fill="#f6bd60" />
        <circle cx="32" cy="37" r="15" fill="#f6bd60" />
        <ellipse cx="32" cy="43" rx="7.5" ry="5.4" fill="#fff1d6" />
        {eyes(34, 26, 38, 2.1)}
        <path d="M29.2 39.5h5.6L32 42.6z" fill="#5a2e0e" />
        {smile(42.6)}
      </>
    ),
  },
  koala: {
    background: '#52b788',
    art: (
      <>
        <circle cx="15" cy="25" r="10.5" fill="#9aa5b1" />
        <circle cx="49" cy="25" r="10.5" fill="#9aa5b1" />
        <circle cx="15" cy="25" r="6" fill="#e5e7eb" />
        <circle cx="49" cy="25" r="6" fill="#e5e7eb" />
        <circle cx="32" cy="37" r="18" fill="#adb5bd" />
        {eyes(34, 24.5, 39.5)}
        <ellipse cx="32" cy="41" rx="4.6" ry="6.2" fill="#343a40" />
      </>
    ),
  },
  rabbit: {
    background: '#ffb703',
    art: (
      <>
        <ellipse cx="24" cy="17" rx="5.5" ry="13" fill="#f8f9fa" />
        <ellipse cx="40" cy="17" rx="5.5" ry="13" fill="#f8f9fa" />
        <ellipse cx="24" cy="18" rx="2.6" ry="9.5" fill="#ffc8dd" />
        <ellipse cx="40" cy="18" rx="2.6" ry="9.5" fill="#ffc8dd" />
        <circle cx="32" cy="40" r="16.5" fill="#f8f9fa" />
        {eyes(38, 26, 38, 2.1)}
        <path d="M30 43h4l-2 2.2z" fill="#ff8fab" />
        <path d="M32 45.2v1.8M29 48q3 2 6 0" stroke={INK} strokeWidth="1.2" fill="none" />
        <rect
          x="30.6"
          y="48.6"
          width="2.8"
          height="2.6"
          rx="0.6"
          fill="#fff"
          stroke="#ced4da"
          strokeWidth="0.6"
        />
        <circle cx="21.5" cy="44" r="2.6" fill="#ffc8dd" />
        <circle cx="42.5" cy="44" r="2.6" fill="#ffc8dd" />
      </>
    ),
  },
} as const satisfies Record<AvatarPresetKey, { background: string; art: ReactNode }>;

export type AvatarPreset = keyof typeof AVATAR_PRESETS;
export const AVATAR_PRESET_KEYS = Object.keys(AVATAR_PRESETS) as AvatarPreset[];

export function presetAvatarValue(preset: AvatarPreset): string {
  return `${AVATAR_PRESET_PREFIX}${preset}`;
}

/** The preset named by an avatar value, or null when it is an image URL or unknown. */
export function presetOf(avatar: string | null | undefined): AvatarPreset | null {
  if (!avatar?.startsWith(AVATAR_PRESET_PREFIX)) return null;
  const key = avatar.slice(AVATAR_PRESET_PREFIX.length);
  return Object.hasOwn(AVATAR_PRESETS, key) ? (key as AvatarPreset) : null;
}

/** `size` in pixels, or a CSS length such as '100%' to fill the parent (the onboarding picker). */
export function PresetAvatar({ preset, size = 32 }: { preset: AvatarPreset; size?: number | string }) {
  const { background, art } = AVATAR_PRESETS[preset];
  return (
    <span
      className="avatar avatar-preset"
      aria-hidden="true"
      data-avatar-preset={preset}
      style={{ width: size, height: size, background, overflow: 'hidden' }}
    >
      <svg width="100%" height="100%" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        {art}
      </svg>
    </span>
  );
}
