/**
 * 'Continue with' on the login and register screens, for the providers the server is configured for and
 * this site can start: Google (the server's OAuth flow; an invite's referral_code travels along). Facebook,
 * Apple and PayPal have no web start call in the API yet. With none to offer there is no divider either.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAppDispatch } from '../../../store/hooks.js';
import { useConfiguredProviders } from './configured.js';
import { startGoogleSignIn } from './oauth-thunks.js';
import { OAUTH_PROVIDERS, type OAuthProvider, PROVIDER_NAMES, ProviderIcon } from './providers.js';

/** The providers whose sign-in this site can start. */
const WEB_SIGN_IN: readonly OAuthProvider[] = ['google'];

import './oauth.css';

export function OAuthButtons() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const referralCode = params.get('referral_code')?.trim() || undefined;
  const [leaving, setLeaving] = useState<OAuthProvider | null>(null);
  const configured = useConfiguredProviders();

  // Coming back with the Back button restores this page from the cache: the buttons must work again.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) setLeaving(null);
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  const choose = async (provider: OAuthProvider) => {
    if (leaving) return;
    setLeaving(provider);
    const left = await dispatch(startGoogleSignIn(referralCode));
    if (!left) setLeaving(null);
  };

  const offered = OAUTH_PROVIDERS.filter(
    (provider) => WEB_SIGN_IN.includes(provider) && configured?.includes(provider),
  );
  if (offered.length === 0) return null;

  return (
    <fieldset className="oauth" data-testid="oauth-buttons">
      <legend className="oauth-divider">
        <span>{t('oauth.divider')}</span>
      </legend>
      <div className="oauth-grid">
        {offered.map((provider) => (
          <button
            key={provider}
            type="button"
            className={`btn oauth-button oauth-${provider}`}
            onClick={() => void choose(provider)}
            disabled={leaving !== null}
            aria-label={t('oauth.continueWith', { provider: PROVIDER_NAMES[provider] })}
            data-testid={`oauth-${provider}`}
          >
            <ProviderIcon provider={provider} />
            <span>
              {leaving === provider
                ? t('oauth.redirecting', { provider: PROVIDER_NAMES[provider] })
                : PROVIDER_NAMES[provider]}
            </span>
          </button>
        ))}
      </div>
    </fieldset>
  );
}
