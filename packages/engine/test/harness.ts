import {
  apply,
  legalActions,
  newSpadesGame,
  type SpadesAction,
  type SpadesMode,
  type SpadesSettings,
  type SpadesState,
  seededRandom,
} from '../src/index.js';

export type Chooser = (state: SpadesState) => SpadesAction;

export function randomChooser(seed: number): Chooser {
  const random = seededRandom(seed);
  return (state) => {
    const actions = legalActions(state, state.turn);
    const action = actions[random(actions.length)];
    if (!action) throw new Error('no legal action');
    return action;
  };
}

export function seedFor(index: number) {
  return { serverSeed: `server-${index}`, clientSeed: `client-${index}`, nonce: index * 7 };
}

/** Plays to the end, calling `onStep` before each action; throws if any chosen action is refused. */
export function playGame(
  mode: SpadesMode,
  seedIndex: number,
  choose: Chooser,
  settings: Partial<SpadesSettings> = {},
  onStep?: (state: SpadesState, action: SpadesAction) => void,
  maxActions = 20_000,
): { final: SpadesState; actions: SpadesAction[] } {
  let state = newSpadesGame({ mode, seed: seedFor(seedIndex), settings });
  const actions: SpadesAction[] = [];
  while (state.phase !== 'finished') {
    if (actions.length >= maxActions) throw new Error('game did not end');
    const action = choose(state);
    onStep?.(state, action);
    const result = apply(state, action);
    if (!result.ok) throw new Error(`${result.error.code}: ${JSON.stringify(action)}`);
    actions.push(action);
    state = result.state;
  }
  return { final: state, actions };
}
