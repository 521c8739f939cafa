/** /auth/login: email and password, a temporary login code by email, or a password-reset link. */
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { request } from '../../api/request.js';
import { Field } from '../../components/Field.js';
import { useAppDispatch } from '../../store/hooks.js';
import { startSession } from '../../store/session-thunks.js';
import { AuthCard } from './AuthCard.js';
import { CodeLogin } from './CodeLogin.js';
import { ForgotPassword } from './ForgotPassword.js';
import { OAuthButtons } from './oauth/OAuthButtons.js';
import { collect, type Errors, emailError, hasErrors, requiredPasswordError } from './validation.js';

type Mode = 'password' | 'code' | 'forgot';

export function LoginScreen() {
  const { t } = useTranslation();
  const [mode, setMode] = useState<Mode>('password');
  const [email, setEmail] = useState('');
  if (mode === 'code')
    return <CodeLogin email={email} onEmail={setEmail} onBack={() => setMode('password')} />;
  if (mode === 'forgot')
    return <ForgotPassword email={email} onEmail={setEmail} onBack={() => setMode('password')} />;
  return (
    <AuthCard title={t('auth.login.title')} subtitle={t('auth.login.subtitle')}>
      <PasswordLogin email={email} onEmail={setEmail} />
      <div className="auth-links">
        <button
          type="button"
          className="link-button"
          onClick={() => setMode('code')}
          data-testid="login-code-link"
        >
          {t('auth.login.codeLink')}
        </button>
        <button
          type="button"
          className="link-button"
          onClick={() => setMode('forgot')}
          data-testid="login-forgot-link"
        >
          {t('auth.login.forgotLink')}
        </button>
      </div>
      <OAuthButtons />
      <p className="auth-switch">
        {t('auth.login.noAccount')} <Link to="/auth/register">{t('auth.login.registerLink')}</Link>
      </p>
    </AuthCard>
  );
}

function PasswordLogin({ email, onEmail }: { email: string; onEmail(value: string): void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors<'email' | 'password'>>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = collect({ email: emailError(t, email), password: requiredPasswordError(t, password) });
    setErrors(found);
    if (hasErrors(found) || busy) return;
    setBusy(true);
    const reply = await dispatch(request('authLogin', { body: { email: email.trim(), password } }));
    setBusy(false);
    if (!reply) return;
    dispatch(startSession(reply));
    void navigate('/');
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="login-form">
      <Field
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        value={email}
        onChange={onEmail}
        error={errors.email}
        name="email"
      />
      <Field
        label={t('auth.password')}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
        error={errors.password}
        name="password"
      />
      <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
        {t('auth.login.submit')}
      </button>
    </form>
  );
}
