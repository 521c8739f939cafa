import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { OAuthFlowError, ProviderNotConfiguredError } from './errors.js';
import { parseSignedRequest } from './facebook.js';

const APP_SECRET = 'facebook-app-secret';

function sign(payload: Record<string, unknown>, secret = APP_SECRET): string {
  const encoded = Buffer.from(JSON.stringify(payload)).toString('base64url');
  const signature = createHmac('sha256', secret).update(encoded).digest('base64url');
  return `${signature}.${encoded}`;
}

const deauth = { algorithm: 'HMAC-SHA256', issued_at: 1_700_000_000, user_id: '10223456789' };

describe('parseSignedRequest', () => {
  it('returns the payload of a correctly signed request', () => {
    expect(parseSignedRequest(sign(deauth), APP_SECRET)).toEqual(deauth);
  });

  it('rejects a payload changed after signing', () => {
    const [signature] = sign(deauth).split('.');
    const tampered = Buffer.from(JSON.stringify({ ...deauth, user_id: '999' })).toString('base64url');
    expect(() => parseSignedRequest(`${signature}.${tampered}`, APP_SECRET)).toThrow(
      'Facebook request rejected: bad signature.',
    );
  });

  it('rejects a request signed with another secret', () => {
    expect(() => parseSignedRequest(sign(deauth, 'other-secret'), APP_SECRET)).toThrow(OAuthFlowError);
  });

  it('rejects malformed input without trying to parse it', () => {
    for (const input of ['', 'onlyonepart', 'a.b.c', 'sig!.payload', '.payload']) {
      expect(() => parseSignedRequest(input, APP_SECRET), input).toThrow('malformed signed_request');
    }
  });

  it('rejects a signed payload that names another algorithm or lacks a user id', () => {
    expect(() => parseSignedRequest(sign({ ...deauth, algorithm: 'HMAC-SHA1' }), APP_SECRET)).toThrow(
      'unsupported algorithm',
    );
    expect(() => parseSignedRequest(sign({ algorithm: 'HMAC-SHA256' }), APP_SECRET)).toThrow('no user id');
  });

  it('says Facebook is not configured when there is no app secret', () => {
    expect(() => parseSignedRequest(sign(deauth), undefined)).toThrow(ProviderNotConfiguredError);
    expect(() => parseSignedRequest(sign(deauth), '')).toThrow('Facebook sign-in is not configured.');
  });
});
