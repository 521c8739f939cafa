/**
 * Webhook signatures in Stripe's scheme, used by the sandbox provider: the header `t=<unix seconds>,v1=<hex>`
 * where v1 is HMAC-SHA256(secret, `${t}.${raw body}`). A signature is good when one v1 matches (compared in
 * constant time) and t lies within the tolerance of now, so a captured webhook cannot be replayed later.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_TOLERANCE_SECONDS = 300;

function digest(secret: string, timestamp: number, payload: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
}

export function signatureHeader(secret: string, payload: string, timestamp: number): string {
  return `t=${timestamp},v1=${digest(secret, timestamp, payload)}`;
}

export type SignatureCheck = 'valid' | 'malformed' | 'mismatch' | 'stale';

export function checkSignature(
  secret: string,
  payload: string,
  header: string | undefined,
  nowSeconds: number,
  toleranceSeconds = SIGNATURE_TOLERANCE_SECONDS,
): SignatureCheck {
  if (!header) return 'malformed';
  let timestamp: number | undefined;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [key, value] = part.split('=', 2);
    if (key === 't' && value && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    else if (key === 'v1' && value && /^[0-9a-f]{64}$/.test(value)) signatures.push(value);
  }
  if (timestamp === undefined || signatures.length === 0) return 'malformed';
  const expected = Buffer.from(digest(secret, timestamp, payload), 'hex');
  const matches = signatures.some((signature) => timingSafeEqual(Buffer.from(signature, 'hex'), expected));
  if (!matches) return 'mismatch';
  return Math.abs(nowSeconds - timestamp) <= toleranceSeconds ? 'valid' : 'stale';
}
