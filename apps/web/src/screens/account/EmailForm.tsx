/** Change the email through POST /user/update/email; the new address stays unverified until its link is followed. */
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '../../api/request.js';
import { Field } from '../../components/Field.js';
import { useAppDispatch } from '../../store/hooks.js';
import { userUpdated } from '../../store/session-slice.js';
import { messageShown } from '../../store/ui-slice.js';
import { emailError } from '../auth/validation.js';

export function EmailForm() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = emailError(t, email);
    setError(problem);
    if (problem || busy) return;
    setBusy(true);
    const reply = await dispatch(request('userUpdateEmail', { body: { newEmail: email.trim() } }));
    setBusy(false);
    if (!reply) return;
    dispatch(userUpdated(reply.userData));
    dispatch(messageShown(reply.message));
    setEmail('');
  };

  return (
    <form className="card" onSubmit={(event) => void submit(event)} noValidate data-testid="email-form">
      <h2>{t('account.emailSection')}</h2>
      <Field
        label={t('account.newEmail')}
        type="email"
        autoComplete="email"
        value={email}
        onChange={setEmail}
        error={error}
        name="newEmail"
      />
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {t('account.emailSubmit')}
      </button>
    </form>
  );
}
