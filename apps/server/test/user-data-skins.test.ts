/**
 * The user's own userData carries the skins they wear (issue 14), so Home's HUD, the top bar and the profile
 * menu can ring their avatar in the frame they wear: the collection's replies and a later sign-in both carry
 * it, taking a skin off drops it from its slot, and wearing nothing leaves the field out.
 */
import type { UserData } from '@cardroom/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTiers } from './databases.js';
import { grant } from './games/social-helpers.js';
import { json, post, startTestApp, type TestApp, uniqueUser } from './harness.js';

describe.each(databaseTiers())('userData and the skins worn on %s', (tier) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(tier);
  });
  afterAll(async () => {
    await t.close();
  });

  it('carries the worn skins in the collection replies and at the next sign-in, and drops those taken off', async () => {
    const person = uniqueUser('skins');
    expect((await post(t.app, '/auth/register', person)).statusCode).toBe(200);
    const signIn = async () => {
      const reply = await post(t.app, '/auth/login', { email: person.email, password: person.password });
      expect(reply.statusCode, reply.body).toBe(200);
      return json<{ accessToken: string; userData: UserData }>(reply);
    };
    const first = await signIn();
    expect(first.userData.skins).toBeUndefined();
    expect('skins' in first.userData).toBe(false);

    await grant(t, first.userData.id, 'gems', 500);
    const call = async (url: string, body: Record<string, unknown>) => {
      const reply = await post(t.app, url, body, { token: first.accessToken });
      expect(reply.statusCode, reply.body).toBe(200);
      return json<{ userData: UserData }>(reply).userData;
    };
    const framed = await call('/user/upgrade-collection', { upgrade_id: 'frame-gold' });
    expect(framed.skins).toEqual({ card_back: null, felt: null, tile: null, frame: 'frame-gold' });
    const backed = await call('/user/upgrade-collection', { upgrade_id: 'back-royal' });
    expect(backed.skins).toEqual({ card_back: 'back-royal', felt: null, tile: null, frame: 'frame-gold' });

    expect((await signIn()).userData.skins).toEqual({
      card_back: 'back-royal',
      felt: null,
      tile: null,
      frame: 'frame-gold',
    });

    const frameOff = await call('/user/activate-collection', { upgrade_id: 'frame-gold', wear: false });
    expect(frameOff.skins).toEqual({ card_back: 'back-royal', felt: null, tile: null, frame: null });
    const frameOn = await call('/user/activate-collection', { upgrade_id: 'frame-gold' });
    expect(frameOn.skins?.frame).toBe('frame-gold');
    await call('/user/activate-collection', { upgrade_id: 'frame-gold', wear: false });
    const bare = await call('/user/activate-collection', { upgrade_id: 'back-royal', wear: false });
    expect(bare.skins).toBeUndefined();
    expect((await signIn()).userData.skins).toBeUndefined();
  });
});
