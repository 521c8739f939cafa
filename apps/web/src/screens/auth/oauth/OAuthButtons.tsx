/**
 * 'Continue with' Google, Facebook, Apple and PayPal on the login and register screens. Google starts
 * the server's OAuth flow (an invite's referral_code travels along); the others have no web start call in
 * the API yet, so they say so in the snackbar rather than doing nothing.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAppDispatch } from '../../../store/hooks.js';
import { explainUnavailable, startGoogleSignIn } from './oauth-thunks.js';
import { OAUTH_PROVIDERS, type OAuthProvider, PROVIDER_NAMES, ProviderIcon } from './providers.js';
import './oauth.css';

export function OAuthButtons() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const referralCode = params.get('referral_code')?.trim() || undefined;
  const [leaving, setLeaving] = useState<OAuthProvider | null>(null);

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
    if (provider !== 'google') {
      dispatch(explainUnavailable(provider));
      return;
    }
    setLeaving(provider);
    const left = await dispatch(startGoogleSignIn(referralCode));
    if (!left) setLeaving(null);
  };

  return (
    <fieldset className="oauth" data-testid="oauth-buttons">
      <legend className="oauth-divider">
        <span>{t('oauth.divider')}</span>
      </legend>
      <div className="oauth-grid">
        {OAUTH_PROVIDERS.map((provider) => (
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
