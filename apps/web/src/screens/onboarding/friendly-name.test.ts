import { USERNAME_MAX_LENGTH, usernameSchema } from '@cardroom/protocol';
import { describe, expect, it } from 'vitest';
import { ADJECTIVES, friendlyUsername, NOUNS } from './friendly-name.js';

describe('friendlyUsername', () => {
  it('is an adjective, a noun and 2–3 digits that the server accepts as a username', () => {
    for (let i = 0; i < 500; i++) {
      const name = friendlyUsername();
      const match = /^([A-Z][a-z]+)([A-Z][a-z]+)(\d{2,3})$/.exec(name);
      expect(match, name).not.toBeNull();
      expect(ADJECTIVES).toContain(match?.[1]);
      expect(NOUNS).toContain(match?.[2]);
      expect(name.length).toBeLessThanOrEqual(USERNAME_MAX_LENGTH);
      expect(usernameSchema.safeParse(name).success).toBe(true);
    }
  });

  it('never returns the name to avoid', () => {
    const first = friendlyUsername();
    for (let i = 0; i < 200; i++) expect(friendlyUsername(first)).not.toBe(first);
  });

  it('varies', () => {
    expect(new Set(Array.from({ length: 50 }, () => friendlyUsername())).size).toBeGreaterThan(40);
  });
});
