import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../test/render.js';
import { HowToPlayGuide } from './HowToPlayGuide.js';

describe('HowToPlayGuide', () => {
  it('lays every step in one cell, showing the current one, so the dialog keeps the size of the tallest', () => {
    renderWithApp(<HowToPlayGuide mode="classic" onClose={() => {}} />);
    const stage = document.querySelector('.guide-stage');
    const steps = stage?.querySelectorAll('.guide-step') ?? [];
    expect(steps.length).toBe(6);
    const hidden = stage?.querySelectorAll('.guide-step-sizer[aria-hidden="true"]') ?? [];
    expect(hidden.length).toBe(5);
    expect(screen.getAllByTestId('guide-title')).toHaveLength(1);

    fireEvent.click(screen.getByTestId('guide-next'));
    fireEvent.click(screen.getByTestId('guide-next'));
    expect(stage?.querySelectorAll('.guide-step').length).toBe(6);
    expect(screen.getByTestId('guide-step').textContent).toBe('Step 3 / 6');
    // Only the shown step's example is the one tests and readers find.
    expect(screen.getAllByTestId('guide-example')).toHaveLength(1);
  });
});
