/**
 * The players' client seeds (rules.md, fair shuffles): each seated person brings their own (the app makes one
 * per table; game_seats.client_seed), and the table's client seed at the deal is the engine's
 * mixClientSeeds of every seated person's seed in seat order. Bots bring none; a person who sent none counts
 * as the public placeholder DEFAULT_CLIENT_SEED (decision 0003). The server never picks a seed itself.
 */
import { CURRENT_SHUFFLE_VERSION, mixClientSeeds } from '@cardroom/engine';
import { DEFAULT_CLIENT_SEED, type Fairness } from '@cardroom/protocol';
import type { GameRecord, GameRow, SeatRow } from './repository.js';

/** What the table's seed mixes: the seated people's seeds in seat order (seats are read ordered by seat). */
export function peopleSeeds(seats: readonly Pick<SeatRow, 'isBot' | 'clientSeed' | 'seat'>[]): string[] {
  return [...seats]
    .sort((a, b) => a.seat - b.seat)
    .filter((seat) => !seat.isBot)
    .map((seat) => seat.clientSeed ?? DEFAULT_CLIENT_SEED);
}

/** The games row's seed columns for the deal: the mixed seed, the seeds that went in, the shuffle version. */
export function dealSeeds(
  seats: readonly SeatRow[],
): Pick<GameRow, 'clientSeed' | 'clientSeeds' | 'shuffleVersion'> {
  const seeds = peopleSeeds(seats);
  return { clientSeed: mixClientSeeds(seeds), clientSeeds: seeds, shuffleVersion: CURRENT_SHUFFLE_VERSION };
}

/**
 * GameData.fairness: from the deal on, the seeds as mixed then; before it, what the mix would be now (it
 * changes as people sit down or change their seed); a game dealt before seeds were mixed shows its one seed.
 */
export function fairnessOf(record: GameRecord, dealt: boolean): Fairness {
  const { game } = record;
  const seeds = dealt ? (game.clientSeeds ?? []) : peopleSeeds(record.seats);
  return {
    commitment: game.commitment,
    clientSeed: dealt || seeds.length === 0 ? game.clientSeed : mixClientSeeds(seeds),
    clientSeeds: seeds,
    shuffleVersion: dealt ? game.shuffleVersion : CURRENT_SHUFFLE_VERSION,
    nonce: 0,
    serverSeed: game.status === 'finished' && !game.seedSealed ? game.serverSeed : null,
  };
}
