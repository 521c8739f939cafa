/**
 * "Replay this deal" for a solitaire table that is over: opens the fair page on the deal's seeds with its
 * step-by-step replay. Nothing until the server reveals the seed (a deal in play, a contest's table until the
 * contest is over), so the link never promises a replay the server would refuse. Reads the table from the
 * store, so the end screen can show it without passing anything down.
 *
 * Texts live here, English and Spanish, until the solitaire i18n files can take them
 * (solitaire.replayDeal).
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppSelector } from '../../store/hooks.js';
import { klondikeFairPath } from './replay-link.js';

const TEXT = { en: 'Replay this deal', es: 'Ver la repetición' };

export function ReplayDealLink({ className = 'btn btn-ghost' }: { className?: string }) {
  const { i18n } = useTranslation();
  const game = useAppSelector((state) => state.game.gameData);
  if (game?.map !== 'solitaire' || !game.hasFinished) return null;
  const path = klondikeFairPath(game.fairness, game.game_id);
  if (!path) return null;
  return (
    <Link className={className} to={path} data-testid="kl-replay-deal">
      {i18n.language.startsWith('es') ? TEXT.es : TEXT.en}
    </Link>
  );
}
