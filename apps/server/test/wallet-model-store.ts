/**
 * The wallet model's store steps (wallet-model.test.ts): packs bought with each sandbox outcome, the provider's
 * webhooks replayed, retried and raced, coins bought with gems, collection items and power-ups bought with gems
 * and gold (retried under the same request id), power-ups used at the person's table, cash withdrawn and its
 * payout paid or failed (through the sandbox's page or the provider's signed webhook, replayed); and what the
 * store may have credited or paid out, checked at the end of a run.
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  cashWithdrawals,
  ledger,
  powerUpEvents,
  powerUpStock,
  purchases,
  walletOperations,
} from '../src/db/schema.js';
import { loadActiveRecord } from '../src/games/repository.js';
import { findPurchase } from '../src/store/repository.js';
import { signatureHeader } from '../src/store/webhook-signature.js';
import { waitForTurn } from './games/play-helpers.js';
import type { Session } from './games/social-helpers.js';
import { json } from './harness.js';
import { call, type Real, requestIdFor, Step } from './wallet-model-step.js';

/** The sandbox's webhook secret in this suite, so a step can sign the provider's events itself. */
export const STORE_SECRET = 'wallet-model-sandbox-secret-0123456789';
export const PRODUCTS = ['coins-1000', 'gems-100', 'deposit-1000'] as const;
export const PAY_OUTCOMES = ['success', 'pending', 'failure'] as const;

/** Delivers an event as the sandbox provider would: signed with the suite's secret, now. */
function sandboxWebhook(real: Real, event: Record<string, unknown>) {
  const body = JSON.stringify(event);
  const header = signatureHeader(STORE_SECRET, body, Math.floor(Date.now() / 1000));
  return real.t.app.inject({
    method: 'POST',
    url: '/store/webhook/sandbox',
    headers: { 'content-type': 'application/json', 'sandbox-signature': header },
    payload: body,
  });
}

/** Buys a pack through checkout and the sandbox's payment page; only a success may credit it. */
export class Buy extends Step {
  constructor(
    person: number,
    readonly productId: (typeof PRODUCTS)[number],
    readonly outcome: (typeof PAY_OUTCOMES)[number],
  ) {
    super(person);
  }
  async act(real: Real, s: Session) {
    const checkout = await call(real, s, '/store/checkout', { product_id: this.productId, method: 'card' });
    if (checkout.statusCode !== 200) return checkout;
    const purchaseId = json<{ purchase: { purchase_id: string } }>(checkout).purchase.purchase_id;
    real.purchases.push({ person: this.person, purchaseId });
    return call(real, s, '/store/sandbox/pay', { purchase_id: purchaseId, outcome: this.outcome });
  }
  toString() {
    return `Buy(${this.person}, ${this.productId}, ${this.outcome})`;
  }
}

/**
 * The provider's signed event for the person's latest purchase: a late success or a refund (a chargeback), sent
 * under the same event id as any earlier one of its type (a replay) or, `fresh`, under a new one (a provider's
 * retry of the same payment).
 */
export class Webhook extends Step {
  constructor(
    person: number,
    readonly type: 'payment.succeeded' | 'payment.refunded',
    readonly fresh: boolean,
  ) {
    super(person);
  }
  async act(real: Real) {
    const latest = real.purchases.findLast((purchase) => purchase.person === this.person);
    const row = latest && (await findPurchase(real.t.ctx.db, latest.purchaseId));
    if (!row) return undefined;
    const id = this.fresh ? `evt_${randomUUID()}` : `evt_${this.type}_${row.id}`;
    return sandboxWebhook(real, { id, type: this.type, purchase_id: row.id, amount_cents: row.priceCents });
  }
  toString() {
    return `Webhook(${this.person}, ${this.type}, ${this.fresh ? 'fresh' : 'replay'})`;
  }
}

/** Buys coins with gems under a request id; `again` sends the person's previous request id once more. */
export class Exchange extends Step {
  constructor(
    person: number,
    readonly again: boolean,
  ) {
    super(person);
  }
  act(real: Real, s: Session) {
    const requestId = requestIdFor(real, 'exchange', this.person, this.again);
    return call(real, s, '/store/exchange', { exchange_id: 'coins-for-gems-50', request_id: requestId });
  }
  toString() {
    return `Exchange(${this.person}${this.again ? ', again' : ''})`;
  }
}

/** Buys a skin with gems or the next level of an upgrade with gold (refused without them). */
export class BuyCollection extends Step {
  constructor(
    person: number,
    readonly upgradeId: 'back-royal' | 'sharper-hints',
  ) {
    super(person);
  }
  act(real: Real, s: Session) {
    return call(real, s, '/user/upgrade-collection', { upgrade_id: this.upgradeId });
  }
  toString() {
    return `BuyCollection(${this.person}, ${this.upgradeId})`;
  }
}

/**
 * What the store may have credited: per currency, the `purchase` rows equal the amounts of the purchases that
 * were paid (refunded ones included: their take-back is a sink of its own), and no account has had the
 * first-purchase bonus twice.
 */
export async function expectStoreInvariants(real: Real): Promise<void> {
  const db = real.t.ctx.db;
  const credited = await db
    .select({ currency: ledger.currency, total: sql<string>`sum(${ledger.delta})` })
    .from(ledger)
    .where(eq(ledger.reason, 'purchase'))
    .groupBy(ledger.currency);
  const paid = await db
    .select({ currency: purchases.currency, total: sql<string>`sum(${purchases.amount})` })
    .from(purchases)
    .where(inArray(purchases.status, ['succeeded', 'refunded']))
    .groupBy(purchases.currency);
  const byCurrency = (rows: { currency: string; total: string }[]) =>
    Object.fromEntries(rows.map((row) => [row.currency, Number(row.total)]));
  expect(byCurrency(credited), 'purchase credits against paid purchases').toEqual(byCurrency(paid));
  const twice = await db
    .select({ userId: ledger.userId })
    .from(ledger)
    .where(eq(ledger.reason, 'first-purchase-bonus'))
    .groupBy(ledger.userId)
    .having(sql`count(*) > 1`);
  expect(twice, 'accounts given the first-purchase bonus twice').toEqual([]);
}

export const POWER_UP_PACKS = ['advice-3', 'extra-time-3'] as const;

/** Buys a pack of power-ups with gold under a request id; `again` sends the person's previous id once more. */
export class BuyPowerUp extends Step {
  constructor(
    person: number,
    readonly packId: (typeof POWER_UP_PACKS)[number],
    readonly again: boolean,
  ) {
    super(person);
  }
  act(real: Real, s: Session) {
    const requestId = requestIdFor(real, 'power-up', this.person, this.again);
    return call(real, s, '/store/buy-power-up', { pack_id: this.packId, request_id: requestId });
  }
  toString() {
    return `BuyPowerUp(${this.person}, ${this.packId}${this.again ? ', again' : ''})`;
  }
}

/** Uses a power-up at the person's current table (refused off turn, at ranked or unfit tables, without any). */
export class UsePowerUp extends Step {
  constructor(
    person: number,
    readonly powerUpId: 'advice' | 'extra-time',
  ) {
    super(person);
  }
  async act(real: Real, s: Session) {
    const record = await loadActiveRecord(real.t.ctx.db, s.userData.id);
    if (!record) return undefined;
    // A Spades table vs bots comes round to the person quickly: wait for it (a table that does not is used anyway).
    if (record.game.map === 'spades' && record.game.status === 'playing')
      await waitForTurn(real.t.app, s.accessToken, 3_000).catch(() => undefined);
    return call(real, s, '/game/use-power-up', {
      game_id: record.game.id,
      power_up_id: this.powerUpId,
      request_id: randomUUID(),
    });
  }
  toString() {
    return `UsePowerUp(${this.person}, ${this.powerUpId})`;
  }
}

/**
 * Power-ups are items, not balances: every pack's gold left by one `power-up-purchase` operation under the same
 * key as the pack's `bought` event (no pack without its payment, no payment without its pack), and each
 * person's events sum to the stock they hold.
 */
export async function expectPowerUpInvariants(real: Real): Promise<void> {
  const db = real.t.ctx.db;
  const paid = await db
    .select({ key: walletOperations.idempotencyKey })
    .from(walletOperations)
    .where(eq(walletOperations.reason, 'power-up-purchase'));
  const bought = await db
    .select({ key: powerUpEvents.idempotencyKey })
    .from(powerUpEvents)
    .where(eq(powerUpEvents.reason, 'bought'));
  const keys = (rows: { key: string }[]) => rows.map((row) => row.key).sort();
  expect(keys(bought), 'power-up packs against their payments').toEqual(keys(paid));
  const sums = await db
    .select({
      userId: powerUpEvents.userId,
      powerUpId: powerUpEvents.powerUpId,
      total: sql<string>`sum(${powerUpEvents.delta})`,
    })
    .from(powerUpEvents)
    .groupBy(powerUpEvents.userId, powerUpEvents.powerUpId);
  const stock = await db.select().from(powerUpStock);
  const held = (rows: { userId: string | null; powerUpId: string; count: number }[]) =>
    Object.fromEntries(
      rows.filter((row) => row.count !== 0).map((row) => [`${row.userId}:${row.powerUpId}`, row.count]),
    );
  expect(held(stock), 'power-up stock against its events').toEqual(
    held(sums.map((row) => ({ ...row, count: Number(row.total) }))),
  );
}

/** Withdraws cash under a request id (at least $10; refused without the cash); `again` resends the last id. */
export class Withdraw extends Step {
  constructor(
    person: number,
    readonly amountCents: 1000 | 2500,
    readonly again: boolean,
  ) {
    super(person);
  }
  act(real: Real, s: Session) {
    const requestId = requestIdFor(real, 'withdraw', this.person, this.again);
    return call(real, s, '/user/withdraw', { amount_cents: this.amountCents, request_id: requestId });
  }
  toString() {
    return `Withdraw(${this.person}, ${this.amountCents}${this.again ? ', again' : ''})`;
  }
}

/**
 * The payout of the person's latest withdrawal ends, paid or failed: through the sandbox's page, or as the
 * provider's signed webhook under the event id it would carry (so a second one is a replay).
 */
export class Payout extends Step {
  constructor(
    person: number,
    readonly outcome: 'paid' | 'failed',
    readonly webhook: boolean,
  ) {
    super(person);
  }
  async act(real: Real, s: Session) {
    const [latest] = await real.t.ctx.db
      .select()
      .from(cashWithdrawals)
      .where(eq(cashWithdrawals.userId, s.userData.id))
      .orderBy(desc(cashWithdrawals.createdAt))
      .limit(1);
    if (!latest) return undefined;
    if (!this.webhook)
      return call(real, s, '/store/sandbox/payout', { withdrawal_id: latest.id, outcome: this.outcome });
    const type = `payout.${this.outcome}`;
    return sandboxWebhook(real, {
      id: `evt_${type}_${latest.id}`,
      type,
      withdrawal_id: latest.id,
      amount_cents: latest.amountCents,
    });
  }
  toString() {
    return `Payout(${this.person}, ${this.outcome}${this.webhook ? ', webhook' : ''})`;
  }
}

/**
 * Cash leaves only as withdrawals and comes back only for failed ones: per person, the `cash-withdrawal` rows
 * total every withdrawal asked for and the `cash-withdrawal-returned` rows the failed ones, each at most once.
 */
export async function expectWithdrawalInvariants(real: Real): Promise<void> {
  const db = real.t.ctx.db;
  for (const person of real.people) {
    const userId = person.userData.id;
    const taken = async (reason: string) => {
      const [row] = await db
        .select({ total: sql<string>`coalesce(sum(${ledger.delta}), 0)` })
        .from(ledger)
        .where(and(eq(ledger.userId, userId), eq(ledger.reason, reason)));
      return Number(row?.total ?? 0);
    };
    const rows = await db.select().from(cashWithdrawals).where(eq(cashWithdrawals.userId, userId));
    const total = (list: typeof rows) => list.reduce((sum, row) => sum + row.amountCents, 0);
    expect(await taken('cash-withdrawal'), 'cash taken against withdrawals').toBe(0 - total(rows));
    expect(await taken('cash-withdrawal-returned'), 'cash returned against failed withdrawals').toBe(
      total(rows.filter((row) => row.status === 'failed')),
    );
  }
}

/** Claims today's daily reward, by its own call or spec §7's claim-reward (refused once claimed today). */
export class ClaimDaily extends Step {
  constructor(
    person: number,
    readonly through: 'daily-reward' | 'claim-reward',
  ) {
    super(person);
  }
  act(real: Real, s: Session) {
    return call(real, s, `/user/${this.through}`);
  }
  toString() {
    return `ClaimDaily(${this.person}, ${this.through})`;
  }
}
