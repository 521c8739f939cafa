// First, before any schema is built (see no-eval.ts).
import './no-eval.js';

export * from './api/index.js';
export * from './avatars.js';
export * from './constants.js';
export * from './entities.js';
export * from './errors.js';
export * from './realtime.js';
export * from './replay.js';
export * from './validation.js';
export * from './views/index.js';
