/** The one-field email form that starts a mailed flow (login code, password reset). */
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/Field.js';

interface EmailRequestFormProps {
  email: string;
  onEmail(value: string): void;
  error: string | undefined;
  busy: boolean;
  submitLabel: string;
  onSubmit(event: FormEvent): void;
  testId?: string;
}

export function EmailRequestForm({
  email,
  onEmail,
  error,
  busy,
  submitLabel,
  onSubmit,
  testId,
}: EmailRequestFormProps) {
  const { t } = useTranslation();
  return (
    <form onSubmit={onSubmit} noValidate data-testid={testId}>
      <Field
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        value={email}
        onChange={onEmail}
        error={error}
        name="email"
      />
      <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
        {submitLabel}
      </button>
    </form>
  );
}
