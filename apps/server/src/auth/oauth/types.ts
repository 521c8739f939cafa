/** The sign-in providers of spec §7 (Google, Apple, Facebook, PayPal). */
export type ProviderName = 'google' | 'apple' | 'facebook' | 'paypal';

/** Per-provider configuration; a provider is usable once it has an issuer and a client id. */
export interface ProviderSettings {
  /** OpenID issuer identifier, e.g. https://accounts.google.com; discovery reads its well-known document. */
  issuer?: string;
  clientId?: string;
  /** Omit for public clients (PKCE only). For Apple this is the ES256 client-secret JWT you generate. */
  clientSecret?: string;
  /** Default redirect URI; a call may pass its own (e.g. per platform). */
  redirectUri?: string;
}

/** Who the provider says signed in. `email` is lower-cased; `subject` is the provider's stable user id. */
export interface VerifiedIdentity {
  provider: ProviderName;
  subject: string;
  email: string | null;
  emailVerified: boolean;
}

export interface AuthorizationUrlInput {
  /** Opaque CSRF value the caller stores (cookie, session) and compares on the callback. */
  state: string;
  /** Overrides the configured redirect URI. */
  redirectUri?: string;
  /** S256 PKCE challenge of a verifier the caller keeps for exchangeCode. */
  codeChallenge?: string;
  /** Replay protection: the ID token must carry it back; pass the same value to exchangeCode. */
  nonce?: string;
}

export interface ExchangeCodeInput {
  code: string;
  /** Must equal the redirect URI used to build the authorization URL. */
  redirectUri?: string;
  /** The PKCE verifier whose challenge went into the authorization URL. */
  codeVerifier?: string;
  /** The `state` the provider sent back on the callback, if the caller has it. */
  state?: string;
  /** The `state` the caller issued; when given, the callback's `state` must equal it. */
  expectedState?: string;
  /** The nonce sent in the authorization URL; required when one was sent. */
  nonce?: string;
}

export interface VerifyIdTokenOptions {
  /** When given, the token's `nonce` claim must equal it (Apple and Google native SDKs can set one). */
  nonce?: string;
}

export interface OAuthProvider {
  readonly name: ProviderName;
  /** True when issuer and client id are set; every method of an unconfigured provider throws. */
  readonly configured: boolean;
  authorizationUrl(input: AuthorizationUrlInput): Promise<string>;
  exchangeCode(input: ExchangeCodeInput): Promise<VerifiedIdentity>;
  verifyIdToken(idToken: string, options?: VerifyIdTokenOptions): Promise<VerifiedIdentity>;
}

export type OAuthProviders = Record<ProviderName, OAuthProvider>;
