/**
 * Referral modal (spec §2, §4, §9; at most 400 wide): the invited count, the position as an ordinal of
 * the interface language (spec §9's "TH suffix" read as 1st/2nd/3rd/4th; 1.º in Spanish), the invite
 * link (site + /onboarding?referral_code=…) with copy, the 4-column share grid of nine
 * targets and the referral leaderboard; Cancel and Close. The data loads once when the dialog opens and
 * is skipped when already loaded or when signed out.
 */
import { REFERRAL_MODAL_MAX_WIDTH, REFERRAL_REWARD_COINS } from '@cardroom/protocol';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '../api/request.js';
import { formatOrdinal } from '../components/format.js';
import { Modal } from '../components/Modal.js';
import { useAppDispatch, useAppSelector } from '../store/hooks.js';
import { referralDataLoaded } from '../store/rewards-slice.js';
import { ReferralLeaderboard } from './referral/ReferralLeaderboard.js';
import { ShareGrid, useCopyLink } from './referral/ShareGrid.js';
import './referral/referral.css';

/** The site invite links point at: VITE_PUBLIC_URL when the build names one, else this page's origin. */
function siteBase(): string {
  const configured = (import.meta.env as Record<string, string | undefined>).VITE_PUBLIC_URL;
  return (configured || window.location.origin).replace(/\/$/, '');
}

export function inviteLink(code: string): string {
  return `${siteBase()}/onboarding?referral_code=${encodeURIComponent(code)}`;
}

export function ReferralDialog({ onClose }: { onClose(): void }) {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const data = useAppSelector((state) => state.rewards.referralData);
  const signedIn = useAppSelector((state) => state.session.accessToken !== null);
  const [failed, setFailed] = useState(false);
  // One request per opening, even when React runs the effect twice.
  const requested = useRef(false);

  useEffect(() => {
    if (data || !signedIn || requested.current) return;
    requested.current = true;
    void dispatch(request('userReferralData', {}, { fallback: t('errors.referral') })).then((reply) => {
      if (!reply) {
        setFailed(true);
        return;
      }
      const { success: _ok, ...referral } = reply;
      dispatch(referralDataLoaded(referral));
    });
  }, [data, signedIn, dispatch, t]);

  const link = data ? inviteLink(data.referralCode) : '';
  const copy = useCopyLink(link);
  const number = new Intl.NumberFormat(i18n.language);

  const buttons = (
    <>
      <button type="button" className="btn btn-ghost" onClick={onClose}>
        {t('common.cancel')}
      </button>
      <button type="button" className="btn btn-primary" onClick={onClose}>
        {t('common.close')}
      </button>
    </>
  );

  let body = <p className="muted">{t('common.loading')}</p>;
  if (!data && failed) body = <p className="notice notice-error">{t('errors.referral')}</p>;
  if (data) {
    body = (
      <>
        <dl className="referral-stats">
          <div>
            <dt>{t('referral.invited')}</dt>
            <dd data-testid="referral-count">{number.format(data.userReferral.total_referred)}</dd>
          </div>
          <div>
            <dt>{t('referral.position')}</dt>
            <dd data-testid="referral-position">
              {t('referral.positionValue', {
                position: formatOrdinal(data.position, i18n.language),
                total: number.format(data.totalUsers),
              })}
            </dd>
          </div>
        </dl>
        <label className="field">
          <span>{t('referral.link')}</span>
          <span className="referral-link">
            <input
              readOnly
              value={link}
              onFocus={(event) => event.target.select()}
              data-testid="referral-link"
            />
            <button
              type="button"
              className="btn btn-small btn-primary"
              onClick={() => void copy()}
              data-testid="referral-copy"
            >
              {t('referral.copy')}
            </button>
          </span>
        </label>
        <h3 className="section-label">{t('referralShare.share')}</h3>
        <ShareGrid link={link} />
        <h3 className="section-label">{t('referral.leaderboard')}</h3>
        <ReferralLeaderboard rows={data.leaderboard} selfId={data.userReferral.user_id} />
      </>
    );
  }

  return (
    <Modal
      title={t('referral.title')}
      onClose={onClose}
      width={REFERRAL_MODAL_MAX_WIDTH}
      testId="referral-dialog"
      footer={buttons}
    >
      <p>{t('referral.text', { coins: REFERRAL_REWARD_COINS })}</p>
      {body}
    </Modal>
  );
}
