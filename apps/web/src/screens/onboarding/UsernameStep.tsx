/**
 * Onboarding step 1: keep the username or type another (spec §5: at least 3 characters, no prohibited
 * characters), or Generate a friendly one. A changed name is saved on Continue; the server's refusal
 * (USERNAME_TAKEN) shows under the field.
 */
import { USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH, type UserData } from '@cardroom/protocol';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../store/hooks.js';
import { usernameError } from '../auth/validation.js';
import { friendlyUsername } from './friendly-name.js';
import { saveUsername } from './onboarding-thunks.js';
import { StepFooter } from './StepFooter.js';

export function UsernameStep({
  user,
  onDone,
  onSkip,
  skipping,
}: {
  user: UserData;
  onDone(): void;
  onSkip(): void;
  skipping: boolean;
}) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const id = useId();
  const [name, setName] = useState(user.username);
  const [error, setError] = useState<string | undefined>();
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);

  const change = (value: string) => {
    setName(value);
    if (tried) setError(usernameError(t, value));
  };

  const generate = () => {
    setName(friendlyUsername(user.username));
    setError(undefined);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    const wanted = name.trim();
    const problem = usernameError(t, wanted);
    setError(problem);
    if (problem || saving) return;
    if (wanted === user.username) {
      onDone();
      return;
    }
    setSaving(true);
    const result = await dispatch(saveUsername(wanted));
    setSaving(false);
    if (result.ok) onDone();
    else if (result.fieldError) setError(result.fieldError);
  };

  const messageId = `${id}-message`;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="onboarding-username">
      <h2>{t('onboarding.username.title')}</h2>
      <p className="muted">{t('onboarding.username.text')}</p>
      <div className={`field${error ? ' field-invalid' : ''}`}>
        <label htmlFor={id}>{t('onboarding.username.label')}</label>
        <div className="username-row">
          <input
            id={id}
            name="username"
            value={name}
            onChange={(event) => change(event.target.value)}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={USERNAME_MAX_LENGTH + 10}
            aria-invalid={error ? true : undefined}
            aria-describedby={messageId}
          />
          <button
            type="button"
            className="btn"
            onClick={generate}
            aria-label={t('onboarding.username.generateLabel')}
            data-testid="username-generate"
          >
            <DiceIcon />
            {t('onboarding.username.generate')}
          </button>
        </div>
        <p id={messageId} className={error ? 'field-error' : 'field-hint'} role={error ? 'alert' : undefined}>
          {error ?? t('onboarding.username.rules', { min: USERNAME_MIN_LENGTH, max: USERNAME_MAX_LENGTH })}
        </p>
      </div>
      <StepFooter onSkip={onSkip} skipping={skipping}>
        <button type="submit" className="btn btn-primary" disabled={saving} data-testid="onboarding-next">
          {saving ? t('onboarding.saving') : t('onboarding.next')}
        </button>
      </StepFooter>
    </form>
  );
}

function DiceIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <rect x="3" y="3" width="18" height="18" rx="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="8.5" cy="8.5" r="1.6" fill="currentColor" />
      <circle cx="15.5" cy="8.5" r="1.6" fill="currentColor" />
      <circle cx="12" cy="12" r="1.6" fill="currentColor" />
      <circle cx="8.5" cy="15.5" r="1.6" fill="currentColor" />
      <circle cx="15.5" cy="15.5" r="1.6" fill="currentColor" />
    </svg>
  );
}
