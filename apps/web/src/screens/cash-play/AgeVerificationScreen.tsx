/**
 * /cash-play/age (spec §2 "Age Verification (date of birth)"): the date of birth, sent to POST /user/verify-age.
 * 18 or over (spec §9) verifies the age for good; the server's refusal (under 18, a date already verified) shows
 * under the field, and "Error verifying age" (spec §8) when there is no server message.
 */
import { isGuest } from '@cardroom/protocol';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { describeError } from '../../api/handle-error.js';
import { request } from '../../api/request.js';
import { Field } from '../../components/Field.js';
import { selectUser, useAppDispatch, useAppSelector } from '../../store/hooks.js';
import { userUpdated } from '../../store/session-slice.js';
import { useReturnPath } from './useReturnPath.js';
import './texts.js';
import './cash-play.css';

/** Today in the player's own calendar, YYYY-MM-DD (the latest date the picker offers). */
function localToday(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function AgeVerificationScreen() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const back = useReturnPath();
  const [date, setDate] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (!user || isGuest(user))
    return (
      <section className="screen cash-play-screen" data-testid="age-screen">
        <h1>{t('cashPlay.age.title')}</h1>
        <p className="notice" data-testid="cash-play-guest">
          {t('cashPlay.guest')}{' '}
          <Link to={user ? '/auth/register' : '/auth/login'}>{t(user ? 'nav.register' : 'nav.login')}</Link>
        </p>
      </section>
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const value = date.trim();
    if (!value) return setError(t('cashPlay.age.required'));
    if (value > localToday()) return setError(t('cashPlay.age.future'));
    setError(null);
    setBusy(true);
    let failure: unknown = null;
    const reply = await dispatch(
      request(
        'userVerifyAge',
        { body: { date_of_birth: value } },
        {
          silent: true,
          onError: (caught) => {
            failure = caught;
          },
        },
      ),
    );
    setBusy(false);
    if (!reply) return setError(describeError(failure, t('cashPlay.age.failed')));
    dispatch(userUpdated(reply.userData));
  };

  const locationMissing = user.cash_play?.missing.includes('location') ?? true;

  return (
    <section className="screen cash-play-screen" data-testid="age-screen">
      <h1>{t('cashPlay.age.title')}</h1>
      {user.age_verified ? (
        <div className="card cash-play-result">
          <p className="notice cash-play-ready" role="status" data-testid="age-verified">
            ✓ {t('cashPlay.age.verified')}
          </p>
          <div className="cash-play-buttons">
            {locationMissing ? (
              <Link className="btn btn-primary" to="/cash-play/location" state={{ from: back }}>
                {t('cashPlay.locationAction')}
              </Link>
            ) : null}
            <Link className="btn btn-ghost" to={back} data-testid="cash-play-back">
              {back === '/account' ? t('cashPlay.back') : t('common.continue')}
            </Link>
          </div>
        </div>
      ) : (
        <form className="card cash-play-form" onSubmit={(event) => void submit(event)} noValidate>
          <p>{t('cashPlay.age.intro')}</p>
          <Field
            label={t('cashPlay.age.label')}
            type="date"
            name="bday"
            autoComplete="bday"
            min="1900-01-01"
            max={localToday()}
            value={date}
            onChange={(value) => {
              setDate(value);
              setError(null);
            }}
            error={error}
            data-testid="age-date"
          />
          <button type="submit" className="btn btn-primary" disabled={busy} data-testid="age-submit">
            {t('cashPlay.age.submit')}
          </button>
        </form>
      )}
    </section>
  );
}
