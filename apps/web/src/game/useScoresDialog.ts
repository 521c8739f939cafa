/**
 * The score table between hands and on demand. When the server pauses before the next hand
 * (gameData.handPauseUntil) the dialog opens, and closing it tells the server (`game:hand-ack`) so the next
 * hand starts once everyone has; if the pause runs out first the dialog closes with it, so no turn timer
 * runs behind it. A server that does not pause still gets the dialog after each scored hand.
 */
import type { SpadesView } from '@cardroom/engine';
import type { GameData } from '@cardroom/protocol';
import { useEffect, useRef, useState } from 'react';
import { sendHandAck } from './useRealtime.js';

export interface ScoresDialog {
  open: boolean;
  show(): void;
  close(): void;
}

export function useScoresDialog(game: GameData, view: SpadesView | null, finished: boolean): ScoresDialog {
  const [open, setOpen] = useState(false);
  const pausedHand = game.handPauseUntil && view && !finished ? view.hand : null;
  const acked = useRef<number | null>(null);
  const openedByPause = useRef(false);

  const hands = view?.history.length ?? 0;
  const seenHands = useRef(hands);
  useEffect(() => {
    if (hands > seenHands.current && !finished) setOpen(true);
    seenHands.current = hands;
  }, [hands, finished]);

  useEffect(() => {
    if (pausedHand !== null && acked.current !== pausedHand) {
      openedByPause.current = true;
      setOpen(true);
    } else if (pausedHand === null && openedByPause.current) {
      openedByPause.current = false;
      setOpen(false);
    }
  }, [pausedHand]);

  return {
    open,
    show: () => setOpen(true),
    close: () => {
      setOpen(false);
      openedByPause.current = false;
      if (pausedHand !== null && acked.current !== pausedHand) {
        acked.current = pausedHand;
        sendHandAck({ game_id: game.game_id, hand: pausedHand });
      }
    },
  };
}
