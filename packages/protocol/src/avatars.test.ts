import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { userUpdateSchema } from './api/user.js';
import {
  AVATAR_NOT_ALLOWED_MESSAGE,
  AVATAR_PRESET_KEYS,
  avatarSchema,
  shownAvatar,
  UPLOADED_FILE_NAME,
} from './avatars.js';
import { API_CALLS } from './index.js';

const NAME = '0123456789abcdef0123456789abcdef.png';

/** The allow-list written out independently of the implementation. */
function onAllowList(value: string): boolean {
  const preset = /^preset:(.+)$/.exec(value);
  if (preset) return (AVATAR_PRESET_KEYS as readonly string[]).includes(preset[1] ?? '');
  const upload = /^(?:https?:\/\/[A-Za-z0-9.-]+(?::\d{1,5})?)?\/uploads\/([^/]+)$/.exec(value);
  return upload !== null && UPLOADED_FILE_NAME.test(upload[1] ?? '');
}

describe('avatarSchema', () => {
  it('accepts every preset key and upload paths, relative or behind an http(s) origin', () => {
    for (const key of AVATAR_PRESET_KEYS) expect(avatarSchema.parse(`preset:${key}`)).toBe(`preset:${key}`);
    for (const value of [
      `/uploads/${NAME}`,
      `https://play.example/uploads/${NAME}`,
      `http://127.0.0.1:8080/uploads/${NAME}`,
      ` /uploads/${NAME} `,
    ]) {
      expect(avatarSchema.safeParse(value).success).toBe(true);
    }
  });

  it('refuses foreign URLs, unknown presets and look-alikes with one clear message', () => {
    for (const value of [
      'https://evil.example/pixel.png',
      'http://evil.example/uploads/pixel.png',
      `https://evil.example/uploads/${NAME}?track=1`,
      `https://evil.example/uploads/${NAME}#x`,
      `https://user:pw@evil.example/uploads/${NAME}`,
      `//evil.example/uploads/${NAME}`,
      `javascript:alert(1)//uploads/${NAME}`,
      `/uploads/../${NAME}`,
      `/uploads/${NAME.toUpperCase()}`,
      '/uploads/0123.png',
      `/avatars/${NAME}`,
      'data:image/png;base64,iVBORw0KGgo=',
      'preset:dragon',
      'preset:',
      'avatar-3',
      'fox',
      '',
    ]) {
      const parsed = avatarSchema.safeParse(value);
      expect({ value, ok: parsed.success }).toEqual({ value, ok: false });
      expect(parsed.error?.issues[0]?.message).toBe(AVATAR_NOT_ALLOWED_MESSAGE);
    }
  });

  it('is the avatar field of registration and of the profile update', () => {
    const register = API_CALLS.authRegister.body;
    const base = { email: 'ann@example.com', password: 'secret12', username: 'ann_1' };
    expect(register.safeParse({ ...base, avatar: 'https://evil.example/pixel.png' }).success).toBe(false);
    expect(register.safeParse({ ...base, avatar: 'preset:owl' }).success).toBe(true);
    expect(userUpdateSchema.safeParse({ avatar: 'https://evil.example/pixel.png' }).success).toBe(false);
    expect(userUpdateSchema.safeParse({ avatar: `/uploads/${NAME}` }).success).toBe(true);
  });

  it('accepts a string only when it is on the allow-list (arbitrary strings and near-misses)', () => {
    const nearMiss = fc.oneof(
      fc.string(),
      fc.webUrl(),
      fc.constantFrom(...AVATAR_PRESET_KEYS).map((key) => `preset:${key}`),
      fc
        .tuple(fc.webUrl(), fc.stringMatching(/^[0-9a-fA-F]{30,34}\.(png|jpg|gif|webp|svg)$/))
        .map(([url, name]) => `${new URL(url).origin}/uploads/${name}`),
      fc.tuple(fc.string(), fc.string()).map(([before, after]) => `${before}/uploads/${after}`),
    );
    let accepted = 0;
    fc.assert(
      fc.property(nearMiss, (value) => {
        const parsed = avatarSchema.safeParse(value);
        if (!parsed.success) return;
        accepted += 1;
        expect(onAllowList(parsed.data)).toBe(true);
      }),
      { numRuns: 2000 },
    );
    // The property is not vacuous: presets and well-formed upload URLs are among the runs.
    expect(accepted).toBeGreaterThan(100);
  });
});

describe('shownAvatar', () => {
  it('hides stored values that are not on the allow-list', () => {
    expect(shownAvatar('https://evil.example/pixel.png')).toBeNull();
    expect(shownAvatar('avatar-3')).toBeNull();
    expect(shownAvatar(null)).toBeNull();
    expect(shownAvatar('preset:fox')).toBe('preset:fox');
    expect(shownAvatar(`http://cardroom.test/uploads/${NAME}`)).toBe(`http://cardroom.test/uploads/${NAME}`);
  });
});
