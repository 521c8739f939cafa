/**
 * The wallet's system-wide invariants, read in ONE SQL statement (one snapshot, so a settlement committing
 * meanwhile cannot make a check see half of it):
 * - every balance equals the sum of its ledger rows;
 * - per person and game, refunds ≤ entry charges; per prize pool entry, refunds ≤ the ticket spent;
 * - per Klondike contest, payouts + refunds ≤ its entries (a token contest's coin prizes are the house's
 *   `contest-prize`, not from its pot; a cash contest's entries include the house's `promo-entry-match`
 *   less its `promo-entry-unmatch`);
 * - per game, payouts from the pot ≤ what was paid in and not refunded, and the house's stake
 *   (`bot-table-prize`) ≤ the entry of every seat nobody paid for and ≤ one entry per person paid;
 * - per currency, all balances + what live pots hold = the named SOURCE rows + the named SINK rows.
 * The last one is what sees minting: the per-user ledger sum alone cannot.
 */
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../src/db/client.js';
import { CURRENCIES, type Currency } from '../src/wallet/currencies.js';
import { ledgerClassOf } from '../src/wallet/ledger-kinds.js';

interface Snapshot {
  balances: Record<Currency, string | number>;
  kinds: { currency: Currency; reason: string; total: string | number }[] | null;
  held_seats: string | number;
  held_pools: { currency: Currency; total: string | number }[] | null;
  held_contests: { currency: Currency | 'cash'; total: string | number }[] | null;
  over_paid_contests: unknown[] | null;
  ledger_mismatches: unknown[] | null;
  over_refunded_games: unknown[] | null;
  over_refunded_entries: unknown[] | null;
  over_paid_games: unknown[] | null;
  over_staked_games: unknown[] | null;
}

const column = (currency: Currency) => sql.raw(`"${currency}"`);

function snapshotQuery() {
  const totals = sql.join(
    CURRENCIES.map((currency) => sql`${currency}::text, coalesce(sum(${column(currency)}), 0)`),
    sql`, `,
  );
  const mismatches = sql.join(
    CURRENCIES.map(
      (currency) => sql`
        select b.user_id, ${currency}::text as currency, b.${column(currency)}::bigint as balance,
               coalesce(l.total, 0)::bigint as ledger
        from balances b
        left join (select user_id, sum(delta) as total from ledger where currency = ${currency} group by user_id) l
          on l.user_id = b.user_id
        where b.${column(currency)} <> coalesce(l.total, 0)`,
    ),
    sql` union all `,
  );
  return sql`
    with
      entries as (
        select l.user_id, l.reason, l.delta, split_part(o.idempotency_key, ':', 2) as game_id,
               split_part(o.idempotency_key, ':', 3) as payee, split_part(o.idempotency_key, ':', 4) as entry_id
        from ledger l join wallet_operations o on o.id = l.operation_id
      ),
      mismatches as (${mismatches}),
      over_refunded_games as (
        select user_id, game_id,
               sum(case when reason = 'game-entry' then -delta else 0 end) as charged,
               sum(case when reason = 'game-entry-refund' then delta else 0 end) as refunded
        from entries where reason in ('game-entry', 'game-entry-refund')
        group by user_id, game_id
        having sum(case when reason = 'game-entry-refund' then delta else 0 end)
             > sum(case when reason = 'game-entry' then -delta else 0 end)
      ),
      over_refunded_entries as (
        select entry_id from entries where reason in ('prize-pool-entry', 'prize-pool-refund')
        group by entry_id having sum(delta) > 0
      ),
      over_paid_games as (
        select game_id from entries where reason in ('game-entry', 'game-entry-refund', 'game-payout')
        group by game_id having sum(delta) > 0
      ),
      -- A contest's pot (contest-entry:<contest>:<entry>) never pays or refunds more than its entries paid in;
      -- in a cash contest the house's match (promo-entry-match:<contest>:<entry>, a row with no user) is paid
      -- in too, and its unmatch taken out.
      over_paid_contests as (
        select game_id as contest_id from entries
        where reason in ('contest-entry', 'contest-refund', 'contest-payout', 'promo-entry-match',
                         'promo-entry-unmatch')
        group by game_id
        having sum(case when reason in ('promo-entry-match', 'promo-entry-unmatch') then -delta else delta end) > 0
      ),
      -- The payee comes from the key (game-payout:<game>:<user>), which survives the account's deletion.
      over_staked_games as (
        select e.game_id, g.entry_fee,
               sum(case when e.reason = 'bot-table-prize' then e.delta else 0 end) as staked,
               sum(case when e.reason in ('game-entry', 'game-entry-refund') then -e.delta else 0 end) as paid_in,
               count(distinct case when e.reason in ('game-payout', 'bot-table-prize') and e.delta > 0
                                   then e.payee end) as paid_people,
               (select count(*) from game_seats s where s.game_id = g.id) as seats
        from entries e join games g on g.id::text = e.game_id
        where e.reason in ('game-entry', 'game-entry-refund', 'game-payout', 'bot-table-prize')
        group by e.game_id, g.id, g.entry_fee
        having sum(case when e.reason = 'bot-table-prize' then e.delta else 0 end) > least(
          g.entry_fee * (select count(*) from game_seats s where s.game_id = g.id)
            - sum(case when e.reason in ('game-entry', 'game-entry-refund') then -e.delta else 0 end),
          g.entry_fee * count(distinct case when e.reason in ('game-payout', 'bot-table-prize') and e.delta > 0
                                            then e.payee end))
      )
    select
      (select json_build_object(${totals}) from balances) as balances,
      (select json_agg(k) from (
         select currency, reason, sum(delta) as total from ledger group by currency, reason) k) as kinds,
      (select coalesce(sum(s.entry_charged), 0) from game_seats s join games g on g.id = s.game_id
        where g.status in ('waiting', 'playing')) as held_seats,
      (select json_agg(h) from (
         select c.entry_currency as currency, sum(e.entry_charged) as total from solitaire_entries e
         join solitaire_contests c on c.id = e.contest_id
         where c.status in ('open', 'closed') and not e.refunded group by c.entry_currency) h) as held_contests,
      (select json_agg(r) from over_paid_contests r) as over_paid_contests,
      (select json_agg(h) from (
         select p.entry_currency as currency, sum(p.entry_amount) as total
         from prize_pool_entries e join prize_pools p on p.id = e.prize_pool_id
         where e.status = 'entered' group by p.entry_currency) h) as held_pools,
      (select json_agg(m) from mismatches m) as ledger_mismatches,
      (select json_agg(r) from over_refunded_games r) as over_refunded_games,
      (select json_agg(r) from over_refunded_entries r) as over_refunded_entries,
      (select json_agg(r) from over_paid_games r) as over_paid_games,
      (select json_agg(r) from over_staked_games r) as over_staked_games`;
}

export interface SystemTotals {
  /** Per currency: what every balance adds up to, what live pots hold, and named sources + sinks. */
  balances: Record<Currency, number>;
  held: Record<Currency, number>;
  named: Record<Currency, number>;
  unnamedReasons: string[];
}

const zeros = () =>
  Object.fromEntries(CURRENCIES.map((currency) => [currency, 0])) as Record<Currency, number>;

/** Reads the snapshot and asserts every invariant; returns the totals for further checks. */
export async function expectWalletInvariants(db: Db, context = ''): Promise<SystemTotals> {
  const result = await db.execute(snapshotQuery());
  const [row] = (result as unknown as { rows: Snapshot[] }).rows;
  if (!row) throw new Error('no snapshot');
  const balances = zeros();
  for (const currency of CURRENCIES) balances[currency] = Number(row.balances[currency]);
  const held = zeros();
  held.coins += Number(row.held_seats);
  // A contest's pot is in its entry currency: coins, tokens for a token contest, cash_balance for a cash one.
  for (const pot of row.held_contests ?? [])
    held[pot.currency === 'cash' ? 'cash_balance' : pot.currency] += Number(pot.total);
  for (const pool of row.held_pools ?? []) held[pool.currency] += Number(pool.total);
  const named = zeros();
  const unnamedReasons: string[] = [];
  for (const kind of row.kinds ?? []) {
    const kindClass = ledgerClassOf(kind.reason);
    if (!kindClass) unnamedReasons.push(kind.reason);
    if (kindClass === 'source' || kindClass === 'sink') named[kind.currency] += Number(kind.total);
  }
  expect(unnamedReasons, `${context}: ledger reasons outside the named kinds`).toEqual([]);
  expect(row.ledger_mismatches, `${context}: balances that differ from their ledger`).toBeNull();
  expect(row.over_refunded_games, `${context}: table refunds beyond the charges`).toBeNull();
  expect(row.over_refunded_entries, `${context}: prize pool refunds beyond the ticket`).toBeNull();
  expect(row.over_paid_games, `${context}: payouts beyond a table's pot`).toBeNull();
  expect(row.over_paid_contests, `${context}: contest payouts and refunds beyond its entries`).toBeNull();
  expect(row.over_staked_games, `${context}: house stakes beyond the bots' seats`).toBeNull();
  const system = Object.fromEntries(CURRENCIES.map((c) => [c, balances[c] + held[c]]));
  expect(system, `${context}: balances + pots = named sources + sinks`).toEqual(named);
  return { balances, held, named, unnamedReasons };
}
