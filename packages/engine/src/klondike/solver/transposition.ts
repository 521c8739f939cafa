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
  private mask: number;
  size = 0;

  constructor(initialBits = 12) {
    const capacity = 1 << initialBits;
    this.low = new Int32Array(capacity);
    this.high = new Int32Array(capacity);
    this.budget = new Int8Array(capacity);
    this.freedom = new Int16Array(capacity);
    this.mask = capacity - 1;
  }

  /**
   * True when the position is to be searched: new, or searched before with a smaller budget or fewer passes
   * left (it is remembered with these); false when a search with at least as much of both has failed there.
   */
  visit(low: number, high: number, budget: number, freedom: number): boolean {
    const marked = high | 1;
    let slot = low & this.mask;
    for (;;) {
      const stored = this.high[slot] as number;
      if (stored === 0) break;
      if (stored === marked && this.low[slot] === low) {
        if ((this.budget[slot] as number) >= budget && (this.freedom[slot] as number) >= freedom)
          return false;
        this.budget[slot] = budget;
        this.freedom[slot] = freedom;
        return true;
      }
      slot = (slot + 1) & this.mask;
    }
    this.low[slot] = low;
    this.high[slot] = marked;
    this.budget[slot] = budget;
    this.freedom[slot] = freedom;
    this.size++;
    if (this.size * 2 > this.mask) this.grow();
    return true;
  }

  private grow(): void {
    const oldLow = this.low;
    const oldHigh = this.high;
    const oldBudget = this.budget;
    const oldPassesLeft = this.freedom;
    const capacity = (this.mask + 1) * 2;
    this.low = new Int32Array(capacity);
    this.high = new Int32Array(capacity);
    this.budget = new Int8Array(capacity);
    this.freedom = new Int16Array(capacity);
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
    }
  }
}
