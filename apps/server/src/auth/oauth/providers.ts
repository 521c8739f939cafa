import { createOidcProvider, type ProviderProfile } from './oidc-provider.js';
import type { OAuthProviders, ProviderName, ProviderSettings } from './types.js';

export type { OAuthFailureReason } from './errors.js';
export { OAuthFlowError, ProviderNotConfiguredError } from './errors.js';
export type { FacebookSignedRequest } from './facebook.js';
export { parseSignedRequest } from './facebook.js';
export type { PkcePair } from './secrets.js';
export { createPkcePair, randomNonce, randomState } from './secrets.js';
export type {
  AuthorizationUrlInput,
  ExchangeCodeInput,
  OAuthProvider,
  OAuthProviders,
  ProviderName,
  ProviderSettings,
  VerifiedIdentity,
  VerifyIdTokenOptions,
} from './types.js';

export const PROVIDER_NAMES: readonly ProviderName[] = ['google', 'apple', 'facebook', 'paypal'];

/**
 * Scopes differ because the providers' vocabularies do: Apple has "name" instead of "profile" and, when
 * any scope is requested, answers only with response_mode=form_post (a POST to the redirect URI);
 * Facebook calls the profile scope "public_profile".
 */
export const PROVIDER_PROFILES: Readonly<Record<ProviderName, ProviderProfile>> = {
  google: { label: 'Google', scope: 'openid email profile' },
  apple: { label: 'Apple', scope: 'openid email name', authorizationParams: { response_mode: 'form_post' } },
  facebook: { label: 'Facebook', scope: 'openid email public_profile' },
  paypal: { label: 'PayPal', scope: 'openid email profile' },
};

/**
 * One OpenID Connect client per provider. Nothing touches the network here: discovery runs on first use
 * and is cached (a failed discovery is retried on the next call). An issuer that is not https (except
 * http on localhost/127.0.0.1) throws a TypeError at once, so bad configuration stops the server at boot.
 */
export function createOAuthProviders(settings: Record<ProviderName, ProviderSettings>): OAuthProviders {
  return {
    google: createOidcProvider('google', settings.google, PROVIDER_PROFILES.google),
    apple: createOidcProvider('apple', settings.apple, PROVIDER_PROFILES.apple),
    facebook: createOidcProvider('facebook', settings.facebook, PROVIDER_PROFILES.facebook),
    paypal: createOidcProvider('paypal', settings.paypal, PROVIDER_PROFILES.paypal),
  };
}
