/**
 * The web build's `zod` (vite.config.ts aliases the bare specifier here): zod with eval turned off before any
 * schema exists. The server's Content-Security-Policy refuses eval, and zod's probe for it — made when the
 * first object schema is built — is reported as a violation on every load. The protocol sets this too
 * (packages/protocol/src/no-eval.ts), but that package declares no side effects, so the bundler drops its
 * bare import; every module that imports zod imports this one first, so here the order is certain.
 */
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
