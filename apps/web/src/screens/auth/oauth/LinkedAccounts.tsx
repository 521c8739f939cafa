/**
 * Account 'Linked accounts': which sign-in providers the account uses, Connect PayPal and Disconnect
 * Facebook (POST /auth/facebook/deauth, after a confirmation). Only providers the server is configured for
 * are listed, and any the account is linked to; with neither the section is left out. PayPal's connect
 * call needs a code from a PayPal sign-in the API cannot start yet, so the button says so in the snackbar.
 */
import type { UserData } from '@cardroom/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../../store/hooks.js';
import { messageShown } from '../../../store/ui-slice.js';
import { useConfiguredProviders } from './configured.js';
import { disconnectFacebook } from './oauth-thunks.js';
import { OAUTH_PROVIDERS, type OAuthProvider, PROVIDER_NAMES, ProviderIcon } from './providers.js';
import './oauth.css';

export function LinkedAccounts({ user }: { user: UserData }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const configured = useConfiguredProviders();

  const disconnect = async () => {
    setBusy(true);
    const done = await dispatch(disconnectFacebook());
    setBusy(false);
    if (done) setConfirming(false);
  };

  const action = (provider: OAuthProvider, linked: boolean) => {
    if (provider === 'paypal' && !linked) {
      return (
        <button
          type="button"
          className="btn btn-small"
          onClick={() => dispatch(messageShown(t('oauth.linked.paypalNotAvailable')))}
          data-testid="connect-paypal"
        >
          {t('oauth.linked.connectPaypal')}
        </button>
      );
    }
    if (provider === 'facebook' && linked && !confirming) {
      return (
        <button
          type="button"
          className="btn btn-small btn-ghost"
          onClick={() => setConfirming(true)}
          data-testid="disconnect-facebook"
        >
          {t('oauth.linked.disconnectFacebook')}
        </button>
      );
    }
    return null;
  };

  const listed = OAUTH_PROVIDERS.filter(
    (provider) => configured?.includes(provider) || user.linkedProviders.includes(provider),
  );
  if (listed.length === 0) return null;

  return (
    <section className="card" data-testid="linked-accounts">
      <h2>{t('oauth.linked.title')}</h2>
      <p className="muted small">{t('oauth.linked.text')}</p>
      <ul className="linked-list">
        {listed.map((provider) => {
          const linked = user.linkedProviders.includes(provider);
          return (
            <li key={provider} className="linked-row" data-testid={`linked-${provider}`}>
              <ProviderIcon provider={provider} size={24} />
              <span className="linked-name">
                <strong>{PROVIDER_NAMES[provider]}</strong>
                <span className={`linked-status${linked ? ' linked-status-on' : ''}`}>
                  {linked ? t('oauth.linked.connected') : t('oauth.linked.notConnected')}
                </span>
              </span>
              {action(provider, linked)}
              {provider === 'facebook' && linked && confirming ? (
                <div className="linked-confirm notice">
                  <p>{t('oauth.linked.confirmFacebook')}</p>
                  <div className="button-row">
                    <button
                      type="button"
                      className="btn btn-small btn-ghost"
                      onClick={() => setConfirming(false)}
                    >
                      {t('common.cancel')}
                    </button>
                    <button
                      type="button"
                      className="btn btn-small btn-danger"
                      onClick={() => void disconnect()}
                      disabled={busy}
                      data-testid="confirm-disconnect-facebook"
                    >
                      {t('oauth.linked.disconnectFacebook')}
                    </button>
                  </div>
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
