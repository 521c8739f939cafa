/**
 * The address a socket's limits count under. It must be the address HTTP counts under, or a client would get
 * one budget per transport; so it follows Fastify's own rule for `request.ip` (the same `@fastify/proxy-addr`
 * with the trust function Fastify builds from `trustProxy`), then groups IPv6 by /64 as every limit does.
 */
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import { clientAddressKey } from '../security/client-address.js';

/**
 * Fastify's trust function for a boolean `trustProxy`: trust every hop (the client is the leftmost
 * X-Forwarded-For entry) or none (the peer of the TCP connection, whatever the headers say).
 */
const trustFunction =
  (trustProxy: boolean): ((address: string, hop: number) => boolean) =>
  () =>
    trustProxy;

/** The client's address as Fastify's `request.ip` would give it for the socket's handshake request. */
export function socketClientAddress(request: IncomingMessage, trustProxy: boolean): string {
  // A connection already gone has no peer address; its refusal or admission no longer matters.
  return proxyAddr(request, trustFunction(trustProxy)) ?? 'unknown';
}

/** The key the socket's per-address limits count under (IPv4 address, or IPv6 /64). */
export function socketAddressKey(request: IncomingMessage, trustProxy: boolean): string {
  return clientAddressKey(socketClientAddress(request, trustProxy));
}
