/**
 * Referral modal (spec §2/§4, max width 400): loads once per session (skipped when already loaded or
 * signed out), shows the invited count, the position with the TH suffix, the invite link
 * (site + /onboarding?referral_code=…) with copy, and the referral leaderboard.
 */
import { REFERRAL_MODAL_MAX_WIDTH, REFERRAL_REWARD_COINS } from '@cardroom/protocol';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '../api/request.js';
import { Modal } from '../components/Modal.js';
import { useAppDispatch, useAppSelector } from '../store/hooks.js';
import { referralDataLoaded } from '../store/rewards-slice.js';
import { messageShown } from '../store/ui-slice.js';

export function inviteLink(code: string): string {
  return `${window.location.origin}/onboarding?referral_code=${encodeURIComponent(code)}`;
}

export function ReferralDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const data = useAppSelector((state) => state.rewards.referralData);
  const signedIn = useAppSelector((state) => state.session.accessToken !== null);

  useEffect(() => {
    if (data || !signedIn) return;
    void dispatch(request('userReferralData', {}, { fallback: t('errors.referral') })).then((reply) => {
      if (reply) {
        const { success: _ok, ...referral } = reply;
        dispatch(referralDataLoaded(referral));
      }
    });
  }, [data, signedIn, dispatch, t]);

  const link = data ? inviteLink(data.referralCode) : '';
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      dispatch(messageShown(t('referral.copied')));
    } catch {
      window.prompt(t('referral.link'), link);
    }
  };

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

  return (
    <Modal
      title={t('referral.title')}
      onClose={onClose}
      width={REFERRAL_MODAL_MAX_WIDTH}
      testId="referral-dialog"
      footer={buttons}
    >
      <p>{t('referral.text', { coins: REFERRAL_REWARD_COINS })}</p>
      {data ? (
        <>
          <dl className="stat-row">
            <div>
              <dt>{t('referral.invited')}</dt>
              <dd>{data.userReferral.total_referred}</dd>
            </div>
            <div>
              <dt>{t('referral.position')}</dt>
              <dd>{t('referral.positionValue', { position: data.position, total: data.totalUsers })}</dd>
            </div>
          </dl>
          <label className="field">
            <span>{t('referral.link')}</span>
            <span className="copy-row">
              <input readOnly value={link} onFocus={(event) => event.target.select()} />
              <button type="button" className="btn btn-small" onClick={() => void copy()}>
                {t('referral.copy')}
              </button>
            </span>
          </label>
          <h3 className="section-label">{t('referral.leaderboard')}</h3>
          {data.leaderboard.length === 0 ? (
            <p className="muted">{t('referral.empty')}</p>
          ) : (
            <table className="table">
              <thead>
                <tr>
                  <th>#</th>
                  <th>{t('referral.player')}</th>
                  <th>{t('referral.referred')}</th>
                </tr>
              </thead>
              <tbody>
                {data.leaderboard.map((row, index) => (
                  <tr key={row.user_id} className={index < 3 ? `rank-${index + 1}` : undefined}>
                    <td>{index + 1}</td>
                    <td>{row.username}</td>
                    <td>{row.total_referred}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      ) : (
        <p className="muted">{t('common.loading')}</p>
      )}
    </Modal>
  );
}
