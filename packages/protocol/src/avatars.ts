/**
 * What a user's avatar may be: one of the preset drawings ('preset:fox') or an image this site stored
 * under /uploads/. Anything else is refused, because every avatar is drawn for every player at the table:
 * a foreign URL would make each of their browsers call a stranger's server (a tracking pixel).
 *
 * The protocol cannot know the site's own origin, so it accepts an upload path alone or behind any http(s)
 * origin; the server then refuses an origin that is not its PUBLIC_URL and a file it does not hold.
 */
import { z } from 'zod';
import { VALIDATION_MESSAGES } from './validation.js';

export const AVATAR_PRESET_PREFIX = 'preset:';

/** The preset drawings the web app ships (apps/web/src/components/avatar-presets.tsx draws each one). */
export const AVATAR_PRESET_KEYS = [
  'fox',
  'cat',
  'bear',
  'panda',
  'owl',
  'frog',
  'penguin',
  'lion',
  'koala',
  'rabbit',
] as const;
export type AvatarPresetKey = (typeof AVATAR_PRESET_KEYS)[number];

/** The URL path uploads are served under. */
export const UPLOADS_PATH = '/uploads/';

/** The only file names the server's upload store writes: 128 random bits in hex and the sniffed extension. */
export const UPLOADED_FILE_NAME = /^[0-9a-f]{32}\.(?:png|jpg|webp|gif)$/;

export const AVATAR_NOT_ALLOWED_MESSAGE = VALIDATION_MESSAGES.avatarNotAllowed;

/** An http(s) origin without credentials, path, query or fragment: "https://play.example:8443". */
const ORIGIN = /^https?:\/\/[A-Za-z0-9.-]+(?::\d{1,5})?$/;

export function isPresetAvatar(value: string): boolean {
  if (!value.startsWith(AVATAR_PRESET_PREFIX)) return false;
  return (AVATAR_PRESET_KEYS as readonly string[]).includes(value.slice(AVATAR_PRESET_PREFIX.length));
}

/**
 * The stored file name and origin of an upload URL ("/uploads/<name>" or "<origin>/uploads/<name>"), or
 * null when the value is not shaped like one (another path, a query, a fragment, credentials…).
 */
export function uploadedAvatarParts(value: string): { origin: string; name: string } | null {
  const at = value.indexOf(UPLOADS_PATH);
  if (at < 0) return null;
  const origin = value.slice(0, at);
  const name = value.slice(at + UPLOADS_PATH.length);
  if (origin !== '' && !ORIGIN.test(origin)) return null;
  return UPLOADED_FILE_NAME.test(name) ? { origin, name } : null;
}

/** True for a preset key or an upload URL's shape; the server still checks the origin and the file. */
export function isAllowedAvatarShape(value: string): boolean {
  return isPresetAvatar(value) || uploadedAvatarParts(value) !== null;
}

/**
 * The avatar to show for a stored value: rows written before avatars were checked may hold any URL, and
 * those are shown as no avatar at all (null), never fetched.
 */
export function shownAvatar(value: string | null | undefined): string | null {
  return value && isAllowedAvatarShape(value) ? value : null;
}

/** The avatar field of registration and profile updates. */
export const avatarSchema = z
  .string({ error: AVATAR_NOT_ALLOWED_MESSAGE })
  .trim()
  .min(1, AVATAR_NOT_ALLOWED_MESSAGE)
  .max(2048, AVATAR_NOT_ALLOWED_MESSAGE)
  .refine(isAllowedAvatarShape, AVATAR_NOT_ALLOWED_MESSAGE);
