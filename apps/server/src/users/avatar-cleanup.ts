/**
 * Avatars stored before they were checked may name another site's server in the exact shape of one of our
 * uploads ("https://elsewhere/uploads/<name>.png"), which the protocol's shape check cannot tell apart. At
 * start the server knows its own origin, so it clears every stored avatar that is neither a preset nor an
 * upload on this origin: nobody's browser is ever sent to a stranger's server for a picture.
 */
import { AVATAR_PRESET_PREFIX, UPLOADS_PATH } from '@cardroom/protocol';
import type { Db } from '../db/client.js';
import { type ClearedAvatars, clearAvatarsOutside } from './avatar-repository.js';

export type { ClearedAvatars };

export async function clearForeignAvatars(db: Db, publicUrl: string): Promise<ClearedAvatars> {
  const ownUploads = `${new URL(publicUrl).origin}${UPLOADS_PATH}`;
  return clearAvatarsOutside(db, [AVATAR_PRESET_PREFIX, UPLOADS_PATH, ownUploads]);
}
