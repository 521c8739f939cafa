/**
 * Every reason a balance may change, as a closed set. Each kind says where its coins come from:
 * - a SOURCE brings coins (or tickets) into the system,
 * - a SINK takes them out of it,
 * - a TRANSFER moves them between a player and a table's or a prize pool's pot.
 * So for every currency, at every committed moment:
 *   sum of all balances + what live pots hold = sum of SOURCE rows + sum of SINK rows (sinks are negative).
 * A pot is closed when its game ends: what is left is taken by `table-rake`, and a prize owed beyond what
 * the people at the table paid in is put up by the house as `bot-table-prize`. No other path creates or
 * destroys a coin; a new path needs a new named kind here (an unnamed reason does not compile).
 */
export type LedgerClass = 'source' | 'sink' | 'transfer';

export const LEDGER_KINDS = {
  // Sources.
  'signup-bonus': 'source',
  'guest-start': 'source',
  'referral-bonus': 'source',
  /** Bought in the store: credited only from the payment provider's verified webhook (store/purchases.ts). */
  purchase: 'source',
  /** The account's first purchase: 10% of its price as bonus cash (spec §9), once per account. */
  'first-purchase-bonus': 'source',
  /** Gold for a game won (catalogue.json `rewards`), once per person and game. */
  'play-reward': 'source',
  /** Tokens for a progression tier completed, once per person and tier. */
  'progression-reward': 'source',
  /** What a pack bought with a currency of the game brings (coins for gems), paid by `exchange-payment`. */
  'exchange-grant': 'source',
  /** A prize beyond the pot of its table: the share the house stakes for the seats bots hold. */
  'bot-table-prize': 'source',
  /** A prize pool's prize is put up by the house; the entrants' tickets are spent (`prize-pool-ticket-use`). */
  'prize-pool-prize': 'source',
  /** A token contest's prizes: coins the house puts up (its entrants' tokens are taken by `contest-rake`). */
  'contest-prize': 'source',
  /** A cash withdrawal the payment provider reported failed: the cash taken at the request comes back. */
  'cash-withdrawal-returned': 'source',
  /** The cash the house puts into a cash contest's pot for the credits and bonus cash an entrant spent on it. */
  'promo-entry-match': 'source',
  /** Credits and bonus cash given back when the cash entry they paid for is refunded. */
  'promo-entry-refund': 'source',
  /** The day's login-streak reward (POST /user/daily-reward), once per person and UTC day. */
  'daily-reward': 'source',
  /** Test fixtures and operator grants only: no route writes it. */
  'test-grant': 'source',

  // Sinks.
  /** A deleted account's balances, zeroed before the account row is removed. */
  'account-forfeit': 'sink',
  /** What a closed table keeps: entries nobody won back (a loss to bots, a forfeit by leaving, a lone winner). */
  'table-rake': 'sink',
  /** The tickets of a prize pool's entrants, spent when its game starts. */
  'prize-pool-ticket-use': 'sink',
  /** A settled Klondike contest's pot after its payouts: the house's 10% and any share owed to nobody. */
  'contest-rake': 'sink',
  /** A refunded or charged-back purchase taken back, as far as the balance still holds it. */
  'purchase-refund': 'sink',
  /** What a refund could not take back (already spent), paid off from the next purchase of that currency. */
  'purchase-debt-settled': 'sink',
  /** The price of a pack bought with a currency of the game (gems for coins). */
  'exchange-payment': 'sink',
  /** A skin bought or an upgrade levelled (POST /user/upgrade-collection), paid in gems or gold. */
  'collection-purchase': 'sink',
  /** Power-ups bought in the store with gold (store/power-ups.ts); the power-ups are kept in power_up_stock. */
  'power-up-purchase': 'sink',
  /** Cash paid out to the user's payout account, taken when the withdrawal is requested. */
  'cash-withdrawal': 'sink',
  /** Credits and bonus cash spent on a cash entry (never withdrawable: the house matches them in cash instead). */
  'promo-entry-use': 'sink',
  /** The house's cash match taken back out of a pot when the cash entry it matched is refunded. */
  'promo-entry-unmatch': 'sink',
  /** Test fixtures and operator debits only: no route writes it. */
  'test-spend': 'sink',

  // Transfers between a player and a pot.
  'game-entry': 'transfer',
  'game-entry-refund': 'transfer',
  'game-payout': 'transfer',
  'prize-pool-entry': 'transfer',
  'prize-pool-refund': 'transfer',
  /** Into a Klondike contest's pot (solitaire_entries.entry_charged), back out of it, and its prizes. */
  'contest-entry': 'transfer',
  'contest-refund': 'transfer',
  'contest-payout': 'transfer',
} as const satisfies Record<string, LedgerClass>;

export type LedgerKind = keyof typeof LEDGER_KINDS;

/** Kinds written without a player: a pot's closing movement to or from the house. */
export type HouseKind =
  | 'table-rake'
  | 'prize-pool-ticket-use'
  | 'contest-rake'
  | 'promo-entry-match'
  | 'promo-entry-unmatch';

export function ledgerClassOf(reason: string): LedgerClass | undefined {
  return Object.hasOwn(LEDGER_KINDS, reason) ? LEDGER_KINDS[reason as LedgerKind] : undefined;
}
