/** Forgot password: mails a reset link that opens /auth/reset-password on the web. */
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '../../api/request.js';
import { Field } from '../../components/Field.js';
import { useAppDispatch } from '../../store/hooks.js';
import { AuthCard } from './AuthCard.js';
import type { EmailStepProps } from './CodeLogin.js';
import { emailError } from './validation.js';

export function ForgotPassword({ email, onEmail, onBack }: EmailStepProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [error, setError] = useState<string | undefined>();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = emailError(t, email);
    setError(problem);
    if (problem || busy) return;
    setBusy(true);
    const reply = await dispatch(
      request('authForgotPassword', { body: { email: email.trim(), platform: 'web' } }),
    );
    setBusy(false);
    if (reply) setSentTo(email.trim());
  };

  return (
    <AuthCard title={t('auth.forgot.title')} subtitle={sentTo ? undefined : t('auth.forgot.intro')}>
      {sentTo ? (
        <p className="notice" data-testid="forgot-sent">
          {t('auth.forgot.sent', { email: sentTo })}
        </p>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Field
            label={t('auth.email')}
            type="email"
            autoComplete="email"
            value={email}
            onChange={onEmail}
            error={error}
            name="email"
          />
          <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
            {t('auth.forgot.submit')}
          </button>
        </form>
      )}
      <div className="auth-links">
        <button type="button" className="link-button" onClick={onBack}>
          {t('auth.forgot.back')}
        </button>
      </div>
    </AuthCard>
  );
}
