/** Temporary login code (spec §2): request a 6-digit code by email, then sign in with it. */
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { request } from '../../api/request.js';
import { Field } from '../../components/Field.js';
import { useAppDispatch } from '../../store/hooks.js';
import { startSession } from '../../store/session-thunks.js';
import { AuthCard } from './AuthCard.js';
import { EmailRequestForm } from './EmailRequestForm.js';
import { codeError, emailError } from './validation.js';

export interface EmailStepProps {
  email: string;
  onEmail(value: string): void;
  onBack(): void;
}

export function CodeLogin({ email, onEmail, onBack }: EmailStepProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const send = async (event?: FormEvent) => {
    event?.preventDefault();
    const problem = emailError(t, email);
    setError(problem);
    if (problem || busy) return;
    setBusy(true);
    const reply = await dispatch(request('authLoginToken', { body: { email: email.trim() } }));
    setBusy(false);
    if (reply) {
      setSentTo(email.trim());
      setCode('');
    }
  };

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    const problem = codeError(t, code);
    setError(problem);
    if (problem || busy || !sentTo) return;
    setBusy(true);
    const reply = await dispatch(request('authLoginToken', { body: { email: sentTo, token: code.trim() } }));
    setBusy(false);
    if (reply && 'accessToken' in reply) {
      dispatch(startSession(reply));
      void navigate('/');
    }
  };

  return (
    <AuthCard title={t('auth.code.title')} subtitle={sentTo ? undefined : t('auth.code.intro')}>
      {sentTo ? (
        <form onSubmit={(event) => void verify(event)} noValidate data-testid="code-form">
          <p className="notice">{t('auth.code.sent', { email: sentTo })}</p>
          <Field
            label={t('auth.code.label')}
            value={code}
            onChange={(value) => setCode(value.replace(/\D/g, '').slice(0, 6))}
            error={error}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            name="code"
          />
          <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
            {t('auth.code.submit')}
          </button>
          <button type="button" className="link-button" disabled={busy} onClick={() => void send()}>
            {t('auth.code.resend')}
          </button>
        </form>
      ) : (
        <EmailRequestForm
          email={email}
          onEmail={onEmail}
          error={error}
          busy={busy}
          submitLabel={t('auth.code.send')}
          onSubmit={(event) => void send(event)}
          testId="code-request-form"
        />
      )}
      <div className="auth-links">
        <button type="button" className="link-button" onClick={onBack}>
          {t('auth.login.withPassword')}
        </button>
      </div>
    </AuthCard>
  );
}
