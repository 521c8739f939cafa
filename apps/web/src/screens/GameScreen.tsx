/**
 * /game (Play): the table of the game the user is seated at (game/table-components.ts), else the lobby with the chosen mode,
 * its entry costs and the ways to play (game/PlayLobby.tsx). `?join=<id>` joins a friend's game.
 */
import { useLocation } from 'react-router';
import { parseJoinParam } from '../game/links.js';
import { PlayLobby } from '../game/PlayLobby.js';
import { tableComponentOf } from '../game/table-components.js';
import { useAppSelector } from '../store/hooks.js';

export function GameScreen() {
  const game = useAppSelector((state) => state.game.gameData);
  const { search } = useLocation();
  const Table = game ? tableComponentOf(game.map) : undefined;
  if (game && Table && !parseJoinParam(search)) return <Table game={game} />;
  return <PlayLobby />;
}
