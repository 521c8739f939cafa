/** /support: the contact form (POST /user/contact, public); the reply message confirms it was sent. */
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '../api/request.js';
import { Field } from '../components/Field.js';
import { useAppDispatch, useAppSelector } from '../store/hooks.js';
import { messageShown } from '../store/ui-slice.js';
import { emailError } from './auth/validation.js';

export function SupportScreen() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const user = useAppSelector((state) => state.session.user);
  const [name, setName] = useState(user?.username ?? '');
  const [email, setEmail] = useState(user?.email ?? '');
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<{ email?: string; message?: string }>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      email: emailError(t, email),
      message: message.trim() ? undefined : t('validation.required'),
    };
    setErrors(found);
    if (found.email || found.message || busy) return;
    setBusy(true);
    const contactInfo = {
      email: email.trim(),
      message: message.trim(),
      ...(name.trim() ? { name: name.trim() } : {}),
      ...(subject.trim() ? { subject: subject.trim() } : {}),
    };
    const reply = await dispatch(request('userContact', { body: { contactInfo } }));
    setBusy(false);
    if (!reply) return;
    dispatch(messageShown(reply.message));
    setSubject('');
    setMessage('');
  };

  return (
    <section className="screen">
      <h1>{t('support.title')}</h1>
      <p className="muted">{t('support.intro')}</p>
      <form className="card" onSubmit={(event) => void submit(event)} noValidate>
        <Field
          label={t('support.name')}
          autoComplete="name"
          value={name}
          onChange={setName}
          name="name"
          maxLength={100}
        />
        <Field
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          value={email}
          onChange={setEmail}
          error={errors.email}
          name="email"
        />
        <Field
          label={t('support.subject')}
          value={subject}
          onChange={setSubject}
          name="subject"
          maxLength={200}
        />
        <div className={`field${errors.message ? ' field-invalid' : ''}`}>
          <label htmlFor="support-message">{t('support.message')}</label>
          <textarea
            id="support-message"
            rows={6}
            value={message}
            maxLength={5000}
            onChange={(event) => setMessage(event.target.value)}
            aria-invalid={errors.message ? true : undefined}
          />
          {errors.message ? (
            <p className="field-error" role="alert">
              {errors.message}
            </p>
          ) : null}
        </div>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {t('support.send')}
        </button>
      </form>
    </section>
  );
}
