import { normalizeIP } from '@fastify/rate-limit';

/**
 * The key a per-address limit counts under: the IPv4 address, or the IPv6 /64 (one host commonly holds a
 * whole /64, so counting single IPv6 addresses would let it rotate past every limit). The HTTP rate limit
 * counts the same way.
 */
export function clientAddressKey(ip: string): string {
  return normalizeIP(ip);
}
