/**
 * "Replay this game" for a dominoes table that is over: opens the fair page on the game's seeds with its
 * step-by-step replay. Nothing until the server reveals the seed, so the link never promises a replay the
 * server would refuse. Reads the table from the store, so the game-over summary or the table can show it
 * without passing anything down.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppSelector } from '../../store/hooks.js';
import { dominoesFairPath } from './replay-link.js';

export function DominoesReplayLink({ className = 'btn btn-small btn-ghost' }: { className?: string }) {
  const { t } = useTranslation();
  const game = useAppSelector((state) => state.game.gameData);
  if (game?.map !== 'dominoes' || !game.hasFinished) return null;
  const path = dominoesFairPath(game.fairness, game.game_id);
  if (!path) return null;
  return (
    <Link className={className} to={path} data-testid="dom-replay-link">
      {t('dominoesReplay.link')}
    </Link>
  );
}
