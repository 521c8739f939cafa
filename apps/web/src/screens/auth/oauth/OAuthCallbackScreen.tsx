/**
 * /auth/google/callback and /auth/apple/callback: where the provider sends the browser back. The reply
 * (code and state, in the query or the fragment) is checked and exchanged once; a new player then goes
 * to onboarding, a returning one home. Failures are explained here with a way back to the login.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useAppDispatch } from '../../../store/hooks.js';
import { AuthCard } from '../AuthCard.js';
import { type CallbackProvider, finishOAuthSignIn } from './oauth-thunks.js';
import { PROVIDER_NAMES } from './providers.js';
import './oauth.css';

/** The reply parameters: the query, plus the fragment some providers use instead. */
function replyParams(): URLSearchParams {
  const params = new URLSearchParams(window.location.search);
  const fragment = new URLSearchParams(window.location.hash.replace(/^#/, ''));
  for (const [key, value] of fragment) if (!params.has(key)) params.set(key, value);
  return params;
}

export function OAuthCallbackScreen({ provider }: { provider: CallbackProvider }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  // A code is good for one exchange: a second run of the effect (Strict Mode) must not send it again.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const params = replyParams();
    // The code must not stay in the address bar or the history.
    window.history.replaceState(window.history.state, '', window.location.pathname);
    void dispatch(finishOAuthSignIn(provider, params)).then((result) => {
      if (result.ok) void navigate(result.user.onboardingCompleted ? '/' : '/onboarding', { replace: true });
      else setError(result.error);
    });
  }, [dispatch, navigate, provider]);

  const name = PROVIDER_NAMES[provider];
  if (error) {
    return (
      <AuthCard title={t('oauth.failedTitle')}>
        <p className="notice notice-error" data-testid="oauth-callback-error">
          {error}
        </p>
        <Link className="btn btn-primary btn-block" to="/auth/login">
          {t('oauth.backToLogin')}
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('oauth.callbackTitle')}>
      <p className="oauth-working" data-testid="oauth-callback-working">
        <span className="spinner" aria-hidden="true" />
        {t('oauth.working', { provider: name })}
      </p>
    </AuthCard>
  );
}

export function GoogleCallbackScreen() {
  return <OAuthCallbackScreen provider="google" />;
}

export function AppleCallbackScreen() {
  return <OAuthCallbackScreen provider="apple" />;
}
