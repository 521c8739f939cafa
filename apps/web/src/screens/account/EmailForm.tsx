/**
 * Change the email through POST /user/update/email. The caller proves it is the owner with the current
 * password; an account without one (Google or Apple sign-in) leaves it empty and gets a code at its
 * current address instead. The new address is used only once its emailed link is followed, so the form
 * ends on a "check your new address" notice rather than changing the shown email.
 */
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '../../api/request.js';
import { Field } from '../../components/Field.js';
import { useAppDispatch } from '../../store/hooks.js';
import { userUpdated } from '../../store/session-slice.js';
import { messageShown } from '../../store/ui-slice.js';
import { codeError, emailError } from '../auth/validation.js';

type Stage = { kind: 'ask' } | { kind: 'code'; email: string } | { kind: 'pending'; email: string };

export function EmailForm() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [stage, setStage] = useState<Stage>({ kind: 'ask' });
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const send = async (body: { newEmail: string; password?: string; code?: string }) => {
    setBusy(true);
    const reply = await dispatch(request('userUpdateEmail', { body }));
    setBusy(false);
    if (!reply) return;
    dispatch(userUpdated(reply.userData));
    setPassword('');
    setCode('');
    if (reply.status === 'codeSent') setStage({ kind: 'code', email: body.newEmail });
    else if (reply.status === 'pendingVerification') {
      setStage({ kind: 'pending', email: reply.pendingEmail ?? body.newEmail });
    } else dispatch(messageShown(reply.message));
  };

  const submitAsk = async (event: FormEvent) => {
    event.preventDefault();
    const problem = emailError(t, email);
    setError(problem);
    if (problem || busy) return;
    await send({ newEmail: email.trim(), ...(password ? { password } : {}) });
  };

  const submitCode = async (event: FormEvent, newEmail: string) => {
    event.preventDefault();
    const problem = codeError(t, code);
    setError(problem);
    if (problem || busy) return;
    await send({ newEmail, code: code.trim() });
  };

  const restart = () => {
    setStage({ kind: 'ask' });
    setEmail('');
    setError(undefined);
  };

  if (stage.kind === 'pending') {
    return (
      <section className="card" data-testid="email-form" data-stage="pending">
        <h2>{t('account.emailSection')}</h2>
        <p className="notice" role="status">
          {t('account.emailPending', { email: stage.email })}
        </p>
        <button type="button" className="btn btn-ghost" onClick={restart}>
          {t('account.emailAnother')}
        </button>
      </section>
    );
  }

  if (stage.kind === 'code') {
    return (
      <form
        className="card"
        onSubmit={(event) => void submitCode(event, stage.email)}
        noValidate
        data-testid="email-form"
        data-stage="code"
      >
        <h2>{t('account.emailSection')}</h2>
        <p className="notice" role="status">
          {t('account.emailCodeSent', { email: stage.email })}
        </p>
        <Field
          label={t('account.emailCode')}
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          onChange={setCode}
          error={error}
          name="code"
        />
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {t('account.emailSubmit')}
        </button>
        <button type="button" className="btn btn-ghost" onClick={restart}>
          {t('account.emailCancel')}
        </button>
      </form>
    );
  }

  return (
    <form
      className="card"
      onSubmit={(event) => void submitAsk(event)}
      noValidate
      data-testid="email-form"
      data-stage="ask"
    >
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
      <Field
        label={t('account.currentPassword')}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
        hint={t('account.emailPasswordHint')}
        name="password"
      />
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {t('account.emailSubmit')}
      </button>
    </form>
  );
}
