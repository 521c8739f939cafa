/**
 * What a dominoes seat shows beside its tiles: the Bot label, a reaction for a few seconds (as the Spades
 * seats), and on its turn the seconds left on the server's clock; and the seconds left of the pause after a
 * hand, on the same clock.
 */
import type { PlayerReaction } from '@cardroom/protocol';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reactionExpired } from '../../store/game-slice.js';
import { useAppDispatch, useAppSelector } from '../../store/hooks.js';
import { turnSecondsLeft } from '../countdown.js';
import { REACTION_MS } from '../SeatPanel.js';

/** Whole seconds until `deadline` on the server's clock, at most `total`, ticking. */
function useSecondsLeft(deadline: string, total: number): number {
  const offsetMs = useAppSelector((state) => state.game.clockOffsetMs);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, []);
  return turnSecondsLeft({ deadline, now, offsetMs, turnSeconds: total }) ?? 0;
}

export function TurnSeconds({ deadline, total }: { deadline: string; total: number }) {
  const { t } = useTranslation();
  const left = useSecondsLeft(deadline, total);
  return (
    <span className={`dom-timer${left <= 5 ? ' dom-timer-low' : ''}`} data-testid="turn-timer">
      {t('table.seconds', { seconds: left })}
    </span>
  );
}

export function SeatReaction({ seat, reaction }: { seat: number; reaction: PlayerReaction | null }) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!reaction) return;
    const timer = setTimeout(
      () => dispatch(reactionExpired({ seat, time_stamp: reaction.time_stamp })),
      REACTION_MS,
    );
    return () => clearTimeout(timer);
  }, [reaction, seat, dispatch]);
  if (!reaction) return null;
  return (
    <span key={reaction.time_stamp} className="dom-reaction" data-testid={`dom-reaction-${seat}`}>
      {reaction.reaction}
    </span>
  );
}

/** The summary's line while the table waits for Next hand: the seconds until the next hand starts anyway. */
export function PauseSeconds({ until }: { until: string }) {
  const { t } = useTranslation();
  const left = useSecondsLeft(until, Number.POSITIVE_INFINITY);
  return (
    <p className="dom-summary-line" data-testid="dom-pause">
      {t('dominoes.summary.waiting', { seconds: left })}
    </p>
  );
}
