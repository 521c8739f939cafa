/** /auth/verify-email?token: confirms the address as soon as the mailed link opens. */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { request } from '../../api/request.js';
import { useAppDispatch, useAppSelector } from '../../store/hooks.js';
import { statusSet } from '../../store/ui-slice.js';
import { AuthCard } from './AuthCard.js';

type State = 'verifying' | 'done' | 'failed' | 'missing';

export function VerifyEmailScreen() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const token = params.get('token');
  const user = useAppSelector((state) => state.session.user);
  const [state, setState] = useState<State>(token ? 'verifying' : 'missing');
  const started = useRef<string | null>(null);

  useEffect(() => {
    if (!token || started.current === token) return;
    // A token is spent once, even when React runs effects twice in development.
    started.current = token;
    void dispatch(request('authVerifyEmail', { body: { token } })).then((reply) => {
      setState(reply ? 'done' : 'failed');
      if (reply) dispatch(statusSet('email-verified'));
    });
  }, [token, dispatch]);

  const text = {
    verifying: t('auth.verify.verifying'),
    done: t('auth.verify.done'),
    failed: t('auth.verify.failed'),
    missing: t('auth.verify.missing'),
  }[state];
  return (
    <AuthCard title={t('auth.verify.title')}>
      <p
        className={`notice${state === 'failed' || state === 'missing' ? ' notice-error' : ''}`}
        data-testid="verify-status"
        data-state={state}
      >
        {state === 'verifying' ? <span className="spinner" /> : null} {text}
      </p>
      {state !== 'verifying' ? (
        <Link className="btn btn-primary btn-block" to={user ? '/' : '/auth/login'}>
          {user ? t('auth.verify.toHome') : t('auth.verify.toLogin')}
        </Link>
      ) : null}
    </AuthCard>
  );
}
