/**
 * The server's half of the avatar rule (the protocol's avatarSchema is the other): a preset key, or a
 * file this server stored, named by a relative /uploads/ path or by a URL on PUBLIC_URL's origin. The
 * protocol cannot know the origin, so "https://evil.example/uploads/<name>" passes it and stops here.
 */
import { AVATAR_NOT_ALLOWED_MESSAGE, isPresetAvatar, uploadedAvatarParts } from '@cardroom/protocol';
import type { AppContext } from '../context.js';
import { AppError } from '../http/errors.js';
import { createUploadStore } from '../uploads/store.js';

type AvatarConfig = Pick<AppContext['config'], 'PUBLIC_URL' | 'DATA_DIR'>;

/** The stored upload a value names when it is one of ours (relative, or on our own origin), else null. */
export function ownUploadName(config: Pick<AvatarConfig, 'PUBLIC_URL'>, value: string | null): string | null {
  const parts = value ? uploadedAvatarParts(value) : null;
  if (!parts) return null;
  const own = new URL(config.PUBLIC_URL).origin;
  return parts.origin === '' || parts.origin === own ? parts.name : null;
}

/**
 * The avatar to store for `userId` (undefined for an account not created yet), or VALIDATION_ERROR naming
 * `field`. An upload must be one the user made and still on disk: not a file never stored or deleted with
 * its account, and not someone else's (which deleting this account would otherwise take down with it).
 */
export async function acceptAvatar(
  config: AvatarConfig,
  value: string,
  field: string,
  userId: string | undefined,
): Promise<string> {
  const avatar = value.trim();
  if (isPresetAvatar(avatar)) return avatar;
  const name = ownUploadName(config, avatar);
  if (name && userId) {
    const store = createUploadStore(config);
    if ((await store.ownerOf(name)) === userId.toLowerCase() && (await store.exists(name))) return avatar;
  }
  throw new AppError('VALIDATION_ERROR', AVATAR_NOT_ALLOWED_MESSAGE, field);
}
