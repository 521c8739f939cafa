import { type DominoesView, legalDominoesActionsForView, lineTiles, type Tile } from '@cardroom/engine';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render.js';
import { type DominoesMove, DominoesTable } from './DominoesTable.js';
import { findPosition, VIEWER } from './dominoes-view.fixture.js';

const nameOf = (seat: number) => (seat === VIEWER ? 'You' : `Bot ${seat}`);

let showView: (view: DominoesView) => void = () => {};

function Host({ initial, onAction }: { initial: DominoesView; onAction(move: DominoesMove): void }) {
  const [view, setView] = useState(initial);
  showView = setView;
  return <DominoesTable view={view} nameOf={nameOf} onAction={onAction} />;
}

function renderTable(view: DominoesView) {
  const onAction = vi.fn<(move: DominoesMove) => void>();
  renderWithApp(<Host initial={view} onAction={onAction} />);
  return onAction;
}

function playableTiles(view: DominoesView): Set<Tile> {
  const tiles = new Set<Tile>();
  for (const action of legalDominoesActionsForView(view)) if (action.type === 'play') tiles.add(action.tile);
  return tiles;
}

function endsByTile(view: DominoesView): Map<Tile, Set<string>> {
  const ends = new Map<Tile, Set<string>>();
  for (const action of legalDominoesActionsForView(view))
    if (action.type === 'play')
      ends.set(action.tile, new Set([...(ends.get(action.tile) ?? []), action.end]));
  return ends;
}

const myTurn = (view: DominoesView) => view.phase === 'playing' && view.turn === VIEWER;

describe('DominoesTable', () => {
  it('flies in only the tiles drawn from the boneyard, not a new deal', () => {
    const { view } = findPosition(
      'classic',
      2,
      (candidate) =>
        candidate.boneyardCount > 0 && candidate.history.length > 0 && candidate.phase === 'playing',
    );
    renderTable(view);
    expect(screen.getByTestId('dom-hand').querySelectorAll('[data-drawn]')).toHaveLength(0);
    const held = new Set(view.myHand);
    const fresh = (['0-0', '0-1', '1-1', '2-6', '6-6', '5-6', '3-4'] as Tile[]).find(
      (tile) => !held.has(tile),
    );
    if (!fresh) throw new Error('no tile outside the hand');
    act(() => showView({ ...view, myHand: [...view.myHand, fresh] }));
    const flying = screen.getByTestId('dom-hand').querySelectorAll('[data-drawn="true"]');
    expect([...flying].map((item) => item.querySelector('button')?.dataset.testid)).toEqual([
      `hand-tile-${fresh}`,
    ]);
    // Another hand's deal is not a draw: nothing flies in.
    act(() => showView({ ...view, myHand: [fresh], history: view.history.slice(0, -1) }));
    expect(screen.getByTestId('dom-hand').querySelectorAll('[data-drawn]')).toHaveLength(0);
  });

  it('names the match target, or a single hand when one hand decides', () => {
    const { view } = findPosition('tilesonfire', 4, () => true);
    renderTable(view);
    expect(screen.getByText(`Game to ${view.settings.target}`)).toBeTruthy();
    act(() => showView({ ...view, settings: { ...view.settings, singleHand: true } }));
    expect(screen.getByText('One hand decides')).toBeTruthy();
    expect(screen.queryByText(`Game to ${view.settings.target}`)).toBeNull();
  });

  it('raises exactly the tiles the engine lets you play, and plays a one-end tile on a tap', () => {
    const { view } = findPosition('classic', 2, (candidate) => {
      if (!myTurn(candidate) || !candidate.line.lead) return false;
      const playable = playableTiles(candidate);
      const ends = endsByTile(candidate);
      return (
        playable.size > 0 &&
        playable.size < candidate.myHand.length &&
        [...ends.values()].some((set) => set.size === 1)
      );
    });
    const onAction = renderTable(view);
    const playable = playableTiles(view);
    for (const tile of view.myHand) {
      const button = screen.getByTestId(`hand-tile-${tile}`);
      expect(button.dataset.playable, tile).toBe(playable.has(tile) ? 'true' : 'false');
      expect(button.classList.contains('dom-playable'), tile).toBe(playable.has(tile));
    }
    const unplayable = view.myHand.find((tile) => !playable.has(tile)) as Tile;
    fireEvent.click(screen.getByTestId(`hand-tile-${unplayable}`));
    expect(onAction).not.toHaveBeenCalled();

    const [single, ends] = [...endsByTile(view)].find(([, set]) => set.size === 1) as [Tile, Set<string>];
    fireEvent.click(screen.getByTestId(`hand-tile-${single}`));
    expect(onAction).toHaveBeenCalledWith({ type: 'play', tile: single, end: [...ends][0] });
    expect(screen.queryByTestId('dom-draw')).toBeNull();
    expect(screen.queryByTestId('dom-pass')).toBeNull();
  });

  it('asks for the end when a tile fits two, and sends the tile with the end tapped', () => {
    const { view } = findPosition('classic', 2, (candidate) => {
      if (!myTurn(candidate) || !candidate.line.lead) return false;
      return [...endsByTile(candidate).values()].some((set) => set.size >= 2);
    });
    const onAction = renderTable(view);
    const [tile, ends] = [...endsByTile(view)].find(([, set]) => set.size >= 2) as [Tile, Set<string>];
    fireEvent.click(screen.getByTestId(`hand-tile-${tile}`));
    expect(onAction).not.toHaveBeenCalled();
    for (const end of ['east', 'west', 'north', 'south'])
      expect(screen.queryByTestId(`end-${end}`) !== null, end).toBe(ends.has(end));
    expect(screen.getByTestId('dom-turn').textContent).toContain(tile);

    const chosen = [...ends].at(-1) as string;
    fireEvent.click(screen.getByTestId(`end-${chosen}`));
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(onAction).toHaveBeenCalledWith({ type: 'play', tile, end: chosen });
    expect(screen.queryByTestId(`end-${chosen}`)).toBeNull();
  });

  it('shows Draw with the boneyard count only when drawing is your move, and sends a draw', () => {
    const { view } = findPosition('classic', 2, (candidate) =>
      legalDominoesActionsForView(candidate).some((action) => action.type === 'draw'),
    );
    const onAction = renderTable(view);
    expect(screen.getByTestId('dom-boneyard').textContent).toContain(`${view.boneyardCount} tiles`);
    expect(screen.queryByTestId('dom-pass')).toBeNull();
    for (const tile of view.myHand)
      expect(screen.getByTestId(`hand-tile-${tile}`).dataset.playable).toBe('false');
    fireEvent.click(screen.getByTestId('dom-draw'));
    expect(onAction).toHaveBeenCalledWith({ type: 'draw' });
  });

  it("shows the opponents' tile counts and never their tiles", () => {
    const { view, state } = findPosition('tilesonfire', 4, (candidate) => candidate.line.east.length > 0);
    renderTable(view);
    for (const seat of [1, 2, 3]) {
      const box = screen.getByTestId(`dom-seat-${seat}`);
      expect(within(box).getByTestId(`dom-count-${seat}`).textContent).toBe(
        `${state.hands[seat]?.length} ${state.hands[seat]?.length === 1 ? 'tile' : 'tiles'}`,
      );
      expect(box.querySelectorAll('svg')).toHaveLength(0);
    }
    const shown = new Set(lineTiles(view.line));
    expect(screen.getAllByTestId(/^hand-tile-/)).toHaveLength(view.myHand.length);
    for (const seat of [1, 2, 3])
      for (const tile of state.hands[seat] ?? []) {
        expect(screen.queryByTestId(`hand-tile-${tile}`), tile).toBeNull();
        if (!shown.has(tile)) expect(screen.queryByTestId(`line-tile-${tile}`), tile).toBeNull();
      }
  });

  it('draws the spinner and its north and south arms in Tiles on Fire', () => {
    const { view } = findPosition(
      'tilesonfire',
      2,
      (candidate) => candidate.line.north.length > 0 && candidate.line.south.length > 0,
    );
    renderTable(view);
    const spinner = view.line.spinner?.tile as Tile;
    expect(screen.getByTestId(`line-tile-${spinner}`).dataset.spinner).toBe('true');
    for (const placed of [...view.line.north, ...view.line.south, ...view.line.east, ...view.line.west])
      expect(screen.getByTestId(`line-tile-${placed.tile}`)).toBeTruthy();
    // The arms are drawn upright: a north tile that is not a double stands taller than it is wide.
    const upright = view.line.north.find((placed) => placed.tile[0] !== placed.tile[2]);
    if (upright) {
      const rect = screen.getByTestId(`line-tile-${upright.tile}`).querySelector('rect') as SVGRectElement;
      expect(Number(rect.getAttribute('height'))).toBeGreaterThan(Number(rect.getAttribute('width')));
    }
  });

  it('flashes the fire a play scores', () => {
    const { view, before } = findPosition(
      'tilesonfire',
      2,
      (candidate, previous) =>
        candidate.hand === previous.hand &&
        candidate.history.length === previous.history.length &&
        candidate.scores.some((score, side) => score > (previous.scores[side] ?? 0)),
    );
    renderTable(before);
    expect(screen.queryByTestId('fire-flash')).toBeNull();
    act(() => showView(view));
    const gained = view.scores.reduce((sum, score, side) => sum + score - (before.scores[side] ?? 0), 0);
    expect(screen.getByTestId('fire-flash').textContent).toContain(`+${gained}`);
  });

  it("opens the hand-end summary with every hand's pips when a hand ends", () => {
    const { view, before } = findPosition(
      'classic',
      2,
      (candidate, previous) => candidate.history.length === 1 && previous.history.length === 0,
    );
    renderTable(before);
    expect(screen.queryByTestId('dom-summary')).toBeNull();
    act(() => showView(view));
    const summary = screen.getByTestId('dom-summary');
    const record = view.history[0];
    if (!record) throw new Error('no hand record');
    record.pips.forEach((pips, seat) => {
      expect(within(summary).getByTestId(`dom-pips-${seat}`).textContent).toBe(String(pips));
      const row = within(summary).getByTestId(`dom-summary-seat-${seat}`);
      expect(row.querySelectorAll('svg')).toHaveLength(record.tilesLeft[seat]?.length ?? 0);
    });
    expect(within(summary).getByTestId('dom-total-0').textContent).toBe(String(view.scores[0]));
    fireEvent.click(within(summary).getByTestId('dom-summary-close'));
    expect(screen.queryByTestId('dom-summary')).toBeNull();
  });

  it('ends the game with its winner and a New game button in the last summary', () => {
    const { view, before } = findPosition(
      'classic',
      2,
      (candidate, previous) => candidate.phase === 'finished' && previous.phase === 'playing',
    );
    const onNewGame = vi.fn();
    renderWithApp(<Host initial={before} onAction={() => {}} />);
    act(() => showView(view));
    const summary = screen.getByTestId('dom-summary');
    const winner = view.result?.winners[0] as number;
    expect(within(summary).getByTestId('dom-result').textContent).toBe(`Victory for ${nameOf(winner)}!`);
    expect(within(summary).getByTestId(`dom-total-${winner}`).textContent).toBe(String(view.scores[winner]));
    expect(view.scores[winner]).toBeGreaterThanOrEqual(100);
    expect(screen.queryByTestId('dom-draw')).toBeNull();
    expect(screen.queryByTestId('dom-new-game')).toBeNull();
    renderWithApp(<DominoesTable view={view} nameOf={nameOf} onAction={() => {}} onNewGame={onNewGame} />);
    // Opened from Scores once the game is over, the summary offers a new game.
    fireEvent.click(screen.getAllByTestId('dom-scores-button')[1] as HTMLElement);
    fireEvent.click(screen.getByTestId('dom-new-game'));
    expect(onNewGame).toHaveBeenCalledTimes(1);
  });

  it('reads in Spanish', () => {
    const { view } = findPosition('classic', 2, (candidate) =>
      legalDominoesActionsForView(candidate).some((action) => action.type === 'draw'),
    );
    renderWithApp(<DominoesTable view={view} nameOf={nameOf} onAction={() => {}} />, { language: 'es' });
    expect(screen.getByTestId('dom-draw').textContent).toBe('Robar');
    expect(screen.getByTestId('dom-boneyard').textContent).toContain('Pozo');
  });

  it('names partnerships in the interface language, your own side from where you sit', () => {
    const { view } = findPosition('tilesonfire', 4, () => true);
    renderWithApp(<DominoesTable view={view} nameOf={nameOf} onAction={() => {}} />, { language: 'es' });
    expect(screen.getByTestId('dom-score-0').textContent).toBe(`You y Bot 2${view.scores[0]}`);
    expect(screen.getByTestId('dom-score-1').textContent).toBe(`Bot 1 y Bot 3${view.scores[1]}`);
  });
});

describe('DominoesTable between hands', () => {
  let showPause: (until: string | null) => void = () => {};

  /** A table whose view and hand pause (the server's handPauseUntil) the test changes as new states arrive. */
  function PausedHost({
    initial,
    pause,
    onHandAck,
  }: {
    initial: DominoesView;
    pause: string | null;
    onHandAck(hand: number): void;
  }) {
    const [view, setView] = useState(initial);
    const [until, setUntil] = useState(pause);
    showView = setView;
    showPause = setUntil;
    return (
      <DominoesTable
        view={view}
        nameOf={nameOf}
        onAction={() => {}}
        onHandAck={onHandAck}
        extras={{ isBot: () => true, reactionOf: () => null, deadline: null, handPauseUntil: until }}
      />
    );
  }

  /** The first hand just scored, the bot to lead the next (so the table waits on the others' Next hand). */
  const handEnded = () =>
    findPosition(
      'classic',
      2,
      (candidate, previous) =>
        candidate.history.length === 1 &&
        previous.history.length === 0 &&
        candidate.phase === 'playing' &&
        candidate.turn !== VIEWER,
    );
  const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();

  it('keeps the summary up through the pause with its countdown; Next hand tells the server once, for that hand', () => {
    const { view, before } = handEnded();
    const onHandAck = vi.fn<(hand: number) => void>();
    renderWithApp(<PausedHost initial={before} pause={null} onHandAck={onHandAck} />);
    act(() => {
      showView(view);
      showPause(inSeconds(30));
    });
    const summary = screen.getByTestId('dom-summary');
    expect(within(summary).getByTestId('dom-pause').textContent).toMatch(
      /^The next hand starts when everyone has pressed Next hand, or in (29|30) s\.$/,
    );
    // Another state of the same pause (a bot's reaction, a resync) leaves the summary as it is.
    act(() => showView({ ...view, history: [...view.history] }));
    expect(screen.getByTestId('dom-summary')).toBeTruthy();
    expect(onHandAck).not.toHaveBeenCalled();

    const next = within(screen.getByTestId('dom-summary')).getByTestId('dom-summary-close');
    expect(next.textContent).toBe('Next hand');
    fireEvent.click(next);
    expect(onHandAck).toHaveBeenCalledExactlyOnceWith(view.hand);
    expect(screen.queryByTestId('dom-summary')).toBeNull();
    // The table still waits for the others: the summary stays closed, and is not acknowledged again.
    act(() => showView({ ...view, history: [...view.history] }));
    expect(screen.queryByTestId('dom-summary')).toBeNull();
    expect(screen.getByTestId('dom-turn').textContent).toBe(
      'The next hand starts when everyone has pressed Next hand.',
    );
    // Reopened from Scores while the others read theirs, it shows no countdown and sends nothing on close.
    fireEvent.click(screen.getByTestId('dom-scores-button'));
    expect(within(screen.getByTestId('dom-summary')).queryByTestId('dom-pause')).toBeNull();
    fireEvent.click(within(screen.getByTestId('dom-summary')).getByTestId('dom-summary-close'));
    expect(onHandAck).toHaveBeenCalledTimes(1);
  });

  it('shows the summary of a pause already running (a reload), and closes it when the pause runs out first', () => {
    const { view } = handEnded();
    const onHandAck = vi.fn<(hand: number) => void>();
    renderWithApp(<PausedHost initial={view} pause={inSeconds(20)} onHandAck={onHandAck} />);
    expect(within(screen.getByTestId('dom-summary')).getByTestId('dom-pips-0').textContent).toBe(
      String(view.history[0]?.pips[0]),
    );
    // The server started the next hand without this player's Next hand: no turn clock runs behind a summary.
    act(() => showPause(null));
    expect(screen.queryByTestId('dom-summary')).toBeNull();
    expect(onHandAck).not.toHaveBeenCalled();
    expect(screen.getByTestId('dom-turn').textContent).toBe(`${nameOf(view.turn)}'s turn`);
  });

  it('leaves a summary opened without a pause (a server that does not wait) to its reader', () => {
    const { view, before } = handEnded();
    const onHandAck = vi.fn<(hand: number) => void>();
    renderWithApp(<PausedHost initial={before} pause={null} onHandAck={onHandAck} />);
    act(() => showView(view));
    expect(within(screen.getByTestId('dom-summary')).queryByTestId('dom-pause')).toBeNull();
    act(() => showView({ ...view, moves: view.moves + 1 }));
    expect(screen.getByTestId('dom-summary')).toBeTruthy();
    fireEvent.click(within(screen.getByTestId('dom-summary')).getByTestId('dom-summary-close'));
    expect(onHandAck).not.toHaveBeenCalled();
  });

  it('reads the pause in Spanish', () => {
    const { view } = handEnded();
    renderWithApp(<PausedHost initial={view} pause={inSeconds(30)} onHandAck={() => {}} />, {
      language: 'es',
    });
    const summary = screen.getByTestId('dom-summary');
    expect(within(summary).getByTestId('dom-summary-close').textContent).toBe('Siguiente mano');
    expect(within(summary).getByTestId('dom-pause').textContent).toMatch(
      /^La siguiente mano empieza cuando todos pulsen Siguiente mano, o en (29|30) s\.$/,
    );
  });
});

describe('DominoesTable seats', () => {
  it("labels bot seats, shows a seat's reaction and the seconds left on the seat whose turn it is", () => {
    const { view } = findPosition(
      'classic',
      2,
      (candidate) => candidate.turn === 1 && candidate.line.lead !== null,
    );
    const deadline = new Date(Date.now() + 15_000).toISOString();
    renderWithApp(
      <DominoesTable
        view={view}
        nameOf={nameOf}
        onAction={() => {}}
        extras={{
          isBot: (seat) => seat === 1,
          reactionOf: (seat) =>
            seat === 1
              ? { playerId: 'bot-1', seat: 1, reaction: '👍', time_stamp: '2026-01-01T00:00:00.000Z' }
              : null,
          deadline,
        }}
      />,
    );
    const seat = screen.getByTestId('dom-seat-1');
    expect(seat.textContent).toContain('Bot');
    expect(within(seat).getByTestId('dom-reaction-1').textContent).toBe('👍');
    expect(within(seat).getByTestId('turn-timer').textContent).toMatch(/^1[45] s$/);
    expect(screen.getByTestId('dom-turn').textContent).toBe("Bot 1's turn");
  });
});
