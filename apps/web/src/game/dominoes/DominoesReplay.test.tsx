/**
 * The dominoes replay steps through a finished game the engine's bots played: the deal with every hand face
 * up, then the line and the scores after each logged action — forward lays the lead, a fire raises its side's
 * score and back takes it off again, a hand's last play shows that hand's end (its line, the tiles left, who
 * scored) before the next hand, the last step names the winner — with the arrow keys as well as the buttons,
 * in English and Spanish. On the fair page a dominoes link shows this replay and no Spades hands; the link to
 * it shows only for a finished dominoes table whose seed is revealed.
 */
import {
  applyDominoes,
  chooseDominoesAction,
  commitment,
  type DominoesAction,
  type DominoesState,
  dominoesView,
  lineTiles,
  newDominoesGame,
} from '@cardroom/engine';
import type {
  DominoesReplay as DominoesReplayData,
  GameData,
  PlayerData,
  UserData,
} from '@cardroom/protocol';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FairScreen } from '../../screens/FairScreen.js';
import { gameLoaded } from '../../store/game-slice.js';
import { sessionStarted } from '../../store/session-slice.js';
import { renderWithApp } from '../../test/render.js';
import { parseFairParams } from '../links.js';
import { DominoesReplay } from './DominoesReplay.js';
import { DominoesReplayLink } from './DominoesReplayLink.js';
import { dominoesFairPath, isDominoesFairSearch } from './replay-link.js';

const gameId = '3c4d5e6f-7081-4a92-8b3c-4d5e6f708192';
const serverSeed = 'dominoes-replay-seed';
const fairness = {
  serverSeed,
  clientSeed: 'table-seed',
  clientSeeds: ['table-seed'],
  shuffleVersion: 1,
  nonce: 0,
  commitment: commitment(serverSeed),
};
const seed = { serverSeed, clientSeed: fairness.clientSeed, nonce: 0, version: 1 };
const settings = { target: 150, singleHand: false, turnSeconds: 20 };
const user = { id: 'u1', username: 'ann', roles: ['ROLE_GUEST'], notifications: [] } as unknown as UserData;

/** A whole two-seat Tiles on Fire game the engine's bot plays for both seats: the replay and every state. */
function playedGame(): { replay: DominoesReplayData; states: DominoesState[]; actions: DominoesAction[] } {
  let state = newDominoesGame({ mode: 'tilesonfire', seed, seatCount: 2, settings });
  const states = [state];
  const actions: DominoesAction[] = [];
  while (state.phase === 'playing') {
    const action = { ...chooseDominoesAction(dominoesView(state, state.turn)), auto: state.turn === 1 };
    const result = applyDominoes(state, action);
    if (!result.ok) throw new Error(result.error.code);
    actions.push(action);
    state = result.state;
    states.push(state);
  }
  const replay: DominoesReplayData = {
    game_id: gameId,
    map: 'dominoes',
    game_mode: 'tilesonfire',
    fairness,
    seats: [
      { seat: 0, username: 'ann', bot: false },
      { seat: 1, username: 'Sparky', bot: true },
    ],
    settings,
    moves: actions.map((action, index) => ({ version: index + 2, actions: [action] })),
  };
  return { replay, states, actions };
}

const counter = () => screen.getByTestId('domr-counter').textContent;
const caption = () => screen.getByTestId('domr-caption').textContent ?? '';
const lineCount = () => Number(screen.getByTestId('domr-line').dataset.tiles);
const score = (side: number) => screen.getByTestId(`domr-score-${side}`).querySelector('strong')?.textContent;
const handTiles = (seat: number) =>
  within(screen.getByTestId(`domr-hand-${seat}`))
    .queryAllByTestId(/^domr-tile-/)
    .map((tile) => tile.dataset.testid?.slice('domr-tile-'.length));

const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next move' }));
const previous = () => fireEvent.click(screen.getByRole('button', { name: 'Previous move' }));

describe('the dominoes replay', () => {
  const { replay, states, actions } = playedGame();
  const total = actions.length;
  /** The first play that scored a fire and did not end its hand (so the score is the fire alone). */
  const firstFire = states.findIndex((state, index) => {
    const before = states[index - 1];
    return (
      before !== undefined &&
      state.history.length === before.history.length &&
      state.scores.some((value, side) => value > (before.scores[side] ?? 0))
    );
  });
  const firstHandEnd = states.findIndex((state) => state.history.length > 0);

  it('starts at the deal with every hand face up, and lays the lead going forward', () => {
    renderWithApp(<DominoesReplay replay={replay} />);
    const dealt = states[0] as DominoesState;
    expect(counter()).toBe(`Move 0 of ${total}`);
    expect(caption()).toBe(`The deal: ${dealt.turn === 0 ? 'ann' : 'Sparky (bot)'} leads.`);
    expect(lineCount()).toBe(0);
    for (const seat of [0, 1]) expect(handTiles(seat)).toEqual(dealt.hands[seat]);
    expect([score(0), score(1)]).toEqual(['0', '0']);
    expect((screen.getByRole('button', { name: 'Previous move' }) as HTMLButtonElement).disabled).toBe(true);

    next();
    const lead = actions[0];
    if (lead?.type !== 'play') throw new Error('the game does not start with a lead');
    expect(counter()).toBe(`Move 1 of ${total}`);
    expect(lineCount()).toBe(1);
    expect(screen.getByTestId(`line-tile-${lead.tile}`)).toBeTruthy();
    expect(caption()).toContain(`leads ${lead.tile}.`);
    expect(handTiles(lead.seat)).not.toContain(lead.tile);
    expect(handTiles(lead.seat)).toHaveLength((dealt.hands[lead.seat]?.length ?? 0) - 1);

    previous();
    expect(counter()).toBe(`Move 0 of ${total}`);
    expect(lineCount()).toBe(0);
    expect(handTiles(lead.seat)).toContain(lead.tile);
  });

  it('raises a side’s score on a fire and takes it off going back', () => {
    expect(firstFire).toBeGreaterThan(0);
    renderWithApp(<DominoesReplay replay={replay} />);
    for (let step = 0; step < firstFire; step++) next();
    const before = states[firstFire - 1] as DominoesState;
    const after = states[firstFire] as DominoesState;
    const side = after.scores.findIndex((value, at) => value > (before.scores[at] ?? 0));
    const points = (after.scores[side] ?? 0) - (before.scores[side] ?? 0);
    expect(counter()).toBe(`Move ${firstFire} of ${total}`);
    expect(caption()).toContain(`Fire: +${points}`);
    expect(score(side)).toBe(String(after.scores[side]));
    expect(lineCount()).toBe(lineTiles(after.line).length);
    previous();
    expect(score(side)).toBe(String(before.scores[side]));
    expect(lineCount()).toBe(lineTiles(before.line).length);
    expect(caption()).not.toContain('Fire');
  });

  it('shows every step as the engine left it, a hand’s end before the next hand, and the winner last', () => {
    expect(firstHandEnd).toBeGreaterThan(0);
    renderWithApp(<DominoesReplay replay={replay} />);
    for (let step = 1; step <= total; step++) {
      next();
      const state = states[step] as DominoesState;
      const before = states[step - 1] as DominoesState;
      const handEnded = state.history.length > before.history.length && state.phase === 'playing';
      expect(counter()).toBe(`Move ${step} of ${total}`);
      expect([score(0), score(1)], `scores at ${step}`).toEqual(state.scores.map(String));
      if (!handEnded) {
        expect(lineCount(), `line at ${step}`).toBe(lineTiles(state.line).length);
        expect(handTiles(0), `hand at ${step}`).toEqual(state.hands[0]);
        continue;
      }
      // The hand's end, not the next deal: its line with the last tile, the tiles left, who scored.
      const record = state.history.at(-1);
      const action = actions[step - 1];
      expect(screen.getByTestId('domr-hand-number').textContent).toBe(`Hand ${before.hand + 1}`);
      expect(lineCount()).toBe(lineTiles(before.line).length + (action?.type === 'play' ? 1 : 0));
      expect(handTiles(0)).toEqual(record?.tilesLeft[0]);
      expect(caption()).toMatch(/went out|blocked/);
      next();
      expect(screen.getByTestId('domr-hand-number').textContent).toBe(`Hand ${state.hand + 1}`);
      previous();
    }
    expect((screen.getByRole('button', { name: 'Next move' }) as HTMLButtonElement).disabled).toBe(true);
    const final = states.at(-1) as DominoesState;
    const winner = final.result?.winners[0];
    expect(caption()).toContain(`Victory for ${winner === 0 ? 'ann' : 'Sparky (bot)'}!`);

    // The arrow keys step too, and stop at either end.
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(counter()).toBe(`Move ${total} of ${total}`);
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(counter()).toBe(`Move ${total - 2} of ${total}`);
    fireEvent.click(screen.getByRole('button', { name: 'First move' }));
    expect(counter()).toBe(`Move 0 of ${total}`);
    fireEvent.click(screen.getByRole('button', { name: 'Last move' }));
    expect(counter()).toBe(`Move ${total} of ${total}`);
  });

  it('speaks Spanish', () => {
    renderWithApp(<DominoesReplay replay={replay} />, { language: 'es' });
    expect(counter()).toBe(`Jugada 0 de ${total}`);
    expect(caption()).toMatch(/^El reparto: sale /);
    fireEvent.click(screen.getByRole('button', { name: 'Jugada siguiente' }));
    const lead = actions[0];
    if (lead?.type !== 'play') throw new Error('the game does not start with a lead');
    expect(caption()).toContain(` sale con ${lead.tile}.`);
  });

  it('says so when the seed is not revealed, instead of guessing a deal', () => {
    renderWithApp(<DominoesReplay replay={{ ...replay, fairness: { ...fairness, serverSeed: null } }} />);
    expect(screen.getByText('The game is not revealed yet.')).toBeTruthy();
    expect(screen.queryByTestId('domr-line')).toBeNull();
  });

  it('is the fair page’s replay for a dominoes link, with no Spades hands', async () => {
    const path = dominoesFairPath(fairness, gameId);
    if (!path) throw new Error('no fair link');
    const asked: string[] = [];
    renderWithApp(<FairScreen />, {
      route: path,
      fetch: async (input) => {
        asked.push(String(input));
        return new Response(JSON.stringify({ success: true, replay }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      },
      prepare: (store) => store.dispatch(sessionStarted({ accessToken: 'token', userData: user })),
    });
    expect(await screen.findByTestId('dominoes-replay')).toBeTruthy();
    expect(asked.some((url) => url.includes(`/game/replay?game_id=${gameId}`))).toBe(true);
    expect(screen.queryByTestId('fair-hand-0')).toBeNull();
    expect(screen.getByTestId('fair-verdict').dataset.match).toBe('true');
  });
});

describe('DominoesReplayLink', () => {
  function show(game: Partial<GameData>, language: 'en' | 'es' = 'en') {
    renderWithApp(<DominoesReplayLink />, {
      language,
      prepare: (store) =>
        store.dispatch(
          gameLoaded({
            gameData: { game_id: gameId, map: 'dominoes', hasFinished: true, fairness, ...game } as GameData,
            playerData: { id: 'p1', seat: 0 } as PlayerData,
          }),
        ),
    });
  }

  it('links a finished dominoes game to its replay on the fair page', () => {
    show({});
    const href = screen.getByRole('link', { name: 'Replay this game' }).getAttribute('href') ?? '';
    const search = href.slice(href.indexOf('?'));
    expect(href.startsWith('/fair?')).toBe(true);
    expect(isDominoesFairSearch(search)).toBe(true);
    expect(parseFairParams(search)).toMatchObject({ serverSeed, gameId, hands: 1 });
  });

  it('says it in Spanish', () => {
    show({}, 'es');
    expect(screen.getByRole('link', { name: 'Ver la repetición' })).toBeTruthy();
  });

  it('shows nothing while the game is played, before the reveal, or for another game', () => {
    show({ hasFinished: false });
    show({ fairness: { ...fairness, serverSeed: null } });
    show({ map: 'solitaire' });
    expect(screen.queryByTestId('dom-replay-link')).toBeNull();
  });
});
