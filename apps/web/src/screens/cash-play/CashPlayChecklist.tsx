/**
 * Cash play's checklist (spec §1, §4): a verified email, a verified age (18+), a location shared in the last 24
 * hours and cash play offered there, each done or with the link that does it. It reads userData.cash_play from
 * the store, so it updates as soon as a check's reply lands; shown on the Account screen and wherever a cash
 * action asks for it (the links come back to the page that showed it).
 */
import {
  CASH_PLAY_STEPS,
  type CashPlayStatus,
  type CashPlayStep,
  isGuest,
  type UserData,
} from '@cardroom/protocol';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { selectUser, useAppSelector } from '../../store/hooks.js';
import { placeName } from './place.js';
import './texts.js';
import './cash-play.css';

/** userData.cash_play, or what the user row tells without it (a server that does not send it yet). */
export function cashPlayStatus(user: UserData): CashPlayStatus {
  if (user.cash_play) return user.cash_play;
  const missing: CashPlayStep[] = [];
  if (!user.email_verified) missing.push('email');
  if (!user.age_verified) missing.push('age');
  missing.push('location');
  return { allowed: false, missing };
}

export function CashPlayChecklist() {
  const { t, i18n } = useTranslation();
  const user = useAppSelector(selectUser);
  const { pathname } = useLocation();
  const from = { from: pathname };

  if (!user || isGuest(user))
    return (
      <section className="card cash-play" data-testid="cash-play-checklist" data-allowed="false">
        <h2>{t('cashPlay.title')}</h2>
        <p className="notice" data-testid="cash-play-guest">
          {t('cashPlay.guest')} <Link to="/auth/register">{t('nav.register')}</Link>
        </p>
      </section>
    );

  const status = cashPlayStatus(user);
  const missing = new Set(status.missing);
  const place = placeName(user, i18n.language);

  const action = (step: CashPlayStep) => {
    if (step === 'email')
      return pathname === '/account' ? (
        <span className="muted cash-play-hint">{t('cashPlay.emailHint')}</span>
      ) : (
        <Link className="btn btn-small" to="/account">
          {t('cashPlay.emailAction')}
        </Link>
      );
    if (step === 'age')
      return (
        <Link
          className="btn btn-small btn-primary"
          to="/cash-play/age"
          state={from}
          data-testid="cash-play-age-link"
        >
          {t('cashPlay.ageAction')}
        </Link>
      );
    if (step === 'location')
      return (
        <Link
          className="btn btn-small btn-primary"
          to="/cash-play/location"
          state={from}
          data-testid="cash-play-location-link"
        >
          {t('cashPlay.locationAction')}
        </Link>
      );
    // A blocked region: nothing to do here but check again from somewhere else.
    return (
      <span className="muted cash-play-hint" data-testid="cash-play-region-blocked">
        {t('cashPlay.regionBlocked')}
      </span>
    );
  };

  return (
    <section
      className="card cash-play"
      id="cash-play"
      data-testid="cash-play-checklist"
      data-allowed={status.allowed}
    >
      <h2>{t('cashPlay.title')}</h2>
      <p className="muted">{t('cashPlay.intro')}</p>
      <ul className="cash-play-steps">
        {CASH_PLAY_STEPS.map((step) => {
          // The region is known only from a recent location check.
          const unknown = step === 'region' && missing.has('location');
          const done = !missing.has(step) && !unknown;
          return (
            <li
              key={step}
              className={`cash-play-step${done ? ' cash-play-step-done' : unknown ? ' cash-play-step-unknown' : ''}`}
              data-testid={`cash-play-step-${step}`}
              data-done={done}
            >
              <span className="cash-play-mark" aria-hidden="true">
                {done ? '✓' : unknown ? '…' : '✗'}
              </span>
              <span className="cash-play-label">
                {t(`cashPlay.steps.${step}`)}
                <span className="visually-hidden"> — {done ? t('cashPlay.done') : t('cashPlay.todo')}</span>
                {step === 'location' && place ? (
                  <span className="muted cash-play-place" data-testid="cash-play-place">
                    {t('cashPlay.regionAt', { place })}
                  </span>
                ) : null}
              </span>
              <span className="cash-play-action">
                {done && step === 'location' ? (
                  <Link className="btn btn-small btn-ghost" to="/cash-play/location" state={from}>
                    {t('cashPlay.locationAgain')}
                  </Link>
                ) : done || unknown ? null : (
                  action(step)
                )}
              </span>
            </li>
          );
        })}
      </ul>
      {status.allowed ? (
        <p className="notice cash-play-ready" role="status" data-testid="cash-play-ready">
          {t('cashPlay.ready')}
        </p>
      ) : null}
    </section>
  );
}
