/** Live table events: balances, hand-end pause, exits. */
export const live = {} as const;
