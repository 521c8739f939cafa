/** Issue 14: card backs drawn in the seat's skin (components/skins.ts), the standard back otherwise. */
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../test/render.js';
import { CardBack } from './CardBack.js';
import { HandView } from './HandView.js';

/** The ground and lattice colours a back is drawn in. */
function colours(svg: Element) {
  const [outer] = svg.querySelectorAll('rect');
  return {
    base: outer?.getAttribute('fill'),
    edge: outer?.getAttribute('stroke'),
    lattice: svg.querySelector('pattern path')?.getAttribute('stroke'),
  };
}

describe('CardBack', () => {
  it('draws the standard blue back without a skin', () => {
    const { container } = render(<CardBack />);
    const svg = container.querySelector('svg') as SVGElement;
    expect(svg.dataset.skin).toBe('standard');
    expect(colours(svg)).toEqual({ base: '#1d3f7a', edge: '#c9c3b3', lattice: '#8fb4e8' });
  });

  it("draws each skin's colours", () => {
    const { container } = render(
      <>
        <CardBack skin="back-royal" />
        <CardBack skin="back-crimson" />
      </>,
    );
    const [royal, crimson] = [...container.querySelectorAll('svg')] as SVGElement[];
    expect(royal?.dataset.skin).toBe('back-royal');
    expect(colours(royal as SVGElement)).toEqual({ base: '#1e2f8f', edge: '#f2c94c', lattice: '#f2c94c' });
    expect(colours(crimson as SVGElement).base).toBe('#8e1b2b');
  });

  it('draws a skin this build does not know as the standard back', () => {
    const { container } = render(<CardBack skin="back-from-the-future" />);
    expect(colours(container.querySelector('svg') as SVGElement).base).toBe('#1d3f7a');
  });

  it("keeps each back's lattice pattern id unique on the page", () => {
    const { container } = render(
      <>
        <CardBack skin="back-royal" />
        <CardBack skin="back-royal" />
      </>,
    );
    const ids = [...container.querySelectorAll('pattern')].map((pattern) => pattern.id);
    expect(new Set(ids).size).toBe(2);
  });

  it("draws a blind hand's backs in the caller's card back skin", () => {
    renderWithApp(
      <HandView
        cards={[]}
        legal={new Set()}
        myTurn={false}
        pending={null}
        suggested={null}
        onPlay={vi.fn()}
        faceDown={13}
        backSkin="back-crimson"
      />,
    );
    const backs = screen.getByTestId('hand-face-down').querySelectorAll('svg');
    expect(backs).toHaveLength(13);
    for (const back of backs) expect((back as SVGElement).dataset.skin).toBe('back-crimson');
  });
});
