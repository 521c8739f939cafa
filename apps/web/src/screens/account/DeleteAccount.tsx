/** Delete account with a confirmation (spec §4): the server call, the session cleared, then /auth/login. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Modal } from '../../components/Modal.js';
import { useAppDispatch } from '../../store/hooks.js';
import { deleteAccount } from '../../store/session-thunks.js';

export function DeleteAccount() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    const deleted = await dispatch(deleteAccount());
    setBusy(false);
    setConfirming(false);
    if (deleted) void navigate('/auth/login');
  };

  return (
    <section className="card card-danger" id="delete">
      <h2>{t('account.deleteSection')}</h2>
      <p>{t('account.deleteText')}</p>
      <button
        type="button"
        className="btn btn-danger"
        onClick={() => setConfirming(true)}
        data-testid="delete-account"
      >
        {t('account.deleteButton')}
      </button>
      {confirming ? (
        <Modal
          title={t('account.confirmTitle')}
          onClose={() => setConfirming(false)}
          width={380}
          testId="delete-confirm"
          footer={
            <>
              <button type="button" className="btn btn-ghost" onClick={() => setConfirming(false)}>
                {t('common.cancel')}
              </button>
              <button
                type="button"
                className="btn btn-danger"
                disabled={busy}
                onClick={() => void confirm()}
                data-testid="delete-confirm-button"
              >
                {t('account.confirmButton')}
              </button>
            </>
          }
        >
          <p>{t('account.confirmText')}</p>
          <p className="notice" data-testid="delete-forfeit-warning">
            <strong>{t('account.confirmForfeit')}</strong>
          </p>
        </Modal>
      ) : null}
    </section>
  );
}
