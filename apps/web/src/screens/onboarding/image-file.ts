/**
 * Turns a picked or photographed file into the base64 data URL POST /upload/avatar accepts (PNG, JPEG,
 * WebP or GIF, at most 2 MiB). Camera photos are usually larger and sometimes in another format (HEIC),
 * so anything too big, too wide or not accepted as is gets redrawn at most 512 px wide as JPEG; a GIF
 * that fits is kept as it is so it stays animated.
 */
import { MAX_UPLOAD_BYTES } from '@cardroom/protocol';

export const AVATAR_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
/** Avatars are shown at most 96 px wide; 512 leaves room for high-density screens. */
export const AVATAR_MAX_SIDE = 512;
export const AVATAR_MAX_MEGABYTES = MAX_UPLOAD_BYTES / (1024 * 1024);

export type ImageProblem = 'notImage' | 'tooLarge' | 'readFailed';
export type PreparedImage = { ok: true; dataUrl: string } | { ok: false; problem: ImageProblem };

const DATA_URL = /^data:image\/(png|jpeg|gif|webp);base64,/;

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error()));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/** The decoded size of a base64 data URL. */
export function dataUrlBytes(dataUrl: string): number {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}

async function redraw(file: Blob): Promise<string | null> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return null;
  }
  try {
    const scale = Math.min(1, AVATAR_MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    const context = canvas.getContext('2d');
    if (!context) return null;
    // JPEG has no transparency: a dark backdrop like the app's instead of black.
    context.fillStyle = '#172431';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    return canvas.toDataURL('image/jpeg', 0.86);
  } finally {
    bitmap.close();
  }
}

async function dimensionsFit(file: Blob): Promise<boolean> {
  try {
    const bitmap = await createImageBitmap(file);
    const fits = Math.max(bitmap.width, bitmap.height) <= AVATAR_MAX_SIDE;
    bitmap.close();
    return fits;
  } catch {
    // The browser cannot decode it here; the server still checks what it is.
    return true;
  }
}

export async function prepareAvatarImage(file: File): Promise<PreparedImage> {
  if (file.type && !file.type.startsWith('image/')) return { ok: false, problem: 'notImage' };
  const accepted = (AVATAR_MIME_TYPES as readonly string[]).includes(file.type);
  const small = file.size <= MAX_UPLOAD_BYTES;
  const keepAsIs = accepted && small && (file.type === 'image/gif' || (await dimensionsFit(file)));
  if (keepAsIs) {
    try {
      const dataUrl = await readAsDataUrl(file);
      return DATA_URL.test(dataUrl) ? { ok: true, dataUrl } : { ok: false, problem: 'notImage' };
    } catch {
      return { ok: false, problem: 'readFailed' };
    }
  }
  const redrawn = await redraw(file);
  if (!redrawn) return { ok: false, problem: accepted || !small ? 'readFailed' : 'notImage' };
  if (dataUrlBytes(redrawn) > MAX_UPLOAD_BYTES) return { ok: false, problem: 'tooLarge' };
  return { ok: true, dataUrl: redrawn };
}
