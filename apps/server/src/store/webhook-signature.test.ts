import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkSignature, SIGNATURE_TOLERANCE_SECONDS, signatureHeader } from './webhook-signature.js';

/**
 * Secrets and payloads are well-formed Unicode (what an HTTP body decoded as UTF-8 and a configured secret
 * are). Lone surrogates are left out: UTF-8 encodes each as U+FFFD, so two strings that differ only there
 * sign alike, which is encoding, not the scheme. Control characters are left out of secrets because HMAC
 * pads a key with zero bytes (`k` and `k\0` are the same key), a property of HMAC rather than of this code.
 */
const secret = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 });
const payload = fc.string({ unit: 'grapheme', maxLength: 200 });
/** What the header's `t` accepts: up to 12 decimal digits (unix seconds until the year 33658). */
const timestamp = fc.integer({ min: 0, max: 999_999_999_999 });
/** A Unicode scalar value (any code point but a surrogate). */
const scalar = fc
  .oneof(fc.integer({ min: 0, max: 0xd7ff }), fc.integer({ min: 0xe000, max: 0x10ffff }))
  .map((codePoint) => String.fromCodePoint(codePoint));
const HEX = '0123456789abcdef';

/** The header's v1 value. */
function v1Of(header: string): string {
  const match = /v1=([0-9a-f]{64})/.exec(header);
  if (!match?.[1]) throw new Error(`no v1 in ${header}`);
  return match[1];
}

describe('webhook signatures (Stripe scheme)', () => {
  it('accepts the header it made, for any secret, payload and timestamp', () => {
    fc.assert(
      fc.property(secret, payload, timestamp, (key, body, t) => {
        const header = signatureHeader(key, body, t);
        expect(header).toMatch(/^t=\d{1,12},v1=[0-9a-f]{64}$/);
        expect(checkSignature(key, body, header, t)).toBe('valid');
      }),
    );
  });

  it('refuses a payload with any one character changed', () => {
    const changed = fc
      .tuple(
        secret,
        payload.filter((body) => body.length > 0),
        timestamp,
        fc.nat(),
        scalar,
      )
      .filter(([, body, , index, replacement]) => {
        const chars = Array.from(body);
        return chars[index % chars.length] !== replacement;
      });
    fc.assert(
      fc.property(changed, ([key, body, t, index, replacement]) => {
        const header = signatureHeader(key, body, t);
        const chars = Array.from(body);
        chars[index % chars.length] = replacement;
        const tampered = chars.join('');
        expect(tampered).not.toBe(body);
        expect(checkSignature(key, tampered, header, t)).toBe('mismatch');
      }),
    );
  });

  it('refuses a payload with a character added or removed at the end', () => {
    fc.assert(
      fc.property(secret, payload, timestamp, scalar, (key, body, t, extra) => {
        const header = signatureHeader(key, body, t);
        expect(checkSignature(key, body + extra, header, t)).toBe('mismatch');
        if (body.length > 0) expect(checkSignature(key, body.slice(0, -1), header, t)).toBe('mismatch');
      }),
    );
  });

  it('refuses a header signed with another secret', () => {
    fc.assert(
      fc.property(secret, secret, payload, timestamp, (key, other, body, t) => {
        fc.pre(key !== other);
        expect(checkSignature(other, body, signatureHeader(key, body, t), t)).toBe('mismatch');
      }),
    );
  });

  it('refuses a header with any one hex digit of v1 changed', () => {
    fc.assert(
      fc.property(
        secret,
        payload,
        timestamp,
        fc.integer({ min: 0, max: 63 }),
        fc.integer({ min: 1, max: 15 }),
        (key, body, t, position, shift) => {
          const signature = v1Of(signatureHeader(key, body, t));
          const digit = HEX[(HEX.indexOf(signature.charAt(position)) + shift) % 16];
          const changed = signature.slice(0, position) + digit + signature.slice(position + 1);
          expect(changed).not.toBe(signature);
          expect(checkSignature(key, body, `t=${t},v1=${changed}`, t)).toBe('mismatch');
        },
      ),
    );
  });

  it('refuses a header whose t was moved (the timestamp is signed)', () => {
    fc.assert(
      fc.property(secret, payload, timestamp, fc.integer({ min: 1, max: 1_000 }), (key, body, t, shift) => {
        const signature = v1Of(signatureHeader(key, body, t));
        const moved = t + shift <= 999_999_999_999 ? t + shift : t - shift;
        expect(checkSignature(key, body, `t=${moved},v1=${signature}`, moved)).toBe('mismatch');
      }),
    );
  });

  it(`is valid within ${SIGNATURE_TOLERANCE_SECONDS} s of now either way, and stale beyond`, () => {
    fc.assert(
      fc.property(
        secret,
        payload,
        timestamp,
        fc.integer({ min: -SIGNATURE_TOLERANCE_SECONDS, max: SIGNATURE_TOLERANCE_SECONDS }),
        fc.integer({ min: SIGNATURE_TOLERANCE_SECONDS + 1, max: 10 * 365 * 86_400 }),
        fc.boolean(),
        (key, body, t, within, beyond, late) => {
          const header = signatureHeader(key, body, t);
          expect(checkSignature(key, body, header, t + within)).toBe('valid');
          expect(checkSignature(key, body, header, late ? t + beyond : t - beyond)).toBe('stale');
        },
      ),
    );
  });

  it('is valid exactly at the tolerance and stale one second past it, on both sides', () => {
    const t = 1_700_000_000;
    const header = signatureHeader('whsec_edge', '{}', t);
    expect(checkSignature('whsec_edge', '{}', header, t + SIGNATURE_TOLERANCE_SECONDS)).toBe('valid');
    expect(checkSignature('whsec_edge', '{}', header, t - SIGNATURE_TOLERANCE_SECONDS)).toBe('valid');
    expect(checkSignature('whsec_edge', '{}', header, t + SIGNATURE_TOLERANCE_SECONDS + 1)).toBe('stale');
    expect(checkSignature('whsec_edge', '{}', header, t - SIGNATURE_TOLERANCE_SECONDS - 1)).toBe('stale');
  });

  it('takes a tolerance of its own', () => {
    const t = 1_700_000_000;
    const header = signatureHeader('whsec_tolerance', 'body', t);
    expect(checkSignature('whsec_tolerance', 'body', header, t + 10, 10)).toBe('valid');
    expect(checkSignature('whsec_tolerance', 'body', header, t + 11, 10)).toBe('stale');
    expect(checkSignature('whsec_tolerance', 'body', header, t + 1, 0)).toBe('stale');
  });

  it('checks the signature before the age: a forged old header is a mismatch, not stale', () => {
    const t = 1_700_000_000;
    const forged = `t=${t},v1=${'0'.repeat(64)}`;
    expect(checkSignature('whsec_order', 'body', forged, t + 10_000)).toBe('mismatch');
  });

  it('reads malformed headers as malformed', () => {
    const t = 1_700_000_000;
    const good = v1Of(signatureHeader('whsec_shape', 'body', t));
    const malformed: (string | undefined)[] = [
      undefined,
      '',
      ',',
      '=',
      't=',
      'v1=',
      't=,v1=',
      `v1=${good}`, // no t
      `t=${t}`, // no v1
      `t=${t},v0=${good}`, // another scheme only
      `t=${t},v1=${good.slice(1)}`, // 63 digits
      `t=${t},v1=${good}0`, // 65 digits
      `t=${t},v1=${good.toUpperCase()}`, // the scheme's hex is lower case
      `t=${t},v1=${'g'.repeat(64)}`, // not hex
      `t=${t},v1=${good.slice(0, 62)} 1`,
      `t=abc,v1=${good}`,
      `t=-${t},v1=${good}`,
      `t=${t}.5,v1=${good}`,
      `t=1e9,v1=${good}`,
      `t=1234567890123,v1=${good}`, // 13 digits
      `t= ${t},v1=${good}`,
      `T=${t},V1=${good}`,
      `t=${t};v1=${good}`,
      `t:${t},v1:${good}`,
      'garbage',
    ];
    for (const header of malformed) {
      expect(checkSignature('whsec_shape', 'body', header, t), String(header)).toBe('malformed');
    }
  });

  it('never calls a header valid that the secret did not sign, and never throws, whatever its shape', () => {
    const t = 1_700_000_000;
    const part = fc.oneof(
      fc.string(),
      fc.string({ unit: 'binary', maxLength: 30 }),
      fc.constantFrom('t', 'v1', 'v0', 't=', 'v1=', '=', '==', ',', ''),
      fc.integer({ min: -1, max: 2e12 }).map((n) => `t=${n}`),
      fc.string({ unit: fc.constantFrom(...HEX), minLength: 60, maxLength: 68 }).map((hex) => `v1=${hex}`),
    );
    const header = fc.oneof(
      fc.string({ unit: 'binary' }),
      fc.array(part, { maxLength: 8 }).map((parts) => parts.join(',')),
    );
    fc.assert(
      fc.property(header, payload, (candidate, body) => {
        const check = checkSignature('whsec_fuzz', body, candidate, t);
        expect(['malformed', 'mismatch']).toContain(check);
      }),
      { numRuns: 500 },
    );
  });

  it('refuses a wrong signature however much garbage is around it, as a mismatch', () => {
    const garbage = fc.array(
      fc.oneof(
        fc.string().filter((text) => !text.includes(',')),
        fc.constantFrom('v0=abc', 'foo=bar', '=', 'v1', 'v1=xyz', 't=', 'v2=00'),
      ),
      { maxLength: 5 },
    );
    fc.assert(
      fc.property(secret, payload, timestamp, garbage, garbage, (key, body, t, before, after) => {
        const wrong = v1Of(signatureHeader(`${key}!`, body, t));
        const header = [...before, `t=${t}`, `v1=${wrong}`, ...after].join(',');
        expect(checkSignature(key, body, header, t)).toBe('mismatch');
      }),
    );
  });

  it('ignores parts of other schemes beside a good v1, as Stripe does', () => {
    const t = 1_700_000_000;
    const good = signatureHeader('whsec_extra', 'body', t);
    expect(checkSignature('whsec_extra', 'body', `${good},v0=${'ab'.repeat(32)},foo=bar`, t)).toBe('valid');
    expect(checkSignature('whsec_extra', 'body', `v0=zz,${good}`, t)).toBe('valid');
  });

  it('passes a header with several v1 values when one of them matches (key rotation)', () => {
    fc.assert(
      fc.property(
        secret,
        secret,
        payload,
        timestamp,
        fc.array(fc.string({ unit: fc.constantFrom(...HEX), minLength: 64, maxLength: 64 }), {
          maxLength: 4,
        }),
        fc.nat(),
        (oldKey, newKey, body, t, decoys, slot) => {
          fc.pre(oldKey !== newKey);
          const signed = [v1Of(signatureHeader(oldKey, body, t)), v1Of(signatureHeader(newKey, body, t))];
          const values = [...decoys];
          values.splice(slot % (values.length + 1), 0, ...signed);
          const header = [`t=${t}`, ...values.map((value) => `v1=${value}`)].join(',');
          // Signed with both the old and the new secret: either one verifies it.
          expect(checkSignature(oldKey, body, header, t)).toBe('valid');
          expect(checkSignature(newKey, body, header, t)).toBe('valid');
          // Decoys alone do not.
          const decoysOnly = [`t=${t}`, ...decoys.map((value) => `v1=${value}`)].join(',');
          expect(checkSignature(newKey, body, decoysOnly, t)).toBe(decoys.length ? 'mismatch' : 'malformed');
        },
      ),
    );
  });
});
