/**
 * /game (Play): the spades table when the user is seated at one, else the lobby with the chosen mode,
 * its entry costs and the ways to play (game/PlayLobby.tsx). `?join=<id>` joins a friend's game.
 */
import { useLocation } from 'react-router';
import { parseJoinParam } from '../game/links.js';
import { PlayLobby } from '../game/PlayLobby.js';
import { SpadesTable } from '../game/SpadesTable.js';
import { useAppSelector } from '../store/hooks.js';

export function GameScreen() {
  const game = useAppSelector((state) => state.game.gameData);
  const { search } = useLocation();
  if (game && game.map === 'spades' && !parseJoinParam(search)) return <SpadesTable game={game} />;
  return <PlayLobby />;
}
