/**
 * The sign-in providers of spec §2 (Google, Facebook, Apple, PayPal): their names, brand marks drawn
 * inline, and the pending sign-in kept in sessionStorage between leaving for the provider and coming back.
 */
import type { LinkedProvider } from '@cardroom/protocol';

export type OAuthProvider = LinkedProvider;

export const OAUTH_PROVIDERS: readonly OAuthProvider[] = ['google', 'facebook', 'apple', 'paypal'];

/** Brand names: the same in every language. */
export const PROVIDER_NAMES: Record<OAuthProvider, string> = {
  google: 'Google',
  facebook: 'Facebook',
  apple: 'Apple',
  paypal: 'PayPal',
};

export function ProviderIcon({ provider, size = 20 }: { provider: OAuthProvider; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox={provider === 'google' ? '0 0 48 48' : '0 0 24 24'}
      aria-hidden="true"
      focusable="false"
    >
      {providerMark(provider)}
    </svg>
  );
}

function providerMark(provider: OAuthProvider) {
  switch (provider) {
    case 'google':
      return (
        <>
          <path
            fill="#EA4335"
            d="M24 9.5c3.54 0 6.71 1.22 9.21 3.6l6.85-6.85C35.9 2.38 30.47 0 24 0 14.62 0 6.51 5.38 2.56 13.22l7.98 6.19C12.43 13.72 17.74 9.5 24 9.5z"
          />
          <path
            fill="#4285F4"
            d="M46.98 24.55c0-1.57-.15-3.09-.38-4.55H24v9.02h12.94c-.58 2.96-2.26 5.48-4.78 7.18l7.73 6c4.51-4.18 7.09-10.36 7.09-17.65z"
          />
          <path
            fill="#FBBC05"
            d="M10.53 28.59c-.48-1.45-.76-2.99-.76-4.59s.27-3.14.76-4.59l-7.98-6.19C.92 16.46 0 20.12 0 24c0 3.88.92 7.54 2.56 10.78l7.97-6.19z"
          />
          <path
            fill="#34A853"
            d="M24 48c6.48 0 11.93-2.13 15.89-5.81l-7.73-6c-2.15 1.45-4.92 2.3-8.16 2.3-6.26 0-11.57-4.22-13.47-9.91l-7.98 6.19C6.51 42.62 14.62 48 24 48z"
          />
        </>
      );
    case 'facebook':
      return (
        <>
          <circle cx="12" cy="12" r="12" fill="#1877F2" />
          <path
            fill="#fff"
            d="M15.12 15.47l.53-3.47h-3.33V9.75c0-.95.47-1.87 1.95-1.87h1.51V4.93s-1.37-.23-2.69-.23c-2.74 0-4.53 1.66-4.53 4.67V12H5.51v3.47h3.05V24a12 12 0 0 0 3.76 0v-8.53z"
          />
        </>
      );
    case 'apple':
      return (
        <path
          fill="currentColor"
          d="M16.37 12.6c-.02-2.3 1.88-3.4 1.96-3.46-1.07-1.56-2.73-1.78-3.32-1.8-1.41-.14-2.76.83-3.47.83-.72 0-1.82-.81-2.99-.79-1.54.02-2.96.9-3.75 2.27-1.6 2.78-.41 6.89 1.15 9.14.76 1.1 1.67 2.34 2.86 2.3 1.15-.05 1.58-.74 2.97-.74s1.78.74 2.99.72c1.23-.02 2.01-1.12 2.77-2.23.87-1.28 1.23-2.51 1.25-2.58-.03-.01-2.39-.92-2.42-3.66zM14.1 5.85c.63-.77 1.06-1.83.94-2.89-.91.04-2.01.61-2.66 1.37-.58.67-1.1 1.76-.96 2.8 1.01.08 2.05-.52 2.68-1.28z"
        />
      );
    case 'paypal':
      return (
        <>
          <path
            fill="#27346A"
            d="M8.33 21.2H4.86a.48.48 0 0 1-.47-.56L7.04 3.66A.8.8 0 0 1 7.83 3h6.1c3.32 0 5.38 1.72 4.78 4.88-.66 3.55-3.08 5.28-6.36 5.28h-2.4a.8.8 0 0 0-.79.68z"
          />
          <path
            fill="#2790C3"
            d="M19.42 8.3c-.7 3.83-3.36 5.74-6.92 5.74h-1.56a.8.8 0 0 0-.79.68l-.86 5.9a.48.48 0 0 0 .48.56h2.86a.7.7 0 0 0 .69-.6l.6-3.78a.7.7 0 0 1 .7-.6h.87c2.93 0 5.09-1.2 5.71-4.55.31-1.64.08-2.79-.78-3.35z"
          />
        </>
      );
  }
}

/** What the browser must remember while it is away at the provider. */
export interface PendingSignIn {
  /** The provider's `state` parameter: the reply must bring back the same value. */
  state: string;
  /** The invite code of the page the sign-in started from (/onboarding?referral_code=…). */
  referralCode?: string;
  startedAt: number;
}

/** A sign-in left unfinished longer than this is treated as expired. */
const PENDING_TTL_MS = 15 * 60 * 1000;

const pendingKey = (provider: OAuthProvider) => `cardroom-oauth-${provider}`;

function session(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

export function savePendingSignIn(provider: OAuthProvider, pending: Omit<PendingSignIn, 'startedAt'>): void {
  try {
    session()?.setItem(pendingKey(provider), JSON.stringify({ ...pending, startedAt: Date.now() }));
  } catch {
    // Storage refused: the return then fails the state check and asks to try again.
  }
}

/** Reads and forgets the pending sign-in: a state value is good for one return only. */
export function takePendingSignIn(provider: OAuthProvider): PendingSignIn | null {
  const store = session();
  const raw = store?.getItem(pendingKey(provider));
  store?.removeItem(pendingKey(provider));
  if (!raw) return null;
  try {
    const pending = JSON.parse(raw) as Partial<PendingSignIn>;
    if (typeof pending.state !== 'string' || typeof pending.startedAt !== 'number') return null;
    if (Date.now() - pending.startedAt > PENDING_TTL_MS) return null;
    return {
      state: pending.state,
      startedAt: pending.startedAt,
      ...(typeof pending.referralCode === 'string' ? { referralCode: pending.referralCode } : {}),
    };
  } catch {
    return null;
  }
}
