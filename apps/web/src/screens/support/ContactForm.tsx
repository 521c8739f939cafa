/** The Support contact form (POST /user/contact, public); the reply message confirms it was sent. */
import { FEEDBACK_INPUT_CAP } from '@cardroom/protocol';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '../../api/request.js';
import { Field } from '../../components/Field.js';
import { selectUser, useAppDispatch, useAppSelector } from '../../store/hooks.js';
import { messageShown } from '../../store/ui-slice.js';
import { emailError } from '../auth/validation.js';
import { localizeReply } from './replies.js';

export function ContactForm() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const messageId = useId();
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
      message: message.trim() ? undefined : t('feedback.errors.empty'),
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
    dispatch(messageShown(localizeReply(t, reply.message)));
    setSubject('');
    setMessage('');
  };

  return (
    <form
      className="form-grid"
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid="contact-form"
    >
      <Field
        label={t('supportHub.contact.name')}
        autoComplete="name"
        value={name}
        onChange={setName}
        name="name"
        maxLength={100}
      />
      <Field
        label={t('supportHub.contact.email')}
        type="email"
        autoComplete="email"
        value={email}
        onChange={setEmail}
        error={errors.email}
        name="email"
      />
      <div className="span-2">
        <Field
          label={t('supportHub.contact.subject')}
          value={subject}
          onChange={setSubject}
          name="subject"
          maxLength={200}
        />
      </div>
      <div className={`field span-2${errors.message ? ' field-invalid' : ''}`}>
        <label htmlFor={messageId}>{t('supportHub.contact.message')}</label>
        <textarea
          id={messageId}
          name="message"
          rows={5}
          value={message}
          maxLength={FEEDBACK_INPUT_CAP}
          onChange={(event) => setMessage(event.target.value)}
          aria-invalid={errors.message ? true : undefined}
        />
        {errors.message ? (
          <p className="field-error" role="alert">
            {errors.message}
          </p>
        ) : null}
      </div>
      <button type="submit" className="btn btn-primary span-2" disabled={busy}>
        {t('supportHub.contact.send')}
      </button>
    </form>
  );
}
