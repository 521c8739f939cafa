/**
 * /cash-play/location (spec §2 "Location access"): asks the browser for its position, after saying why, and
 * sends it to POST /user/location, which finds the state or country on the server. Shows the place found and
 * whether cash play is offered there; "Error verifying location" (spec §8) when permission is denied, the
 * browser cannot tell, or the call fails.
 */
import { isGuest } from '@cardroom/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { describeError } from '../../api/handle-error.js';
import { request } from '../../api/request.js';
import { localizeServerError } from '../../i18n/server-errors.js';
import { selectUser, useAppDispatch, useAppSelector } from '../../store/hooks.js';
import { userUpdated } from '../../store/session-slice.js';
import { placeName } from './place.js';
import { useReturnPath } from './useReturnPath.js';
import './texts.js';
import './cash-play.css';

/** A position from the browser, or why there is none. */
type Fix =
  | { ok: true; latitude: number; longitude: number }
  | { ok: false; denied: boolean; unsupported?: boolean };

const PERMISSION_DENIED = 1;

function currentPosition(): Promise<Fix> {
  const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
  if (!geolocation) return Promise.resolve({ ok: false, denied: false, unsupported: true });
  return new Promise((resolve) => {
    geolocation.getCurrentPosition(
      (position) =>
        resolve({ ok: true, latitude: position.coords.latitude, longitude: position.coords.longitude }),
      (error) => resolve({ ok: false, denied: error.code === PERMISSION_DENIED }),
      // A town-level fix is enough to tell the state; a cached one is not (the check says where you are now).
      { enableHighAccuracy: false, timeout: 20_000, maximumAge: 0 },
    );
  });
}

type Outcome =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'failed'; detail: string | null }
  | { kind: 'found'; place: string | null; allowed: boolean; reason: string | null };

export function LocationScreen() {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const back = useReturnPath();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });

  if (!user || isGuest(user))
    return (
      <section className="screen cash-play-screen" data-testid="location-screen">
        <h1>{t('cashPlay.location.title')}</h1>
        <p className="notice" data-testid="cash-play-guest">
          {t('cashPlay.guest')}{' '}
          <Link to={user ? '/auth/register' : '/auth/login'}>{t(user ? 'nav.register' : 'nav.login')}</Link>
        </p>
      </section>
    );

  const share = async () => {
    setOutcome({ kind: 'checking' });
    const fix = await currentPosition();
    if (!fix.ok) {
      const detail = fix.unsupported
        ? t('cashPlay.location.unsupported')
        : fix.denied
          ? t('cashPlay.location.denied')
          : null;
      return setOutcome({ kind: 'failed', detail });
    }
    let failure: unknown = null;
    const reply = await dispatch(
      request(
        'userLocation',
        { body: { latitude: fix.latitude, longitude: fix.longitude } },
        {
          silent: true,
          onError: (caught) => {
            failure = caught;
          },
        },
      ),
    );
    if (!reply) {
      const message = describeError(failure, t('cashPlay.location.failed'));
      return setOutcome({
        kind: 'failed',
        detail: message === t('cashPlay.location.failed') ? null : message,
      });
    }
    dispatch(userUpdated(reply.userData));
    const verdict = reply.cash_play;
    setOutcome({
      kind: 'found',
      place: placeName(reply.location, i18n.language),
      allowed: verdict.allowed,
      reason:
        verdict.reason && verdict.message
          ? localizeServerError(verdict.reason, verdict.message, i18n.language)
          : null,
    });
  };

  const checking = outcome.kind === 'checking';
  const shareLabel = outcome.kind === 'found' ? t('cashPlay.locationAgain') : t('cashPlay.location.share');

  return (
    <section className="screen cash-play-screen" data-testid="location-screen">
      <h1>{t('cashPlay.location.title')}</h1>
      <div className="card cash-play-form">
        <p className="cash-play-why">
          <svg className="cash-play-pin" viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
            <path d="M12 22s7-6.2 7-12a7 7 0 0 0-14 0c0 5.8 7 12 7 12z" />
            <circle cx="12" cy="10" r="2.6" />
          </svg>
          {t('cashPlay.location.intro')}
        </p>
        <p className="muted">{t('cashPlay.location.refreshNote')}</p>
        {outcome.kind === 'failed' ? (
          <div className="notice notice-error" role="alert" data-testid="location-error">
            <strong>{t('cashPlay.location.failed')}</strong>
            {outcome.detail ? <p>{outcome.detail}</p> : null}
          </div>
        ) : null}
        {outcome.kind === 'found' ? (
          <div
            className={`notice${outcome.allowed ? ' cash-play-ready' : ' notice-error'}`}
            role="status"
            data-testid="location-result"
            data-allowed={outcome.allowed}
          >
            {outcome.place ? <strong>{t('cashPlay.location.found', { place: outcome.place })}</strong> : null}
            <p>{outcome.allowed ? t('cashPlay.location.allowed') : outcome.reason}</p>
          </div>
        ) : null}
        <div className="cash-play-buttons">
          <button
            type="button"
            className={`btn ${outcome.kind === 'found' ? 'btn-ghost' : 'btn-primary'}`}
            disabled={checking}
            onClick={() => void share()}
            data-testid="location-share"
          >
            {checking ? t('cashPlay.location.checking') : shareLabel}
          </button>
          {outcome.kind === 'found' ? (
            <Link className="btn btn-primary" to={back} data-testid="cash-play-back">
              {back === '/account' ? t('cashPlay.back') : t('common.continue')}
            </Link>
          ) : null}
        </div>
      </div>
    </section>
  );
}
