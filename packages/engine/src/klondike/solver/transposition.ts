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

/**
 * The set of positions already searched, keyed by two 32-bit hashes (64 bits: with tens of millions of
 * positions a false "seen" is about one chance in a million per solve). Open addressing in two typed
 * arrays keeps a position at 8 bytes, where a Set of string keys costs about ten times that and the
 * garbage collector's time with it.
 */
export class TranspositionTable {
  private low: Int32Array;
  private high: Int32Array;
  /** The discrepancy budget a position was searched with (see KlondikeSearch.solve). */
  private budget: Int8Array;
  /** How much of the talon the position could still reach (KlondikeSearch.talonFreedom). */
  private freedom: Int16Array;
  /**
   * The moves the search there left out because of how it was reached (0: none; see KlondikeSearch.restriction):
   * a search that left some out settles the position only for a later one that leaves out the same.
   */
  private restriction: Int32Array;
  private mask: number;
  size = 0;

  constructor(initialBits = 12) {
    const capacity = 1 << initialBits;
    this.low = new Int32Array(capacity);
    this.high = new Int32Array(capacity);
    this.budget = new Int8Array(capacity);
    this.freedom = new Int16Array(capacity);
    this.restriction = new Int32Array(capacity);
    this.mask = capacity - 1;
  }

  /**
   * True when the position is to be searched: new, or searched before with a smaller budget or fewer passes
   * left (it is remembered with these), or with moves left out that this one makes; false when a search with at
   * least as much of both and no other moves left out has failed there.
   */
  visit(low: number, high: number, budget: number, freedom: number, restriction: number): Visit {
    const marked = high | 1;
    let slot = low & this.mask;
    for (;;) {
      const stored = this.high[slot] as number;
      if (stored === 0) break;
      if (stored === marked && this.low[slot] === low) {
        const stored = this.restriction[slot] as number;
        const sameMoves = stored === 0 || stored === restriction;
        if ((this.budget[slot] as number) >= budget && (this.freedom[slot] as number) >= freedom && sameMoves)
          return Visit.Settled;
        this.budget[slot] = budget;
        this.freedom[slot] = freedom;
        if (sameMoves && stored === restriction) return Visit.Restricted;
        this.restriction[slot] = 0;
        return Visit.Unrestricted;
      }
      slot = (slot + 1) & this.mask;
    }
    this.low[slot] = low;
    this.high[slot] = marked;
    this.budget[slot] = budget;
    this.freedom[slot] = freedom;
    this.restriction[slot] = restriction;
    this.size++;
    if (this.size * 2 > this.mask) this.grow();
    return Visit.Restricted;
  }

  private grow(): void {
    const oldLow = this.low;
    const oldHigh = this.high;
    const oldBudget = this.budget;
    const oldPassesLeft = this.freedom;
    const oldRestriction = this.restriction;
    const capacity = (this.mask + 1) * 2;
    this.low = new Int32Array(capacity);
    this.high = new Int32Array(capacity);
    this.budget = new Int8Array(capacity);
    this.freedom = new Int16Array(capacity);
    this.restriction = new Int32Array(capacity);
    this.mask = capacity - 1;
    for (let index = 0; index < oldHigh.length; index++) {
      const high = oldHigh[index] as number;
      if (high === 0) continue;
      const low = oldLow[index] as number;
      let slot = low & this.mask;
      while (this.high[slot] !== 0) slot = (slot + 1) & this.mask;
      this.low[slot] = low;
      this.high[slot] = high;
      this.budget[slot] = oldBudget[index] as number;
      this.freedom[slot] = oldPassesLeft[index] as number;
      this.restriction[slot] = oldRestriction[index] as number;
    }
  }
}
