/**
 * The user's avatar: a preset drawing ('preset:fox'), the uploaded image when it is a URL, else their
 * initial on a colour from the name.
 */
import { PresetAvatar, presetOf } from './avatar-presets.js';

const PALETTE = ['#3a86ff', '#8338ec', '#ff006e', '#fb5607', '#2a9d8f', '#e76f51', '#457b9d'];

function colourFor(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return PALETTE[hash % PALETTE.length] ?? '#3a86ff';
}

export function Avatar({ name, src, size = 32 }: { name: string; src: string | null; size?: number }) {
  const preset = presetOf(src);
  if (preset) return <PresetAvatar preset={preset} size={size} />;
  const style = { width: size, height: size, fontSize: size * 0.45 };
  if (src && /^(https?:|data:image\/|\/)/.test(src)) {
    return <img className="avatar" src={src} alt="" style={style} />;
  }
  return (
    <span className="avatar" aria-hidden="true" style={{ ...style, background: colourFor(name) }}>
      {(name.trim()[0] ?? '?').toUpperCase()}
    </span>
  );
}
