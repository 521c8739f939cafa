/** Spades' public exports, also available as the `Spades` namespace of the engine. */
export * from './auto.js';
export * from './bot/index.js';
export * from './contract.js';
export * from './deal.js';
export * from './game.js';
export * from './module.js';
export * from './repeat.js';
export * from './rules.js';
export * from './scoring.js';
export * from './types.js';
export * from './view.js';
