/**
 * The message dialog of spec §2: shows the game message (spec §3 gameMessage) with Continue, which takes
 * the player to the game, and Close, which only dismisses it.
 */
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Modal } from '../components/Modal.js';
import { gameMessageSet } from '../store/game-slice.js';
import { useAppDispatch, useAppSelector } from '../store/hooks.js';

export function MessageDialog() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const message = useAppSelector((state) => state.game.gameMessage);
  if (!message) return null;
  const dismiss = () => dispatch(gameMessageSet(null));
  return (
    <Modal
      title={t('messageDialog.title')}
      onClose={dismiss}
      width={380}
      footer={
        <>
          <button type="button" className="btn btn-ghost" onClick={dismiss}>
            {t('common.close')}
          </button>
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => {
              dismiss();
              void navigate('/game');
            }}
          >
            {t('messageDialog.continue')}
          </button>
        </>
      }
    >
      <p>{message}</p>
    </Modal>
  );
}
