import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { users } from '../src/db/schema.js';
import { clearForeignAvatars } from '../src/users/avatar-cleanup.js';
import { insertUser } from '../src/users/repository.js';
import { databaseTiers, openTestDatabase } from './databases.js';

const UPLOAD = '0123456789abcdef0123456789abcdef.png';
let counter = 0;

describe.each(databaseTiers())('clearing foreign avatars on %s', (tier) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(tier);
  });
  afterAll(async () => {
    await database.close();
  });

  async function userWithAvatar(avatar: string | null): Promise<string> {
    counter += 1;
    const user = await insertUser(database.db, {
      username: `avatar${counter}${Date.now()}`,
      referralCode: `AV${counter}${Date.now()}`,
    });
    await database.db.update(users).set({ avatar }).where(eq(users.id, user.id));
    return user.id;
  }

  const avatarOf = async (id: string) =>
    (await database.db.select({ avatar: users.avatar }).from(users).where(eq(users.id, id)))[0]?.avatar;

  it('clears an upload-shaped URL on another origin and keeps presets and our own uploads', async () => {
    const foreign = await userWithAvatar(`https://evil.example/uploads/${UPLOAD}`);
    const pixel = await userWithAvatar('https://tracker.example/pixel.gif');
    const preset = await userWithAvatar('preset:fox');
    const relative = await userWithAvatar(`/uploads/${UPLOAD}`);
    const own = await userWithAvatar(`https://play.cardroom.example/uploads/${UPLOAD}`);
    const none = await userWithAvatar(null);

    const cleared = await clearForeignAvatars(database.db, 'https://play.cardroom.example');

    expect(cleared.users).toBeGreaterThanOrEqual(2);
    expect(await avatarOf(foreign)).toBeNull();
    expect(await avatarOf(pixel)).toBeNull();
    expect(await avatarOf(preset)).toBe('preset:fox');
    expect(await avatarOf(relative)).toBe(`/uploads/${UPLOAD}`);
    expect(await avatarOf(own)).toBe(`https://play.cardroom.example/uploads/${UPLOAD}`);
    expect(await avatarOf(none)).toBeNull();
    // Idempotent: a second start clears nothing more.
    expect((await clearForeignAvatars(database.db, 'https://play.cardroom.example')).users).toBe(0);
  });
});
