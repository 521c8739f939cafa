/** Change the username through POST /user/update { update: { username } }. */
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '../../api/request.js';
import { Field } from '../../components/Field.js';
import { useAppDispatch } from '../../store/hooks.js';
import { sessionStarted } from '../../store/session-slice.js';
import { usernameError } from '../auth/validation.js';

export function UsernameForm({ current }: { current: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [username, setUsername] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = usernameError(t, username);
    setError(problem);
    if (problem || busy || username.trim() === current) return;
    setBusy(true);
    const reply = await dispatch(request('userUpdate', { body: { update: { username: username.trim() } } }));
    setBusy(false);
    if (!reply) return;
    dispatch(sessionStarted(reply));
    setUsername('');
  };

  return (
    <form className="card" onSubmit={(event) => void submit(event)} noValidate>
      <h2>{t('account.usernameSection')}</h2>
      <Field
        label={t('account.newUsername')}
        autoComplete="username"
        value={username}
        onChange={setUsername}
        error={error}
        placeholder={current}
        name="username"
      />
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {t('account.usernameSubmit')}
      </button>
    </form>
  );
}
