/**
 * The dominoes table in /game's table slot (table-components.ts) and on /game/dominoes: the store's game (HTTP
 * replies and realtime states) shown through its view, moves sent to POST /game/dominoes/move, and the shared
 * table bar (exit, chat, reactions, the guide).
 */
import type { DominoesView } from '@cardroom/engine';
import type { GameData } from '@cardroom/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { gameLoaded, gameReset } from '../../store/game-slice.js';
import { useAppDispatch, useAppSelector } from '../../store/hooks.js';
import { PowerUpBar } from '../PowerUpBar.js';
import { TableBottomBar } from '../TableBottomBar.js';
import { playerAt } from '../table-view.js';
import { sendHandAck } from '../useRealtime.js';
import { WaitingPanel } from '../WaitingPanel.js';
import { type DominoesMove, DominoesTable } from './DominoesTable.js';
import { sendDominoesMove } from './dominoes-move.js';

export function dominoesViewOf(game: GameData | null): DominoesView | null {
  const view = game?.view;
  return view?.game === 'dominoes' ? (view as unknown as DominoesView) : null;
}

export function DominoesGameTable({ game }: { game: GameData }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const me = useAppSelector((state) => state.game.playerData);
  const gameToken = useAppSelector((state) => state.game.gameToken);
  const reactions = useAppSelector((state) => state.game.reactions);
  const [busy, setBusy] = useState(false);
  const view = dominoesViewOf(game);
  // Before the deal (a vs or friendly table filling up) there is no view yet: the shared waiting panel.
  if (!view)
    return (
      <>
        <section className="dom-table" data-testid="dominoes-table-waiting">
          <WaitingPanel game={game} friendly={Boolean(gameToken ?? game.gameToken)} />
        </section>
        <TableBottomBar game={game} me={me} view={null} />
      </>
    );

  const nameOf = (seat: number) =>
    seat === view.seat
      ? t('dominoes.table.you')
      : (playerAt(game, seat)?.username ?? t('dominoes.table.seat', { n: seat + 1 }));

  const onAction = async (move: DominoesMove) => {
    if (busy) return;
    setBusy(true);
    const reply = await dispatch(sendDominoesMove(game.game_id, move, t('dominoes.table.error')));
    setBusy(false);
    if (reply) dispatch(gameLoaded({ gameData: reply.gameData, playerData: reply.playerData }));
  };

  const onNewGame = () => {
    dispatch(gameReset());
    void navigate('/game/dominoes');
  };

  return (
    <>
      <DominoesTable
        view={view}
        nameOf={nameOf}
        busy={busy}
        onAction={(move) => void onAction(move)}
        onNewGame={onNewGame}
        onHandAck={(hand) => sendHandAck({ game_id: game.game_id, hand })}
        extras={{
          isBot: (seat) => playerAt(game, seat)?.isBot ?? false,
          reactionOf: (seat) => reactions[seat] ?? null,
          deadline: game.turnDeadline ?? null,
          handPauseUntil: game.handPauseUntil ?? null,
          skinsOf: (seat) =>
            seat === view.seat ? (me?.skins ?? playerAt(game, seat)?.skins) : playerAt(game, seat)?.skins,
        }}
      />
      <PowerUpBar game={game} myTurn={view.turn === view.seat && view.phase === 'playing'} />
      <TableBottomBar game={game} me={me} view={null} />
    </>
  );
}
