/**
 * Change the password with the current one (POST /auth/reset-password { oldPassword, newPassword }). The
 * server revokes the other sessions and returns a fresh token for this one, which replaces the old.
 */
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '../../api/request.js';
import { Field } from '../../components/Field.js';
import { useAppDispatch } from '../../store/hooks.js';
import { tokenRefreshed } from '../../store/session-slice.js';
import { messageShown } from '../../store/ui-slice.js';
import {
  collect,
  confirmError,
  type Errors,
  hasErrors,
  passwordError,
  requiredPasswordError,
} from '../auth/validation.js';

type FieldName = 'current' | 'next' | 'confirm';

export function PasswordForm() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [values, setValues] = useState<Record<FieldName, string>>({ current: '', next: '', confirm: '' });
  const [errors, setErrors] = useState<Errors<FieldName>>({});
  const [busy, setBusy] = useState(false);
  const set = (name: FieldName) => (value: string) => setValues((old) => ({ ...old, [name]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = collect({
      current: requiredPasswordError(t, values.current),
      next: passwordError(t, values.next),
      confirm: confirmError(t, values.next, values.confirm),
    });
    setErrors(found);
    if (hasErrors(found) || busy) return;
    setBusy(true);
    const reply = await dispatch(
      request('authResetPassword', { body: { oldPassword: values.current, newPassword: values.next } }),
    );
    setBusy(false);
    if (!reply) return;
    if (reply.accessToken) dispatch(tokenRefreshed(reply.accessToken));
    dispatch(messageShown(reply.message));
    setValues({ current: '', next: '', confirm: '' });
  };

  return (
    <form className="card" onSubmit={(event) => void submit(event)} noValidate>
      <h2>{t('account.passwordSection')}</h2>
      <Field
        label={t('account.currentPassword')}
        type="password"
        autoComplete="current-password"
        value={values.current}
        onChange={set('current')}
        error={errors.current}
        name="oldPassword"
      />
      <Field
        label={t('account.newPassword')}
        type="password"
        autoComplete="new-password"
        value={values.next}
        onChange={set('next')}
        error={errors.next}
        name="newPassword"
      />
      <Field
        label={t('account.confirmPassword')}
        type="password"
        autoComplete="new-password"
        value={values.confirm}
        onChange={set('confirm')}
        error={errors.confirm}
        name="confirmPassword"
      />
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {t('account.passwordSubmit')}
      </button>
    </form>
  );
}
