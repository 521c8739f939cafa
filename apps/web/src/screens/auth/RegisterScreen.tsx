/**
 * /auth/register and /onboarding: username, email, password and confirmation with spec §5's texts
 * under each field; an invite link's referral_code credits the inviter. The server mails a verification
 * link; the user then logs in.
 */
import { isPasswordComplex, REFERRAL_REWARD_COINS } from '@cardroom/protocol';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { request } from '../../api/request.js';
import { Field } from '../../components/Field.js';
import { useAppDispatch, useAppSelector } from '../../store/hooks.js';
import { AuthCard } from './AuthCard.js';
import { OAuthButtons } from './oauth/OAuthButtons.js';
import {
  collect,
  confirmError,
  type Errors,
  emailError,
  hasErrors,
  passwordError,
  usernameError,
} from './validation.js';

type FieldName = 'username' | 'email' | 'password' | 'confirm';

export function RegisterScreen() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const locale = useAppSelector((state) => state.settings.locale);
  const [params] = useSearchParams();
  const referralCode = params.get('referral_code')?.trim() || undefined;
  const [values, setValues] = useState<Record<FieldName, string>>({
    username: '',
    email: '',
    password: '',
    confirm: '',
  });
  const [errors, setErrors] = useState<Errors<FieldName>>({});
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [doneEmail, setDoneEmail] = useState<string | null>(null);

  const validate = (next: Record<FieldName, string>) =>
    collect({
      username: usernameError(t, next.username),
      email: emailError(t, next.email),
      password: passwordError(t, next.password),
      confirm: confirmError(t, next.password, next.confirm),
    });

  const set = (name: FieldName) => (value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    // After the first attempt the texts follow the typing, so a fixed field clears at once.
    if (submitted) setErrors(validate(next));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validate(values);
    setErrors(found);
    if (hasErrors(found) || busy) return;
    setBusy(true);
    const reply = await dispatch(
      request('authRegister', {
        body: {
          username: values.username.trim(),
          email: values.email.trim(),
          password: values.password,
          platform: 'web',
          locale,
          ...(referralCode ? { referral_code: referralCode } : {}),
        },
      }),
    );
    setBusy(false);
    if (reply) setDoneEmail(values.email.trim());
  };

  if (doneEmail) {
    return (
      <AuthCard title={t('auth.register.doneTitle')}>
        <p className="notice" data-testid="register-done">
          {t('auth.register.doneText', { email: doneEmail })}
        </p>
        <Link className="btn btn-primary btn-block" to="/auth/login">
          {t('auth.register.loginLink')}
        </Link>
      </AuthCard>
    );
  }

  const hint =
    values.password && !errors.password && !isPasswordComplex(values.password)
      ? t('validation.passwordComplexity')
      : null;
  return (
    <AuthCard title={t('auth.register.title')} subtitle={t('auth.register.subtitle')}>
      {referralCode ? (
        <p className="notice">
          {t('auth.register.referral', { code: referralCode, coins: REFERRAL_REWARD_COINS })}
        </p>
      ) : null}
      <form onSubmit={(event) => void submit(event)} noValidate data-testid="register-form">
        <Field
          label={t('auth.register.username')}
          autoComplete="username"
          value={values.username}
          onChange={set('username')}
          error={errors.username}
          name="username"
        />
        <Field
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={set('email')}
          error={errors.email}
          name="email"
        />
        <Field
          label={t('auth.password')}
          type="password"
          autoComplete="new-password"
          value={values.password}
          onChange={set('password')}
          error={errors.password}
          hint={hint}
          name="password"
        />
        <Field
          label={t('auth.register.confirm')}
          type="password"
          autoComplete="new-password"
          value={values.confirm}
          onChange={set('confirm')}
          error={errors.confirm}
          name="confirm"
        />
        <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
          {t('auth.register.submit')}
        </button>
      </form>
      <OAuthButtons />
      <p className="auth-switch">
        {t('auth.register.haveAccount')} <Link to="/auth/login">{t('auth.register.loginLink')}</Link>
      </p>
    </AuthCard>
  );
}
