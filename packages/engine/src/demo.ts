/**
 * `npm start` until the server exists: a seeded bot-vs-bot Spades game printed hand by hand.
 * Usage: tsx packages/engine/src/demo.ts [mode] [serverSeed]
 */
import { cardLabel } from './cards.js';
import { verifyCommitment } from './fair.js';
import { chooseSpadesAction } from './spades/bot/index.js';
import { apply, newSpadesGame } from './spades/game.js';
import { isPartnership } from './spades/rules.js';
import { SPADES_MODES, type SpadesMode, type SpadesState } from './spades/types.js';
import { viewFor } from './spades/view.js';

const mode = (process.argv[2] ?? 'deuceshigh') as SpadesMode;
if (!SPADES_MODES.includes(mode)) {
  console.error(`Unknown mode "${mode}". Choose one of: ${SPADES_MODES.join(', ')}`);
  process.exit(2);
}
const seed = { serverSeed: process.argv[3] ?? 'demo-server-seed', clientSeed: 'demo-client', nonce: 0 };
const sideName = (side: number) => (isPartnership(mode) ? `seats ${side}+${side + 2}` : `seat ${side}`);

let state: SpadesState = newSpadesGame({ mode, seed });
console.log(`Spades — ${mode}. Commitment ${state.commitment}`);
let shownHand = -1;
while (state.phase !== 'finished') {
  if (state.hand !== shownHand && state.phase === 'bidding') {
    shownHand = state.hand;
    console.log(`\nHand ${state.hand + 1}, dealer seat ${state.dealer}`);
    state.hands.forEach((cards, seat) => {
      console.log(`  seat ${seat}: ${cards.map(cardLabel).join(' ')}`);
    });
  }
  const result = apply(state, chooseSpadesAction(viewFor(state, state.turn)));
  if (!result.ok) throw new Error(result.error.message);
  state = result.state;
  const record = state.history.at(-1);
  if (record && record.hand === shownHand && (state.phase === 'finished' || state.hand !== shownHand)) {
    const bids = record.bids.map((bid) =>
      bid.value === 0 ? (bid.blind ? 'blind nil' : 'nil') : String(bid.value),
    );
    console.log(
      `  bids ${bids.join(' / ')}${record.bids.some((bid) => bid.firestorm) ? ' (Firestorm)' : ''}`,
    );
    console.log(`  tricks ${record.tricksBySeat.join(' / ')}`);
    record.sides.forEach((side, index) => {
      const penalty = side.bagPenalty ? ` −${side.bagPenalty} bags` : '';
      const points = `${side.points >= 0 ? '+' : ''}${side.points}`;
      console.log(`  ${sideName(index)}: ${points}${penalty} → ${side.score} (bags ${side.bags})`);
    });
  }
}
const winners = state.result?.winners.map(sideName).join(' and ');
console.log(
  `\n${state.result?.draw ? `Draw between ${winners}` : `Winner: ${winners}`} after ${state.history.length} hands.`,
);
console.log(
  `Server seed revealed: ${state.seed.serverSeed} (matches commitment: ${verifyCommitment(state.seed.serverSeed, state.commitment)})`,
);
