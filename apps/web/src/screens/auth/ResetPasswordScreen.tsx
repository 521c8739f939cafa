/** /auth/reset-password?token&email: the emailed link's form for a new password. */
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { request } from '../../api/request.js';
import { Field } from '../../components/Field.js';
import { useAppDispatch } from '../../store/hooks.js';
import { statusSet } from '../../store/ui-slice.js';
import { AuthCard } from './AuthCard.js';
import { collect, confirmError, type Errors, hasErrors, passwordError } from './validation.js';

export function ResetPasswordScreen() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const token = params.get('token');
  const email = params.get('email');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors<'password' | 'confirm'>>({});
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  if (!token || !email) {
    return (
      <AuthCard title={t('auth.reset.title')}>
        <p className="notice notice-error">{t('auth.reset.invalidLink')}</p>
        <Link className="btn btn-primary btn-block" to="/auth/login">
          {t('auth.forgot.back')}
        </Link>
      </AuthCard>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = collect({
      password: passwordError(t, password),
      confirm: confirmError(t, password, confirm),
    });
    setErrors(found);
    if (hasErrors(found) || busy) return;
    setBusy(true);
    const reply = await dispatch(request('authResetPassword', { body: { email, token, password } }));
    setBusy(false);
    if (reply) {
      dispatch(statusSet('password-reset'));
      setDone(true);
    }
  };

  return (
    <AuthCard title={t('auth.reset.title')} subtitle={done ? undefined : email}>
      {done ? (
        <>
          <p className="notice" data-testid="reset-done">
            {t('auth.reset.done')}
          </p>
          <Link className="btn btn-primary btn-block" to="/auth/login">
            {t('auth.verify.toLogin')}
          </Link>
        </>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Field
            label={t('auth.reset.newPassword')}
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={setPassword}
            error={errors.password}
            name="password"
          />
          <Field
            label={t('auth.reset.confirm')}
            type="password"
            autoComplete="new-password"
            value={confirm}
            onChange={setConfirm}
            error={errors.confirm}
            name="confirm"
          />
          <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
            {t('auth.reset.submit')}
          </button>
        </form>
      )}
    </AuthCard>
  );
}
