/**
 * The turn timer on the server's clock. A deadline may lie further ahead than one turn (the trick's pause
 * comes first) and this device's clock may run ahead or behind the server's: the shown time is counted on
 * the server's clock and never exceeds the turn length, so a 20 s turn never reads 21 s.
 */

export interface TurnClock {
  /** The turn's deadline (ISO), as the server sent it. */
  deadline: string;
  /** This device's clock now (ms). */
  now: number;
  /** The server's clock minus this device's (ms). */
  offsetMs: number;
  turnSeconds: number;
}

/** Milliseconds of the turn left on the server's clock, raw (may exceed the turn while a pause runs). */
function rawLeftMs({ deadline, now, offsetMs }: TurnClock): number | null {
  const at = Date.parse(deadline);
  return Number.isNaN(at) ? null : at - (now + offsetMs);
}

/** Whole seconds left to show, 0..turnSeconds; null for an unreadable deadline. */
export function turnSecondsLeft(clock: TurnClock): number | null {
  const left = rawLeftMs(clock);
  if (left === null) return null;
  return Math.min(clock.turnSeconds, Math.max(0, Math.ceil(left / 1000)));
}

/**
 * The timer bar: how long to wait before it starts draining (a pause before the turn), how long it drains,
 * and the fraction of the turn it starts from.
 */
export function turnBar(clock: TurnClock): { delayMs: number; durationMs: number; start: number } {
  const turnMs = clock.turnSeconds * 1000;
  const left = Math.max(0, rawLeftMs(clock) ?? 0);
  const durationMs = Math.min(turnMs, left);
  return { delayMs: left - durationMs, durationMs, start: turnMs > 0 ? durationMs / turnMs : 0 };
}
