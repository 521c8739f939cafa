/**
 * /auth/undo-email-change?token: the link mailed to the old address when someone asks to change the
 * account's email. The server restores that address, cancels any pending change, clears the password and
 * signs out every session, so this browser is signed out too and the owner picks a new password.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { request } from '../../api/request.js';
import { useAppDispatch } from '../../store/hooks.js';
import { appReset } from '../../store/index.js';
import { AuthCard } from './AuthCard.js';

type State = 'working' | 'done' | 'failed' | 'missing';

export function UndoEmailChangeScreen() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const token = params.get('token');
  const [state, setState] = useState<State>(token ? 'working' : 'missing');
  const started = useRef<string | null>(null);

  useEffect(() => {
    if (!token || started.current === token) return;
    // A token is spent once, even when React runs effects twice in development.
    started.current = token;
    // The undo link shares POST /auth/verify-email with the other mailed links; the token says which it is.
    void dispatch(request('authVerifyEmail', { body: { token } })).then((reply) => {
      setState(reply ? 'done' : 'failed');
      // Every session of the account was revoked, this browser's included.
      if (reply) dispatch(appReset());
    });
  }, [token, dispatch]);

  const text = {
    working: t('auth.undoEmail.working'),
    done: t('auth.undoEmail.done'),
    failed: t('auth.undoEmail.failed'),
    missing: t('auth.undoEmail.missing'),
  }[state];
  return (
    <AuthCard title={t('auth.undoEmail.title')}>
      <p
        className={`notice${state === 'failed' || state === 'missing' ? ' notice-error' : ''}`}
        data-testid="undo-email-status"
        data-state={state}
      >
        {state === 'working' ? <span className="spinner" /> : null} {text}
      </p>
      {state !== 'working' ? (
        <Link className="btn btn-primary btn-block" to="/auth/login">
          {t('auth.verify.toLogin')}
        </Link>
      ) : null}
    </AuthCard>
  );
}
