/**
 * /game/dominoes: the player's dominoes table when they sit at one (picked up after a reload too), else the
 * lobby: Draw Dominoes or Tiles on Fire, 2 or 4 players, against the computer, people or friends (guests too).
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DominoesGameTable } from '../game/dominoes/DominoesGameTable.js';
import { DominoesLobby } from '../game/dominoes/DominoesLobby.js';
import { loadTable } from '../game/game-thunks.js';
import { useAppDispatch, useAppSelector } from '../store/hooks.js';

export function DominoesScreen() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector((state) => state.session.accessToken !== null);
  const stored = useAppSelector((state) => state.game.gameData);
  const game = stored?.map === 'dominoes' ? stored : null;

  // A table in progress (after a reload, or opened on another device) is picked up where it was left.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on arrival at the screen
  useEffect(() => {
    if (signedIn && !stored) void dispatch(loadTable());
  }, [signedIn]);

  if (game) return <DominoesGameTable game={game} />;
  return (
    <section className="screen" data-testid="dominoes-screen">
      <h1>{t('modes.maps.dominoes')}</h1>
      <DominoesLobby />
    </section>
  );
}
