/**
 * Opening and closing sockets in a loop: new connections are budgeted per user and per address (the address
 * as HTTP sees it, IPv6 grouped by /64), refused RATE_LIMITED before the session's database read, and the
 * seat's presence is debounced, so a loop writes to the table at most once or twice instead of twice per
 * cycle. A forged X-Forwarded-For moves nothing when the proxy is not trusted.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRESENCE_GRACE_MS } from '../../src/games/socket-presence.js';
import { databaseTiers, redisSettingsFor } from '../databases.js';
import { startTestApp, type TestApp } from '../harness.js';
import {
  connectRefusal,
  connectSeat,
  eventually,
  type Http,
  injectHttp,
  listen,
  MANUAL_TABLES,
  type SeatSocket,
  type Session,
  signIn,
} from './socket-helpers.js';

const CONNECTS_PER_USER = 10;
const CONNECTS_PER_ADDRESS = 5;
const LIVE_PER_ADDRESS = 3;
const CYCLES = 100;
const RATE_LIMITED = { code: 'RATE_LIMITED', message: 'Too many requests. Please try again later.' };

/** A fresh IPv6 /64 (documentation range) no other test, or test file sharing Redis, counts under. */
const freshPrefix = () => {
  const hex = randomBytes(6).toString('hex');
  return `2001:db8:${hex.slice(0, 4)}:${hex.slice(4, 8)}`;
};
const from = (address: string) => ({ 'x-forwarded-for': address });

/** Attempts one connection; returns the socket, or the refusal's `connect_error` data. */
const attempt = (
  baseUrl: string,
  token: string,
  headers: Record<string, string>,
): Promise<{ socket?: SeatSocket; refusal?: unknown }> =>
  connectSeat(baseUrl, token, headers).then(
    (socket) => ({ socket }),
    (error: { data?: unknown }) => ({ refusal: error.data }),
  );

describe.each(databaseTiers())('new socket connections (%s)', (tier) => {
  let t: TestApp;
  let http: Http;
  let baseUrl: string;
  const sockets: SeatSocket[] = [];
  beforeAll(async () => {
    t = await startTestApp(tier, {
      ...MANUAL_TABLES,
      // Behind a trusted proxy, so each test can come from its own addresses.
      TRUST_PROXY: 'true',
      SOCKET_CONNECTS_PER_MINUTE_PER_USER: String(CONNECTS_PER_USER),
      SOCKET_CONNECTS_PER_MINUTE_PER_IP: String(CONNECTS_PER_ADDRESS),
      SOCKETS_PER_IP: String(LIVE_PER_ADDRESS),
      ...redisSettingsFor(tier),
    });
    http = injectHttp(t.app);
    baseUrl = await listen(t.app);
    // Counts every write of a seat's presence (a trigger sees them whichever code path makes them).
    await t.ctx.db.execute(sql`create table presence_writes (game_id uuid not null)`);
    await t.ctx.db.execute(sql`
      create function count_presence_write() returns trigger language plpgsql as $$
      begin insert into presence_writes values (new.game_id); return new; end $$`);
    await t.ctx.db.execute(sql`
      create trigger presence_write after update of away on game_seats
      for each row execute function count_presence_write()`);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t?.close();
  });

  const rows = async <T>(query: ReturnType<typeof sql>) => {
    const result = (await t.ctx.db.execute(query)) as unknown as { rows: T[] };
    return result.rows;
  };
  /** The table's version, the seat's presence and how many presence writes the table has had. */
  const tableWrites = async (gameId: string, userId: string) => {
    const [row] = await rows<{ version: number; away: boolean; writes: number }>(sql`
      select g.version, s.away, (select count(*)::int from presence_writes w where w.game_id = g.id) as writes
      from games g join game_seats s on s.game_id = g.id and s.user_id = ${userId}
      where g.id = ${gameId}`);
    if (!row) throw new Error('no seat');
    return row;
  };
  const playing = async (prefix: string) => {
    const session = await signIn(http, prefix);
    const created = await http(
      'POST',
      '/game/create',
      { type: 'vs', game_mode: 'classic', map: 'spades' },
      session.accessToken,
    );
    expect(created.status, created.text).toBe(200);
    const gameId = created.body.gameData.game_id as string;
    // Bots take the empty seats, which starts the game (presence is kept only at tables in play).
    for (let bot = 0; bot < 3; bot++) {
      const added = await http('POST', '/game/add-bot', {}, session.accessToken);
      expect(added.status, added.text).toBe(200);
    }
    const [game] = await rows<{ status: string }>(sql`select status from games where id = ${gameId}`);
    expect(game?.status).toBe('playing');
    return { session, gameId };
  };

  it('refuses a user past its budget of new sockets, from any address, and the loop writes the seat once', async () => {
    const { session, gameId } = await playing('loop');
    const before = await tableWrites(gameId, session.userData.id);
    expect(before.away).toBe(false);

    let admitted = 0;
    const refusals: unknown[] = [];
    let lastClose = 0;
    for (let cycle = 0; cycle < CYCLES; cycle++) {
      // A fresh /64 each cycle: only the user's own budget can stop it.
      const result = await attempt(baseUrl, session.accessToken, from(`${freshPrefix()}::1`));
      if (result.socket) {
        admitted += 1;
        result.socket.close();
        lastClose = Date.now();
      } else refusals.push(result.refusal);
    }
    expect(admitted).toBe(CONNECTS_PER_USER);
    expect(refusals).toEqual(Array(CYCLES - CONNECTS_PER_USER).fill(RATE_LIMITED));

    // The seat goes away once, only after the grace period with no socket left…
    const after = await eventually(
      async () => {
        const row = await tableWrites(gameId, session.userData.id);
        return row.away ? row : undefined;
      },
      10_000,
      'the seat marked away',
    );
    expect(Date.now() - lastClose).toBeGreaterThanOrEqual(PRESENCE_GRACE_MS - 50);
    // …so the loop cost one presence write and one table version (two if the machine stalled past the
    // grace period between two cycles), where each cycle used to cost two of each.
    expect(after.writes - before.writes).toBeGreaterThanOrEqual(1);
    expect(after.writes - before.writes).toBeLessThanOrEqual(2);
    expect(after.version - before.version).toBeLessThanOrEqual(2);
    // Still refused: the budget is per minute, whatever the address.
    expect(await connectRefusal(baseUrl, session.accessToken, from(`${freshPrefix()}::1`))).toEqual(
      RATE_LIMITED,
    );
  }, 120_000);

  it('marks the seat back when its user reconnects after going away', async () => {
    const { session, gameId } = await playing('back');
    const first = await connectSeat(baseUrl, session.accessToken, from(`${freshPrefix()}::1`));
    first.close();
    await eventually(
      async () => ((await tableWrites(gameId, session.userData.id)).away ? true : undefined),
      10_000,
      'the seat marked away',
    );
    const again = await connectSeat(baseUrl, session.accessToken, from(`${freshPrefix()}::1`));
    sockets.push(again);
    await eventually(
      async () => ((await tableWrites(gameId, session.userData.id)).away ? undefined : true),
      10_000,
      'the seat marked back',
    );
    again.close();
  });

  it('counts one IPv6 /64 as one address, for the budget of new sockets and for the cap on live ones', async () => {
    const prefix = freshPrefix();
    const users: Session[] = [];
    for (let i = 0; i < 4; i++) users.push(await signIn(http, 'six'));
    const [a, b, c, d] = users as [Session, Session, Session, Session];
    // Live sockets: three hosts of one /64 fill its cap.
    const live: SeatSocket[] = [];
    live.push(await connectSeat(baseUrl, a.accessToken, from(`${prefix}::1`)));
    live.push(await connectSeat(baseUrl, b.accessToken, from(`${prefix}::2`)));
    live.push(await connectSeat(baseUrl, c.accessToken, from(`${prefix}:ffff:ffff:ffff:ffff`)));
    sockets.push(...live);
    expect((await connectRefusal(baseUrl, d.accessToken, from(`${prefix}::3`))).code).toBe(
      'TOO_MANY_CONNECTIONS',
    );
    // Another /64 is another address.
    const elsewhere = await connectSeat(baseUrl, d.accessToken, from(`${freshPrefix()}::3`));
    elsewhere.close();
    // New sockets: the /64 has opened three (a refusal at the cap spends nothing); two more fit this minute,
    // from any of its hosts, and then none.
    for (const socket of live) socket.close();
    const fourth = await eventually(
      async () => connectSeat(baseUrl, d.accessToken, from(`${prefix}::4`)).catch(() => undefined),
      5000,
      'a free slot in the /64',
    );
    fourth.close();
    (await connectSeat(baseUrl, a.accessToken, from(`${prefix}:1:2:3:5`))).close();
    expect(await connectRefusal(baseUrl, b.accessToken, from(`${prefix}::6`))).toEqual(RATE_LIMITED);
    // Refused before the token is read: not even a bad token gets a database look-up.
    expect(await connectRefusal(baseUrl, 'not-a-token', from(`${prefix}::7`))).toEqual(RATE_LIMITED);
  });
});

describe.each(databaseTiers())('new socket connections without a trusted proxy (%s)', (tier) => {
  let t: TestApp;
  let http: Http;
  let baseUrl: string;
  beforeAll(async () => {
    // In-memory counters: every socket here comes from 127.0.0.1, which other files would share in Redis.
    t = await startTestApp(tier, {
      TRUST_PROXY: 'false',
      SOCKET_CONNECTS_PER_MINUTE_PER_IP: String(CONNECTS_PER_ADDRESS),
    });
    http = injectHttp(t.app);
    baseUrl = await listen(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('ignores a forged X-Forwarded-For: every connection counts under the peer address', async () => {
    const users: Session[] = [];
    for (let i = 0; i < CONNECTS_PER_ADDRESS + 1; i++) users.push(await signIn(http, 'forge'));
    for (const [i, user] of users.slice(0, CONNECTS_PER_ADDRESS).entries()) {
      const socket = await connectSeat(baseUrl, user.accessToken, from(`203.0.113.${i + 1}`));
      socket.close();
    }
    const last = users.at(-1) as Session;
    expect(await connectRefusal(baseUrl, last.accessToken, from('198.51.100.77'))).toEqual(RATE_LIMITED);
    expect(await connectRefusal(baseUrl, last.accessToken)).toEqual(RATE_LIMITED);
  });
});
