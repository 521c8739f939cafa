/**
 * Helpers the Klondike contest suites share: a contest's ledger, a table won with the solver, resign, exit, and
 * a settled contest settled again.
 */
import { solveKlondikePosition } from '@cardroom/engine/klondike-solver';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { solitaireContests } from '../../src/db/schema.js';
import { FINISH_MS, sweepContests } from '../../src/games/solitaire/contests.js';
import { post, type TestApp } from '../harness.js';
import type { Session } from './social-helpers.js';
import { intentOf, moveOk, type SolitaireReply, serverState } from './solitaire-helpers.js';

/** The contest's ledger rows by reason and currency (its operations are keyed by the contest's id). */
export async function contestLedger(t: TestApp, contestId: string): Promise<Record<string, number>> {
  const result = await t.ctx.db.execute(sql`
    select l.reason || ' ' || l.currency as kind, sum(l.delta)::int as total
    from ledger l join wallet_operations o on o.id = l.operation_id
    where split_part(o.idempotency_key, ':', 2) = ${contestId}
    group by l.reason, l.currency`);
  const rows = (result as unknown as { rows: { kind: string; total: number }[] }).rows;
  return Object.fromEntries(rows.map((row) => [row.kind, Number(row.total)]));
}

/** Plays the solver's win of the person's table through the HTTP API; the reply to the winning move. */
export async function winWithSolver(t: TestApp, session: Session, gameId: string): Promise<SolitaireReply> {
  const state = await serverState(t, gameId);
  const solution = solveKlondikePosition(state, {
    draw: state.settings.draw,
    maxPasses: state.settings.maxPasses,
    // The join proved this deal within its budget and the search is deterministic, so a busy machine only
    // slows the same search down: the time limit is a runaway guard, not a budget.
    maxMs: 60_000,
  });
  if (solution.verdict !== 'winnable') throw new Error(`a proved deal came back ${solution.verdict}`);
  let last: SolitaireReply | undefined;
  for (const action of solution.actions)
    last = await moveOk(t, session.accessToken, gameId, intentOf(action));
  if (!last) throw new Error('a won deal took no moves');
  return last;
}

export const resignTable = (t: TestApp, session: Session, gameId: string) =>
  moveOk(t, session.accessToken, gameId, { type: 'resign' });

export async function exitTable(t: TestApp, session: Session): Promise<void> {
  const reply = await post(t.app, '/game/exit', {}, { token: session.accessToken });
  expect(reply.statusCode, reply.body).toBe(200);
}

/**
 * Settles a settled contest again, as a retry or a second process would: the row put back to closed, then two
 * sweeps at once. Every step is keyed, so nothing may be paid or raked twice.
 */
export async function settleAgain(t: TestApp, contestId: string): Promise<void> {
  const [row] = await t.ctx.db
    .update(solitaireContests)
    .set({ status: 'closed', settledAt: null })
    .where(eq(solitaireContests.id, contestId))
    .returning();
  if (!row) throw new Error('contest row missing');
  const later = new Date(row.closesAt.getTime() + FINISH_MS + 1000);
  await Promise.all([sweepContests(t.ctx.db, later), sweepContests(t.ctx.db, later)]);
}
