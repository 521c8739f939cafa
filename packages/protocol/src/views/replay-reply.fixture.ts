/**
 * The replay reply's check that every game's wire test makes: what the server keeps beside the log (its
 * state, fields an action carries there, a move's extra) is dropped by the reply's schema, and the replay is
 * refused under another game's map or mode, or, for a game whose replay carries settings, without them.
 */
import { expect } from 'vitest';
import { API_CALLS } from '../api/index.js';
import { type GameReplay, gameReplaySchema } from '../replay.js';

/** A finished game's fairness as a replay reports it (its server seed revealed). */
export const REVEALED_FAIRNESS = {
  commitment: 'c',
  clientSeed: 's',
  clientSeeds: ['s'],
  shuffleVersion: 1,
  nonce: 0,
  serverSeed: 'revealed',
};

export function expectReplayKeepsOnlyTheProtocol(
  replay: GameReplay,
  serverOnly: { state: Record<string, unknown>; firstAction?: Record<string, unknown> },
  refused: { map: string; game_mode: string },
): void {
  const [first, ...rest] = replay.moves;
  if (!first) throw new Error('no first move');
  const [firstAction, ...otherActions] = first.actions;
  const parsed = API_CALLS.gameReplay.response.parse({
    success: true,
    replay: {
      ...replay,
      state: serverOnly.state,
      moves: [
        {
          ...first,
          actions: [{ ...firstAction, ...serverOnly.firstAction }, ...otherActions],
          extra: { pause: 1 },
        },
        ...rest,
      ],
    },
  });
  expect(parsed.replay).toEqual(replay);
  if ('settings' in replay) {
    const { settings: _settings, ...withoutSettings } = replay;
    expect(gameReplaySchema.safeParse(withoutSettings).success).toBe(false);
  }
  expect(gameReplaySchema.safeParse({ ...replay, map: refused.map }).success).toBe(false);
  expect(gameReplaySchema.safeParse({ ...replay, game_mode: refused.game_mode }).success).toBe(false);
}
