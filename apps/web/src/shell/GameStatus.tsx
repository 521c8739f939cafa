/**
 * The top bar during a game (spec §2): spades shows a waiting label until the game starts, then the suit
 * led in the current trick (a spinner before the first card) and the round; other maps show their score:
 * dominoes with the hand number (its games run to a target score, not a set number of hands), solitaire,
 * which has no rounds, its score alone. Exit opens the confirmation.
 */
import { type GameData, ROUNDS_PER_GAME } from '@cardroom/protocol';
import { useTranslation } from 'react-i18next';
import { SuitIcon } from '../components/Suit.js';

export function GameStatus({ game, onExit }: { game: GameData; onExit(): void }) {
  const { t } = useTranslation();
  // The server counts 0 before the first card; the table is then in its first round.
  const round = t('game.round', { round: Math.max(1, game.round), rounds: ROUNDS_PER_GAME });
  const led = game.currentTrick[0]?.card.suit;
  return (
    <div className="game-status">
      {game.map === 'spades' ? (
        game.hasStarted ? (
          <>
            <span className="game-status-suit">
              {led ? <SuitIcon suit={led} size={20} /> : <span className="spinner" />}
            </span>
            <span>{round}</span>
          </>
        ) : (
          <span>{t('game.waiting')}</span>
        )
      ) : (
        <>
          <span>{t('game.score', { score: game.score ?? 0 })}</span>
          {/* A solitaire deal has no rounds; its table shows the time and the moves. */}
          {game.map === 'solitaire' ? null : game.map === 'dominoes' ? (
            <span>{t('game.hand', { hand: Math.max(1, game.round) })}</span>
          ) : (
            <span>{round}</span>
          )}
        </>
      )}
      <button type="button" className="btn btn-small btn-danger" onClick={onExit}>
        {t('nav.exitGame')}
      </button>
    </div>
  );
}
