export enum Visit {
  /** A search there with at least this one's budget, freedom and moves has failed: nothing to do. */
  Settled = 0,
  /** To search with the restriction asked for. */
  Restricted = 1,
  /**
   * To search with every move: searches there have left out different moves, and one with all of them settles
   * the position for good (so a cycle through differently restricted visits ends).
   */
  Unrestricted = 2,
}

/** Slot layout: the key's two halves, the restriction, then the budget (low 8 bits) and freedom above it. */
const STRIDE = 4;
const LOW = 0;
const HIGH = 1;
const RESTRICTION = 2;
const SEARCHED = 3;

/**
 * The set of positions already searched, keyed by two 32-bit hashes (64 bits: with tens of millions of
 * positions a false "seen" is about one chance in a million per solve). Open addressing in one typed array,
 * a slot's four numbers side by side so that a probe reads one cache line (the table outgrows the caches on
 * hard deals, and a lookup per position is most of the search's memory traffic); 16 bytes a position, where a
 * Set of string keys costs several times that and the garbage collector's time with it.
 *
 * A slot remembers the discrepancy budget the position was searched with (see KlondikeSearch.solve), how much
 * of the talon it could still reach (KlondikeSearch.talonFreedom), and the moves the search there left out
 * because of how it was reached (0: none; see KlondikeSearch.restriction).
 */
export class TranspositionTable {
  private slots: Int32Array;
  private mask: number;
  size = 0;

  constructor(initialBits = 12) {
    const capacity = 1 << initialBits;
    this.slots = new Int32Array(capacity * STRIDE);
    this.mask = capacity - 1;
  }

  /**
   * Settled when a search with at least this one's budget and freedom, leaving out no other moves, has failed
   * there; else the position is to be searched (new, searched before with less, or before with other moves left
   * out: then with every move) and is remembered so.
   */
  visit(low: number, high: number, budget: number, freedom: number, restriction: number): Visit {
    const marked = high | 1;
    const searched = budget | (freedom << 8);
    const slots = this.slots;
    let slot = low & this.mask;
    for (;;) {
      const at = slot * STRIDE;
      const stored = slots[at + HIGH] as number;
      if (stored === 0) break;
      if (stored === marked && slots[at + LOW] === low) {
        const storedSearch = slots[at + SEARCHED] as number;
        const storedRestriction = slots[at + RESTRICTION] as number;
        // A search with less budget or freedom settles nothing here: this one starts afresh.
        if ((storedSearch & 0xff) < budget || storedSearch >> 8 < freedom) {
          slots[at + SEARCHED] = searched;
          slots[at + RESTRICTION] = restriction;
          return Visit.Restricted;
        }
        if (storedRestriction === 0 || storedRestriction === restriction) return Visit.Settled;
        slots[at + SEARCHED] = searched;
        slots[at + RESTRICTION] = 0;
        return Visit.Unrestricted;
      }
      slot = (slot + 1) & this.mask;
    }
    const at = slot * STRIDE;
    slots[at + LOW] = low;
    slots[at + HIGH] = marked;
    slots[at + RESTRICTION] = restriction;
    slots[at + SEARCHED] = searched;
    this.size++;
    if (this.size * 2 > this.mask) this.grow();
    return Visit.Restricted;
  }

  /**
   * Whether a search with at least this budget, leaving out no moves, has been made at this key (any freedom): see
   * KlondikeSearch.dominated.
   */
  isSearched(low: number, high: number, budget: number): boolean {
    const marked = high | 1;
    const slots = this.slots;
    let slot = low & this.mask;
    for (;;) {
      const at = slot * STRIDE;
      const stored = slots[at + HIGH] as number;
      if (stored === 0) return false;
      if (stored === marked && slots[at + LOW] === low) {
        return ((slots[at + SEARCHED] as number) & 0xff) >= budget && slots[at + RESTRICTION] === 0;
      }
      slot = (slot + 1) & this.mask;
    }
  }

  private grow(): void {
    const old = this.slots;
    // Quadrupled once large: each growth rehashes every position (random writes, a cache miss each) and zeroes a
    // new array, which cost 7% of a hard deal's time when doubling.
    const capacity = (this.mask + 1) * (this.mask >= 1 << 18 ? 4 : 2);
    this.slots = new Int32Array(capacity * STRIDE);
    this.mask = capacity - 1;
    for (let from = 0; from < old.length; from += STRIDE) {
      if (old[from + HIGH] === 0) continue;
      let slot = (old[from + LOW] as number) & this.mask;
      while (this.slots[slot * STRIDE + HIGH] !== 0) slot = (slot + 1) & this.mask;
      const to = slot * STRIDE;
      for (let field = 0; field < STRIDE; field++) this.slots[to + field] = old[from + field] as number;
    }
  }
}
