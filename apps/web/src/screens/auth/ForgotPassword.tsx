/** Forgot password: mails a reset link that opens /auth/reset-password on the web. */
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '../../api/request.js';
import { useAppDispatch } from '../../store/hooks.js';
import { AuthCard } from './AuthCard.js';
import type { EmailStepProps } from './CodeLogin.js';
import { EmailRequestForm } from './EmailRequestForm.js';
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
        <EmailRequestForm
          email={email}
          onEmail={onEmail}
          error={error}
          busy={busy}
          submitLabel={t('auth.forgot.submit')}
          onSubmit={(event) => void submit(event)}
        />
      )}
      <div className="auth-links">
        <button type="button" className="link-button" onClick={onBack}>
          {t('auth.forgot.back')}
        </button>
      </div>
    </AuthCard>
  );
}
