import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import {
  MAX_UPLOAD_BYTES,
  UPLOADS_PATH as PROTOCOL_UPLOADS_PATH,
  UPLOADED_FILE_NAME,
  VALIDATION_MESSAGES,
} from '@cardroom/protocol';
import { fileTypeFromBuffer } from 'file-type';
import type { Config } from '../config.js';
import { AppError } from '../http/errors.js';

/** The URL path uploads are served under (by @fastify/static, from `${DATA_DIR}/uploads`). */
export const UPLOADS_PATH = PROTOCOL_UPLOADS_PATH;

/** The only names the store ever writes: 128 random bits in hex and the sniffed extension. */
export const STORED_NAME = UPLOADED_FILE_NAME;

/** A user id as a folder name: only a UUID, so a marker path can never leave the owners folder. */
const OWNER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The body limit for the two upload calls. The global BODY_LIMIT_BYTES (1 MiB) is too small for a
 * MAX_UPLOAD_BYTES image sent as base64 (4/3 larger). The slack covers the data-URL prefix (the protocol
 * allows 64) and the JSON around it, and little more, so an oversized image nearly always gets 413 here
 * rather than the protocol schema's 400 for an over-long data URL.
 */
export const UPLOAD_BODY_LIMIT_BYTES = Math.ceil((MAX_UPLOAD_BYTES * 4) / 3) + 128;

type ImageExtension = 'png' | 'jpg' | 'webp' | 'gif';

/** file-type's extension → the extension stored (an animated PNG is a PNG every browser shows). */
const ACCEPTED: Readonly<Record<string, ImageExtension>> = {
  png: 'png',
  apng: 'png',
  jpg: 'jpg',
  webp: 'webp',
  gif: 'gif',
};

const DATA_URL_PREFIX = /^data:[^,;]*(?:;[^,;]*)*;base64,/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** The bytes of a base64 data URL or of bare base64; the declared type in the prefix is ignored. */
export function decodeUpload(data: string): Buffer {
  const payload = data.replace(DATA_URL_PREFIX, '').replace(/\s+/g, '');
  if (payload.length === 0 || payload.length % 4 === 1 || !BASE64.test(payload)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', VALIDATION_MESSAGES.notAnImage, 'data');
  }
  // Checked on the encoded length first, so an oversized upload is refused before it is decoded.
  if (Math.floor((payload.length * 3) / 4) - (payload.match(/=+$/)?.[0].length ?? 0) > MAX_UPLOAD_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', VALIDATION_MESSAGES.imageTooLarge, 'data');
  }
  return Buffer.from(payload, 'base64');
}

/**
 * The real type of the bytes, read from their content (magic numbers), never from the name or the
 * declared MIME type: PNG, JPEG, WebP or GIF, else UNSUPPORTED_MEDIA_TYPE (SVG, HTML, text, …).
 */
export async function sniffImage(bytes: Uint8Array): Promise<ImageExtension> {
  const type = await fileTypeFromBuffer(bytes);
  const extension = type ? ACCEPTED[type.ext] : undefined;
  if (!extension) throw new AppError('UNSUPPORTED_MEDIA_TYPE', VALIDATION_MESSAGES.notAnImage, 'data');
  return extension;
}

export interface StoredUpload {
  name: string;
  url: string;
}

export interface UploadStore {
  /** Absolute folder the files live in (the static root). */
  readonly dir: string;
  /**
   * Decodes, sniffs and writes an uploaded image under a fresh random name; returns its public URL. The
   * owner is remembered (marker files outside the served folder, by user and by name) so an avatar can be
   * only one's own upload, and deleting the account finds every file they uploaded, including avatars they
   * replaced and attachments never sent.
   */
  save(data: string, ownerId?: string): Promise<StoredUpload>;
  /** Who uploaded a stored file; null for files stored before owners were recorded. */
  ownerOf(name: string): Promise<string | null>;
  /** The stored file name a URL of ours points at, or null for any other URL. */
  nameFromUrl(url: string): string | null;
  exists(name: string): Promise<boolean>;
  /**
   * Deletes the files an owner uploaded, and those of `unrecordedNames` that have no recorded owner (the
   * caller checked nobody else uses them); they are then 404.
   */
  removeOwned(ownerId: string, unrecordedNames?: readonly string[]): Promise<void>;
}

export function createUploadStore(
  config: Pick<Config, 'DATA_DIR' | 'PUBLIC_URL'>,
  logger?: { error(obj: unknown, msg: string): void },
): UploadStore {
  const dir = resolve(config.DATA_DIR, 'uploads');
  const byUser = resolve(config.DATA_DIR, 'upload-owners', 'by-user');
  const byName = resolve(config.DATA_DIR, 'upload-owners', 'by-name');
  mkdirSync(dir, { recursive: true });
  mkdirSync(byName, { recursive: true });
  const ownerDir = (ownerId: string) => {
    if (!OWNER_ID.test(ownerId)) throw new Error('upload owner must be a user id');
    return join(byUser, ownerId.toLowerCase());
  };
  const ownerOf = async (name: string) => {
    if (!STORED_NAME.test(name)) return null;
    return readFile(join(byName, name), 'utf8').catch(() => null);
  };
  // Read at each use: the public address may be settled after the store is made (a server on port 0).
  const base = () => `${config.PUBLIC_URL.replace(/\/$/, '')}${UPLOADS_PATH}`;

  return {
    dir,
    async save(data, ownerId) {
      const bytes = decodeUpload(data);
      const extension = await sniffImage(bytes);
      const name = `${randomBytes(16).toString('hex')}.${extension}`;
      try {
        // The marker first: a file on disk always has a known owner.
        if (ownerId) {
          await mkdir(ownerDir(ownerId), { recursive: true });
          await writeFile(join(ownerDir(ownerId), name), '', { flag: 'wx' });
          await writeFile(join(byName, name), ownerId.toLowerCase(), { flag: 'wx' });
        }
        // 'wx' never overwrites: a name collision (2^-128) fails instead of replacing someone's file.
        await writeFile(join(dir, name), bytes, { flag: 'wx', mode: 0o644 });
      } catch (error) {
        logger?.error({ err: error }, 'storing an upload failed');
        throw new AppError('UPLOAD_ERROR');
      }
      return { name, url: `${base()}${name}` };
    },
    nameFromUrl(url) {
      const prefix = base();
      const relative = url.startsWith(prefix) ? url.slice(prefix.length) : null;
      return relative !== null && STORED_NAME.test(relative) ? relative : null;
    },
    async exists(name) {
      if (!STORED_NAME.test(name)) return false;
      try {
        return (await stat(join(dir, name))).isFile();
      } catch {
        return false;
      }
    },
    ownerOf,
    async removeOwned(ownerId, unrecordedNames = []) {
      const owned = await readdir(ownerDir(ownerId)).catch(() => [] as string[]);
      const unrecorded = [];
      for (const name of unrecordedNames) if ((await ownerOf(name)) === null) unrecorded.push(name);
      const names = [...new Set([...owned, ...unrecorded])].filter((name) => STORED_NAME.test(name));
      await Promise.all(names.map((name) => rm(join(dir, name), { force: true })));
      await Promise.all(owned.map((name) => rm(join(byName, name), { force: true })));
      await rm(ownerDir(ownerId), { recursive: true, force: true });
    },
  };
}
