import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { errors, jwtVerify, SignJWT } from 'jose';
import { AppError } from '../http/errors.js';
import { randomToken } from './secrets.js';

export interface AccessClaims {
  userId: string;
  sessionId: string;
}

export interface TokenSigner {
  sign(claims: AccessClaims, ttlSeconds: number): Promise<string>;
  /** Throws AppError TOKEN_EXPIRED ('jwt expired') or INVALID_TOKEN. */
  verify(token: string): Promise<AccessClaims>;
}

/** The configured secret, else one generated once into DATA_DIR so tokens survive restarts. */
export function resolveJwtSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = join(dataDir, 'jwt.key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomToken(48);
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function createTokenSigner(secret: string): TokenSigner {
  const key = new TextEncoder().encode(secret);
  return {
    async sign({ userId, sessionId }, ttlSeconds) {
      return new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string')
          throw new AppError('INVALID_TOKEN');
        return { userId: payload.sub, sessionId: payload.sid };
      } catch (error) {
        if (error instanceof AppError) throw error;
        if (error instanceof errors.JWTExpired) throw new AppError('TOKEN_EXPIRED');
        throw new AppError('INVALID_TOKEN');
      }
    },
  };
}
