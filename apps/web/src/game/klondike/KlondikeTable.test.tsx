import type { KlondikeAction, KlondikeView } from '@cardroom/engine';
import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render.js';
import { KlondikeControls } from './KlondikeControls.js';
import { KlondikeTable } from './KlondikeTable.js';
import { klondikeLayout } from './klondike-layout.js';
import { klondikeViewFixture } from './klondike-view.fixture.js';

/** A table whose view the test can swap, as the screen does when the server answers. */
function renderSwappable(first: KlondikeView, onAction: (action: KlondikeAction) => void) {
  let swap: (view: KlondikeView) => void = () => undefined;
  function Harness() {
    const [view, setView] = useState(first);
    swap = setView;
    return <KlondikeTable view={view} onAction={onAction} />;
  }
  renderWithApp(<Harness />);
  return (view: KlondikeView) => act(() => swap(view));
}

describe('KlondikeTable', () => {
  it('draws a face-down back for every hidden card and a face only for the cards the view shows', () => {
    const view = klondikeViewFixture();
    renderWithApp(<KlondikeTable view={view} onAction={() => undefined} />);
    expect(screen.getAllByTestId('card-back')).toHaveLength(1 + 2 + 3 + 5);
    // Face up: 7 tableau cards, the waste's top and the club foundation's ace.
    expect(screen.getAllByTestId('card-face')).toHaveLength(9);
    for (const back of screen.getAllByTestId('card-back')) {
      expect(back.querySelector('[data-testid="card-face"]')).toBeNull();
    }
    expect(screen.getByTestId('card-JC').getAttribute('aria-label')).toBe('J♣');
  });

  it('sends a tapped ace to its foundation', () => {
    const onAction = vi.fn<(action: KlondikeAction) => void>();
    renderWithApp(<KlondikeTable view={klondikeViewFixture()} onAction={onAction} />);
    fireEvent.click(screen.getByTestId('card-AH'));
    expect(onAction).toHaveBeenCalledWith({
      type: 'move',
      from: { pile: 'tableau', index: 3 },
      to: { pile: 'foundation', suit: 'H' },
      count: 1,
      atMs: 0,
    });
  });

  it('moves a tapped card to its nearest column, and the second tap cycles to the next legal one', () => {
    const onAction = vi.fn<(action: KlondikeAction) => void>();
    const before = klondikeViewFixture();
    const show = renderSwappable(before, onAction);
    fireEvent.click(screen.getByTestId('card-JC'));
    expect(onAction).toHaveBeenLastCalledWith(
      expect.objectContaining({
        from: { pile: 'tableau', index: 4 },
        to: { pile: 'tableau', index: 2 },
        count: 1,
      }),
    );
    const tableau = before.tableau.map((column) => ({ ...column, up: [...column.up] }));
    tableau[4] = { down: 3, up: [] };
    tableau[2] = { down: 2, up: ['QD', 'JC'] };
    show({ ...before, tableau });
    fireEvent.click(screen.getByTestId('card-JC'));
    expect(onAction).toHaveBeenLastCalledWith(
      expect.objectContaining({
        from: { pile: 'tableau', index: 2 },
        to: { pile: 'tableau', index: 1 },
        count: 1,
      }),
    );
  });

  it('sends a card to its foundation on a quick second tap once it fits there', () => {
    const onAction = vi.fn<(action: KlondikeAction) => void>();
    const before = klondikeViewFixture({ foundations: { S: 0, H: 0, C: 10, D: 0 } });
    // The clubs reach only the 9 at first: the jack's first tap builds on the nearest column.
    const show = renderSwappable({ ...before, foundations: { S: 0, H: 0, C: 9, D: 0 } }, onAction);
    const tableau = before.tableau.map((column) => ({ ...column, up: [...column.up] }));
    fireEvent.click(screen.getByTestId('card-JC'));
    expect(onAction).toHaveBeenLastCalledWith(expect.objectContaining({ to: { pile: 'tableau', index: 2 } }));
    tableau[4] = { down: 3, up: [] };
    tableau[2] = { down: 2, up: ['QD', 'JC'] };
    show({ ...before, tableau });
    fireEvent.click(screen.getByTestId('card-JC'));
    expect(onAction).toHaveBeenLastCalledWith(
      expect.objectContaining({ from: { pile: 'tableau', index: 2 }, to: { pile: 'foundation', suit: 'C' } }),
    );
  });

  it('puts the stock on the right, or on the left in the left-handed layout', () => {
    const right = klondikeLayout(klondikeViewFixture(), { width: 390, height: 640 }, false);
    const left = klondikeLayout(klondikeViewFixture(), { width: 390, height: 640 }, true);
    const stockX = (layout: typeof right) => layout.slots.find((slot) => slot.pile.pile === 'stock')?.x ?? -1;
    const columnX = (layout: typeof right, index: number) =>
      layout.slots.find((slot) => slot.pile.pile === 'tableau' && slot.pile.index === index)?.x ?? -2;
    expect(stockX(right)).toBe(columnX(right, 6));
    expect(stockX(left)).toBe(columnX(left, 0));
  });

  it('draws when the stock is tapped, and turns the waste over when the stock is empty', () => {
    const onAction = vi.fn<(action: KlondikeAction) => void>();
    const show = renderSwappable(klondikeViewFixture(), onAction);
    fireEvent.click(screen.getByTestId('stock'));
    expect(onAction).toHaveBeenLastCalledWith({ type: 'draw', atMs: 0 });
    show(klondikeViewFixture({ stockCount: 0 }));
    fireEvent.click(screen.getByTestId('stock'));
    expect(onAction).toHaveBeenLastCalledWith({ type: 'recycle', atMs: 0 });
  });

  it('drops a dragged run on a highlighted legal column, and nothing on an illegal one', () => {
    const onAction = vi.fn<(action: KlondikeAction) => void>();
    const view = klondikeViewFixture();
    renderWithApp(<KlondikeTable view={view} onAction={onAction} />);
    const layout = klondikeLayout(view, { width: 390, height: 640 }, false);
    const slot = (index: number) =>
      layout.slots.find((candidate) => candidate.pile.pile === 'tableau' && candidate.pile.index === index);
    const jack = screen.getByTestId('card-JC');
    const target = slot(1);
    if (!target) throw new Error('no column 2');
    fireEvent.pointerDown(jack, { clientX: 10, clientY: 10, pointerId: 1 });
    fireEvent.pointerMove(jack, { clientX: target.x + 10, clientY: target.y + 10, pointerId: 1 });
    expect(screen.getByTestId('slot-tableau-1').getAttribute('data-target')).toBe('true');
    expect(screen.getByTestId('slot-tableau-0').getAttribute('data-target')).toBeNull();
    fireEvent.pointerUp(jack, { clientX: target.x + 10, clientY: target.y + 10, pointerId: 1 });
    fireEvent.click(jack);
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(onAction).toHaveBeenLastCalledWith(
      expect.objectContaining({ from: { pile: 'tableau', index: 4 }, to: { pile: 'tableau', index: 1 } }),
    );
    const wrong = slot(0);
    if (!wrong) throw new Error('no column 1');
    fireEvent.pointerDown(jack, { clientX: 10, clientY: 10, pointerId: 1 });
    fireEvent.pointerMove(jack, { clientX: wrong.x + 10, clientY: wrong.y + 10, pointerId: 1 });
    fireEvent.pointerUp(jack, { clientX: wrong.x + 10, clientY: wrong.y + 10, pointerId: 1 });
    expect(onAction).toHaveBeenCalledTimes(1);
  });
});

describe('KlondikeControls', () => {
  const handlers = {
    onUndo: vi.fn(),
    onHint: vi.fn(),
    onAutoComplete: vi.fn(),
    onNewDeal: vi.fn(),
  };

  it('keeps auto-complete off unless the view says the deal can be finished', () => {
    let swap: (view: KlondikeView) => void = () => undefined;
    function Harness() {
      const [view, setView] = useState(klondikeViewFixture({ canAutoComplete: false }));
      swap = setView;
      return <KlondikeControls view={view} dealtAt={null} {...handlers} />;
    }
    renderWithApp(<Harness />);
    const auto = screen.getByTestId('kl-auto') as HTMLButtonElement;
    expect(auto.disabled).toBe(true);
    fireEvent.click(auto);
    expect(handlers.onAutoComplete).not.toHaveBeenCalled();
    act(() => swap(klondikeViewFixture({ canAutoComplete: true })));
    expect((screen.getByTestId('kl-auto') as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(screen.getByTestId('kl-auto'));
    expect(handlers.onAutoComplete).toHaveBeenCalledTimes(1);
  });

  it('speaks Spanish', () => {
    renderWithApp(<KlondikeControls view={klondikeViewFixture()} dealtAt={null} {...handlers} />, {
      language: 'es',
    });
    expect(screen.getByTestId('kl-undo').textContent).toContain('Deshacer');
    expect(screen.getByTestId('kl-auto').textContent).toContain('Completar');
    expect(screen.getByTestId('klondike-controls').textContent).toContain('Jugadas');
  });

  it('shows the score, the time and the moves, and undo only when the view allows it', () => {
    renderWithApp(
      <KlondikeControls view={klondikeViewFixture({ canUndo: false })} dealtAt={null} {...handlers} />,
    );
    expect(screen.getByTestId('kl-score').textContent).toBe('15');
    expect(screen.getByTestId('kl-time').textContent).toBe('0:42');
    expect(screen.getByTestId('kl-moves').textContent).toBe('7');
    expect((screen.getByTestId('kl-undo') as HTMLButtonElement).disabled).toBe(true);
  });
});
