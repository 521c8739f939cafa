/**
 * The wallet model's steps' common ground (wallet-model.test.ts): what a run holds, and a step that makes one
 * person's HTTP call, counts its outcome and checks the system-wide invariants after it.
 */
import { randomUUID } from 'node:crypto';
import type fc from 'fast-check';
import { expect } from 'vitest';
import type { Session } from './games/social-helpers.js';
import { json, post, type TestApp } from './harness.js';
import { expectWalletInvariants } from './wallet-invariants.js';

export interface Real {
  t: TestApp;
  people: Session[];
  /** Status codes seen, for the coverage check at the end. */
  outcomes: Map<string, number>;
  /** The table each person last left: a hostile player comes straight back to it. */
  lastLeft: Map<number, string>;
  /** How many days the contests' sweep has been moved ahead. */
  daysAhead: number;
  /** Every purchase opened, by whom: webhooks are sent for a person's latest. */
  purchases: { person: number; purchaseId: string }[];
  /** Each person's last request id per kind of call (`exchange:2`), for retries. */
  requestIds: Map<string, string>;
}
export type Model = Record<string, never>;

export abstract class Step implements fc.AsyncCommand<Model, Real> {
  constructor(readonly person: number) {}
  check(): boolean {
    return true;
  }
  abstract act(real: Real, session: Session): Promise<{ statusCode: number; body: string } | undefined>;
  async run(_model: Model, real: Real): Promise<void> {
    const session = real.people[this.person];
    if (!session) throw new Error('no such person');
    const reply = await this.act(real, session);
    if (reply) {
      // Refusals are fine (no coins, full table, already seated…); a server error never is.
      expect(reply.statusCode, `${this.toString()}: ${reply.body}`).toBeLessThan(500);
      const code = reply.statusCode === 200 ? 'ok' : String(json<{ code: string }>(reply as never).code);
      const key = `${this.constructor.name}:${code}`;
      real.outcomes.set(key, (real.outcomes.get(key) ?? 0) + 1);
    }
    await expectWalletInvariants(real.t.ctx.db, this.toString());
  }
  abstract toString(): string;
}

export const call = (real: Real, session: Session, url: string, body: Record<string, unknown> = {}) =>
  post(real.t.app, url, body, { token: session.accessToken });

/** A fresh request id for this person's call of `kind`, or (`again`) the one they sent last, as a retry does. */
export function requestIdFor(real: Real, kind: string, person: number, again: boolean): string {
  const key = `${kind}:${person}`;
  const previous = real.requestIds.get(key);
  const requestId = again && previous ? previous : randomUUID();
  real.requestIds.set(key, requestId);
  return requestId;
}
