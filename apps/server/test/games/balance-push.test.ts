/**
 * Balances pushed over the socket: on connecting, and after every committed wallet change (an entry fee, a
 * reward) — never for a change whose transaction rolled back.
 */
import { GAME_COST_DEFAULT } from '@cardroom/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyBalanceChanges } from '../../src/wallet/wallet.js';
import { databaseTiers } from '../databases.js';
import { startTestApp, type TestApp } from '../harness.js';
import { FAST_TABLES } from './play-helpers.js';
import {
  connectSeat,
  eventually,
  type Http,
  injectHttp,
  listen,
  type SeatSocket,
  signIn,
} from './socket-helpers.js';

interface Pushed {
  balances: { coins: number; gems: number };
}

const pushed = (socket: SeatSocket) =>
  socket.all.filter((event) => event.name === 'user:balances').map((event) => event.payload as Pushed);

describe.each(databaseTiers())('balances pushed over the socket (%s)', (tier) => {
  let t: TestApp;
  let http: Http;
  let baseUrl: string;
  const sockets: SeatSocket[] = [];
  beforeAll(async () => {
    t = await startTestApp(tier, { ...FAST_TABLES, MATCH_FILL_SECONDS: '600' });
    http = injectHttp(t.app);
    baseUrl = await listen(t.app);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t?.close();
  });

  it('sends the balances on connecting and after each committed wallet change', async () => {
    const session = await signIn(http, 'push');
    const start = session.userData.coins;
    const socket = await connectSeat(baseUrl, session.accessToken);
    sockets.push(socket);
    await eventually(async () => pushed(socket).at(-1), 5000, 'the balances on connect');
    expect(pushed(socket).at(-1)?.balances.coins).toBe(start);

    // A wallet change made elsewhere (a referral reward, say) reaches the open app without a reload.
    await applyBalanceChanges(t.ctx.db, {
      userId: session.userData.id,
      changes: [{ currency: 'coins', delta: 100 }],
      reason: 'referral-bonus',
      idempotencyKey: `test-push:${session.userData.id}`,
    });
    await eventually(
      async () => (pushed(socket).at(-1)?.balances.coins === start + 100 ? true : undefined),
      5000,
      'the pushed reward',
    );

    const created = await http(
      'POST',
      '/game/create',
      { type: 'bots', game_mode: 'classic', map: 'spades' },
      session.accessToken,
    );
    expect(created.status).toBe(200);
    await eventually(
      async () =>
        pushed(socket).at(-1)?.balances.coins === start + 100 - GAME_COST_DEFAULT ? true : undefined,
      5000,
      'the pushed entry fee',
    );
  });

  it('pushes nothing for a change whose transaction rolled back', async () => {
    const session = await signIn(http, 'rollback');
    const socket = await connectSeat(baseUrl, session.accessToken);
    sockets.push(socket);
    await eventually(async () => pushed(socket).at(-1), 5000, 'the balances on connect');
    const before = pushed(socket).length;
    await expect(
      t.ctx.db.transaction(async (tx) => {
        await applyBalanceChanges(tx, {
          userId: session.userData.id,
          changes: [{ currency: 'gems', delta: 5 }],
          reason: 'referral-bonus',
          idempotencyKey: `test-rollback:${session.userData.id}`,
        });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    // A committed change after it: its push comes after any the rolled-back one could have caused, so once
    // it is here, no push may have shown the rolled-back gems. (A late push of the sign-up's own change may
    // come in between, so the pushes are not counted.)
    await applyBalanceChanges(t.ctx.db, {
      userId: session.userData.id,
      changes: [{ currency: 'coins', delta: 1 }],
      reason: 'referral-bonus',
      idempotencyKey: `test-after-rollback:${session.userData.id}`,
    });
    const start = session.userData.coins;
    await eventually(
      async () => (pushed(socket).at(-1)?.balances.coins === start + 1 ? true : undefined),
      5000,
      'the push of the committed change',
    );
    const since = pushed(socket).slice(before);
    expect(since.map((push) => push.balances.gems)).toEqual(since.map(() => session.userData.gems));
    expect(since.at(-1)?.balances).toEqual(
      expect.objectContaining({ coins: start + 1, gems: session.userData.gems }),
    );
  });
});
