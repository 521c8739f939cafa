import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MAX_UPLOAD_BYTES } from '@cardroom/protocol';
import { afterAll, describe, expect, it } from 'vitest';
import { AppError } from '../http/errors.js';
import { createUploadStore, decodeUpload, sniffImage } from './store.js';

/** A valid 1×1 RGBA PNG (decodes in browsers). */
const PNG_1X1 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const png = Buffer.from(PNG_1X1, 'base64');

async function refusal(promise: Promise<unknown> | (() => unknown)) {
  try {
    await (typeof promise === 'function' ? promise() : promise);
  } catch (error) {
    if (error instanceof AppError) return { code: error.code, message: error.message, field: error.field };
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('decodeUpload', () => {
  it('reads a data URL, bare base64 and base64 with line breaks, ignoring the declared type', () => {
    expect(decodeUpload(`data:image/png;base64,${PNG_1X1}`).equals(png)).toBe(true);
    expect(decodeUpload(`data:image/jpeg;base64,${PNG_1X1}`).equals(png)).toBe(true);
    expect(decodeUpload(PNG_1X1).equals(png)).toBe(true);
    expect(decodeUpload(PNG_1X1.replace(/(.{20})/g, '$1\r\n')).equals(png)).toBe(true);
  });

  it('refuses text that is not base64, and empty data', async () => {
    for (const data of [
      '',
      'data:image/png;base64,',
      'not base64!',
      'data:text/plain,hello',
      'QUJD=RA==',
      'A',
    ]) {
      expect(await refusal(() => decodeUpload(data))).toEqual({
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'Image files only.',
        field: 'data',
      });
    }
  });

  it('accepts exactly MAX_UPLOAD_BYTES and refuses one byte more before decoding', async () => {
    const atLimit = Buffer.alloc(MAX_UPLOAD_BYTES, 7);
    expect(decodeUpload(atLimit.toString('base64')).length).toBe(MAX_UPLOAD_BYTES);
    const over = Buffer.alloc(MAX_UPLOAD_BYTES + 1, 7).toString('base64');
    expect(await refusal(() => decodeUpload(over))).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'Image is too large.',
      field: 'data',
    });
    expect((await refusal(() => decodeUpload(over.replace(/=+$/, '')))).code).toBe('PAYLOAD_TOO_LARGE');
  });
});

describe('sniffImage', () => {
  it('names PNG, JPEG, GIF and WebP by their bytes', async () => {
    expect(await sniffImage(png)).toBe('png');
    expect(
      await sniffImage(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1])),
    ).toBe('jpg');
    expect(await sniffImage(Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'))).toBe('gif');
    const webp = Buffer.concat([
      Buffer.from('RIFF'),
      Buffer.alloc(4),
      Buffer.from('WEBPVP8 '),
      Buffer.alloc(8),
    ]);
    expect(await sniffImage(webp)).toBe('webp');
  });

  it('refuses SVG, HTML, text, PDF and other real formats', async () => {
    const others = [
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>',
      '<!doctype html><html><script>alert(1)</script></html>',
      'just some text pretending to be a PNG',
      '%PDF-1.7\n',
      'BM\x00\x00\x00\x00',
    ];
    for (const text of others) {
      expect((await refusal(sniffImage(Buffer.from(text, 'latin1')))).code).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
  });
});

describe('createUploadStore', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'cardroom-store-'));
  const store = createUploadStore({ DATA_DIR: dataDir, PUBLIC_URL: 'https://play.example/' });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('writes under a random name with the sniffed extension and recognises only its own URLs', async () => {
    const first = await store.save(`data:image/gif;base64,${PNG_1X1}`);
    const second = await store.save(PNG_1X1);
    expect(first.name).toMatch(/^[0-9a-f]{32}\.png$/);
    expect(second.name).not.toBe(first.name);
    expect(first.url).toBe(`https://play.example/uploads/${first.name}`);
    expect(readFileSync(join(dataDir, 'uploads', first.name)).equals(png)).toBe(true);
    expect(readdirSync(join(dataDir, 'uploads')).sort()).toEqual([first.name, second.name].sort());

    expect(store.nameFromUrl(first.url)).toBe(first.name);
    expect(await store.exists(first.name)).toBe(true);
    for (const url of [
      `https://evil.example/uploads/${first.name}`,
      `/uploads/${first.name}`,
      `https://play.example/uploads/../${first.name}`,
      'https://play.example/uploads/0123.png',
      `${first.url}?x=1`,
    ]) {
      expect(store.nameFromUrl(url)).toBeNull();
    }
    expect(await store.exists('0123456789abcdef0123456789abcdef.png')).toBe(false);
    expect(await store.exists('../uploads')).toBe(false);
  });
});
