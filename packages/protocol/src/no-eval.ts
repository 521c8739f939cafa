/**
 * In a browser, zod must not compile its parsers with `new Function`: the server's Content-Security-Policy
 * refuses eval (apps/server/src/http/security-headers.ts), and zod's probe for it, made when the first
 * object schema is built, is reported as a violation on every load. index.ts imports this module first, so
 * the setting is in place before any schema of the protocol exists. The server keeps the compiled parsers.
 */
import { config } from 'zod';

if ('document' in globalThis) config({ jitless: true });
