/** Exit-game confirmation (spec §2) and the exit flow of spec §4. */
import type { GameData } from '@cardroom/protocol';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { request } from '../api/request.js';
import { Modal } from '../components/Modal.js';
import { gameReset } from '../store/game-slice.js';
import { useAppDispatch, useAppSelector } from '../store/hooks.js';
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

type ExitKind = 'table' | 'solitaire' | 'rankedSolitaire';

/**
 * What leaving costs depends on the table: a seat at a shared table goes on with a bot, a solitaire deal is
 * abandoned, and a ranked one (contest or daily deal) counts as unfinished, so it can win nothing.
 */
function exitKindOf(game: GameData | null): ExitKind {
  if (game?.map !== 'solitaire') return 'table';
  const view = game.view as
    | { game?: string; settings?: { ranked?: boolean }; finished?: boolean }
    | undefined;
  return view?.game === 'klondike' && view.settings?.ranked === true && view.finished !== true
    ? 'rankedSolitaire'
    : 'solitaire';
}

export function ExitGameDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const kind = exitKindOf(useAppSelector((state) => state.game.gameData));
  const navigate = useNavigate();
  const confirm = async () => {
    onClose();
    await dispatch(exitGame());
    void navigate('/game');
  };
  return (
    <Modal
      title={kind === 'rankedSolitaire' ? t('solitaire.exitRanked.title') : t('exitGame.title')}
      onClose={onClose}
      width={380}
      testId="exit-game-dialog"
      footer={
        <>
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button
            type="button"
            className="btn btn-danger"
            onClick={() => void confirm()}
            data-testid="exit-game-confirm"
          >
            {kind === 'rankedSolitaire' ? t('solitaire.exitRanked.confirm') : t('exitGame.confirm')}
          </button>
        </>
      }
    >
      {kind === 'table' ? (
        <>
          <p>{t('exitGame.line1')}</p>
          <p>{t('exitGame.line2')}</p>
        </>
      ) : null}
      {kind === 'solitaire' ? <p>{t('solitaire.exitFree')}</p> : null}
      {kind === 'rankedSolitaire' ? (
        <>
          <p>{t('solitaire.exitRanked.abandons')}</p>
          <p className="notice" data-testid="exit-ranked-warning">
            {t('solitaire.exitRanked.noPrize')}
          </p>
        </>
      ) : null}
    </Modal>
  );
}
