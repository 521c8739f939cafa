import { describe, expect, it } from 'vitest';
import { guide as en } from '../i18n/en/guide.js';
import { guide as es } from '../i18n/es/guide.js';
import { EXAMPLES } from './GuideExample.js';
import { GUIDE_MODES } from './guide-modes.js';

describe('how-to-play guide content', () => {
  it('has 5 to 7 steps per mode, the same number in English and Spanish', () => {
    for (const mode of GUIDE_MODES) {
      const steps = en.guide.modes[mode].steps;
      expect(steps.length, mode).toBeGreaterThanOrEqual(5);
      expect(steps.length, mode).toBeLessThanOrEqual(7);
      expect(es.guide.modes[mode].steps.length, mode).toBe(steps.length);
    }
  });

  it('puts example cards on classic step 3, deuceshigh step 2 and heartsonfire step 2, each with a caption', () => {
    expect(EXAMPLES.classic?.[3]?.kind).toBe('trick');
    expect(EXAMPLES.deuceshigh?.[2]?.kind).toBe('ranking');
    expect(EXAMPLES.heartsonfire?.[2]?.kind).toBe('trick');
    for (const [mode, byStep] of Object.entries(EXAMPLES)) {
      for (const step of Object.keys(byStep)) {
        for (const texts of [en, es]) {
          const entry = texts.guide.modes[mode as keyof typeof en.guide.modes].steps[Number(step) - 1];
          expect(entry && 'example' in entry ? entry.example : '', `${mode} ${step}`).not.toBe('');
        }
      }
    }
  });

  it('gives the bid range as 0 to 13 in every Spades mode, in both languages', () => {
    for (const mode of ['classic', 'deuceshigh', 'heartsonfire', 'clubhouse'] as const) {
      expect(JSON.stringify(en.guide.modes[mode]), mode).toContain('from 0 to 13');
      expect(JSON.stringify(es.guide.modes[mode]), mode).toContain('de 0 a 13');
    }
  });

  it('states the mode rules of rules.md', () => {
    const text = (mode: keyof typeof en.guide.modes) => JSON.stringify(en.guide.modes[mode]);
    expect(text('deuceshigh')).toContain('2♠ > 2♥ > 2♣ > 2♦ > A♠');
    expect(text('deuceshigh')).toContain('16 cards');
    for (const rule of [
      '+5 for each heart',
      'no heart and no spade',
      'loses 25',
      'round 13',
      '+50',
      '+20',
      'all 13 hearts',
    ]) {
      expect(text('heartsonfire'), rule).toContain(rule);
    }
    expect(text('clubhouse')).toContain('no partners');
    expect(text('clubhouse')).toContain('trail the leader by 100');
    for (const rule of ['28 tiles', 'spinner', 'multiple of 5', 'nearest 5', '150']) {
      expect(text('tilesonfire'), rule).toContain(rule);
    }
    for (const rule of ['28 tiles', 'boneyard', 'highest double', 'minus its own', '100']) {
      expect(text('drawdominoes'), rule).toContain(rule);
    }
    expect(text('classic')).toContain('500');
    expect(text('classic')).toContain('10 bags cost');
  });
});
