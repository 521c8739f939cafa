import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../test/render.js';
import { Toggle } from './Toggle.js';

function Controlled({ hint }: { hint?: string }) {
  const [on, setOn] = useState(false);
  return <Toggle label="Quick game" hint={hint} checked={on} onChange={() => setOn(!on)} testId="quick" />;
}

describe('Toggle', () => {
  it('is a switch named by its label and described by its hint', () => {
    renderWithApp(<Controlled hint="One hand decides." />);
    const toggle = screen.getByRole('switch', { name: 'Quick game' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(toggle.getAttribute('aria-describedby')).toBeTruthy();
    const description = document.getElementById(toggle.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('One hand decides.');
  });

  it('flips on each press and is a native button, so Space and Enter operate it', () => {
    renderWithApp(<Controlled />);
    const toggle = screen.getByRole('switch', { name: 'Quick game' });
    expect(toggle.tagName).toBe('BUTTON');
    expect(toggle.getAttribute('type')).toBe('button');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('false');
  });

  it('keeps the plain label-and-track form of the settings panel', () => {
    renderWithApp(<Toggle label="Sound" checked onChange={() => {}} />);
    const toggle = screen.getByRole('switch', { name: 'Sound' });
    expect(toggle.className).toBe('toggle');
    expect(toggle.getAttribute('aria-checked')).toBe('true');
  });
});
