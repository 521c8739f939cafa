/** A worker thread of solver-pool.ts: the Klondike solver runs here, off the server's event loop. */
import {
  type KlondikePosition,
  type KlondikeSolution,
  type KlondikeSolveOptions,
  solveKlondikePosition,
} from '@cardroom/engine/klondike-solver';

export interface SolveTask {
  position: KlondikePosition;
  options: KlondikeSolveOptions;
}

export default function solve(task: SolveTask): KlondikeSolution {
  return solveKlondikePosition(task.position, task.options);
}
