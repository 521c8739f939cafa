/**
 * The feedback form (spec §2 Support, §3 payload, §5 rules): a type of issue, idea, other or bug (other
 * unless chosen; bug on the Report bug route), a 10-to-1000-character message (input capped at 5000) and
 * up to 3 screenshots. Needs a signed-in user. Sends platform 'web', the app version and the locale;
 * the thanks appear in the snackbar.
 */
import {
  APP_VERSION,
  FEEDBACK_INPUT_CAP,
  FEEDBACK_MAX_LENGTH,
  FEEDBACK_MIN_LENGTH,
  FEEDBACK_TYPES,
  type FeedbackType,
} from '@cardroom/protocol';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { request } from '../../api/request.js';
import { selectLoggedIn, useAppDispatch, useAppSelector } from '../../store/hooks.js';
import { errorShown, messageShown } from '../../store/ui-slice.js';
import { localizeReply } from './replies.js';
import { feedbackMessageProblem } from './rules.js';
import { type Screenshot, ScreenshotPicker } from './ScreenshotPicker.js';
import './support.css';

export function FeedbackScreen({ bug = false }: { bug?: boolean }) {
  const { t } = useTranslation();
  const loggedIn = useAppSelector(selectLoggedIn);
  return (
    <section className="screen support-screen" data-testid={bug ? 'bug-report-screen' : 'feedback-screen'}>
      <Link className="back-link" to="/support">
        {t('feedback.back')}
      </Link>
      <h1>{bug ? t('feedback.bugTitle') : t('feedback.title')}</h1>
      <p className="muted">{bug ? t('feedback.bugIntro') : t('feedback.intro')}</p>
      {loggedIn ? (
        // Keyed so switching between feedback and bug report starts a fresh form with its own type.
        <FeedbackForm key={bug ? 'bug' : 'feedback'} initialType={bug ? 'bug' : 'other'} />
      ) : (
        <div className="card" data-testid="feedback-login-required">
          <p role="alert">{t('feedback.loginRequired')}</p>
          <div className="button-row">
            <Link className="btn btn-primary" to="/auth/login">
              {t('nav.login')}
            </Link>
            <Link className="btn" to="/auth/register">
              {t('nav.register')}
            </Link>
          </div>
        </div>
      )}
    </section>
  );
}

function FeedbackForm({ initialType }: { initialType: FeedbackType }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectLoggedIn);
  const locale = useAppSelector((state) => state.settings.locale);
  const messageId = useId();
  const [type, setType] = useState<FeedbackType>(initialType);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [shots, setShots] = useState<Screenshot[]>([]);
  const [busy, setBusy] = useState(false);
  const uploading = shots.some((shot) => shot.url === null);

  const messageError = (text: string): string | null => {
    const problem = feedbackMessageProblem(text);
    if (problem === 'tooShort') return t('feedback.errors.tooShort', { min: FEEDBACK_MIN_LENGTH });
    if (problem === 'tooLong') return t('feedback.errors.tooLong', { max: FEEDBACK_MAX_LENGTH });
    if (problem === 'overCap') return t('feedback.errors.overCap', { max: FEEDBACK_INPUT_CAP });
    if (problem === 'empty') return t('feedback.errors.empty');
    return null;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || uploading) return;
    if (!loggedIn) {
      dispatch(errorShown(t('feedback.loginRequired')));
      return;
    }
    const found = messageError(message);
    setError(found);
    if (found) {
      document.getElementById(messageId)?.focus();
      return;
    }
    setBusy(true);
    const reply = await dispatch(
      request(
        'userSendFeedback',
        {
          body: {
            message: message.trim(),
            type,
            attachments: shots.flatMap((shot) => (shot.url ? [shot.url] : [])),
            platform: 'web',
            version: APP_VERSION,
            locale,
          },
        },
        { fallback: t('feedback.errors.sendFallback') },
      ),
    );
    setBusy(false);
    if (!reply) return;
    dispatch(messageShown(localizeReply(t, reply.message)));
    setMessage('');
    setShots([]);
    setType(initialType);
  };

  const length = message.trim().length;
  return (
    <form className="card" onSubmit={(event) => void submit(event)} noValidate data-testid="feedback-form">
      <fieldset className="type-picker">
        <legend>{t('feedback.typeLabel')}</legend>
        {FEEDBACK_TYPES.map((option) => (
          <label key={option} className={`chip${type === option ? ' chip-selected' : ''}`}>
            <input
              type="radio"
              name="feedback-type"
              value={option}
              checked={type === option}
              onChange={() => setType(option)}
              data-testid={`feedback-type-${option}`}
            />
            <span>{t(`feedback.types.${option}`)}</span>
          </label>
        ))}
      </fieldset>
      <div className={`field${error ? ' field-invalid' : ''}`}>
        <label htmlFor={messageId}>{t('feedback.message')}</label>
        <textarea
          id={messageId}
          name="message"
          rows={6}
          value={message}
          maxLength={FEEDBACK_INPUT_CAP}
          placeholder={t('feedback.placeholder', { min: FEEDBACK_MIN_LENGTH })}
          onChange={(event) => {
            setMessage(event.target.value);
            if (error) setError(messageError(event.target.value));
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${messageId}-count${error ? ` ${messageId}-error` : ''}`}
        />
        <div className="field-footer">
          {error ? (
            <p className="field-error" id={`${messageId}-error`} role="alert" data-testid="feedback-error">
              {error}
            </p>
          ) : (
            <span />
          )}
          <span
            id={`${messageId}-count`}
            className={`counter${length > FEEDBACK_MAX_LENGTH ? ' counter-over' : ''}`}
          >
            {t('feedback.counter', { length, max: FEEDBACK_MAX_LENGTH })}
          </span>
        </div>
      </div>
      <ScreenshotPicker shots={shots} onChange={setShots} disabled={busy} />
      <button
        type="submit"
        className="btn btn-primary btn-block"
        disabled={busy || uploading}
        data-testid="feedback-submit"
      >
        {busy ? t('feedback.sending') : initialType === 'bug' ? t('feedback.sendBug') : t('feedback.send')}
      </button>
    </form>
  );
}
