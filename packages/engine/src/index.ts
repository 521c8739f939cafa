export * from './cards.js';
export * from './fair.js';
export * from './spades/deal.js';
export * from './spades/game.js';
export * from './spades/rules.js';
export * from './spades/scoring.js';
export * from './spades/types.js';
export * from './spades/view.js';
