/**
 * The fair page's replay of a finished solitaire deal: the table as the player saw it after each action, one
 * step at a time (first, back, forward, last and a move counter), drawn by the game's own KlondikeTable so a
 * step flies its cards like the game does. Read-only: the table is busy for good and takes no action.
 * KlondikeDealList lists every card a seed deals (the face-down ones included), for the fairness check.
 *
 * Texts live here, English and Spanish, until the solitaire i18n files can take them (replay.klondike.*).
 */
import { type Card, cardLabel, dealFromSeed, type FairSeed, type KlondikePile } from '@cardroom/engine';
import type { KlondikeReplay as KlondikeReplayData } from '@cardroom/protocol';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatClock } from '../game/klondike/KlondikeControls.js';
import { KlondikeTable } from '../game/klondike/KlondikeTable.js';
import { klondikeReplaySteps, type ReplayStep } from '../game/klondike/replay-steps.js';
import { useArrowKeys } from '../game/replay-arrow-keys.js';
import './klondike-replay.css';

const TEXTS = {
  en: {
    intro: 'The deal as it was played: step through every move.',
    counter: (n: number, total: number) => `Move ${n} of ${total}`,
    first: 'First move',
    previous: 'Previous move',
    next: 'Next move',
    last: 'Last move',
    dealt: 'The deal',
    draw: (count: number) => (count === 1 ? 'Draw 1 card' : `Draw ${count} cards`),
    run: (count: number) => `(${count} cards)`,
    hint: 'Hint shown',
    undo: 'Undo',
    resign: 'Resigned',
    settings: (draw: number, vegas: boolean, ranked: boolean) =>
      `Draw ${draw} · ${vegas ? 'Vegas' : 'standard'} scoring${ranked ? ' · ranked' : ''}`,
    won: 'Won',
    lost: 'No moves left',
    resigned: 'Resigned',
    broken: (step: number) => `Move ${step} does not replay: the replay stops before it.`,
    noSeed: 'The deal is not revealed yet.',
    stock: 'Stock, top first',
  },
  es: {
    intro: 'La partida tal como se jugó: recórrela jugada a jugada.',
    counter: (n: number, total: number) => `Jugada ${n} de ${total}`,
    first: 'Primera jugada',
    previous: 'Jugada anterior',
    next: 'Jugada siguiente',
    last: 'Última jugada',
    dealt: 'El reparto',
    draw: (count: number) => (count === 1 ? 'Robar 1 carta' : `Robar ${count} cartas`),
    run: (count: number) => `(${count} cartas)`,
    hint: 'Pista mostrada',
    undo: 'Deshacer',
    resign: 'Abandonó',
    settings: (draw: number, vegas: boolean, ranked: boolean) =>
      `Robar ${draw} · puntuación ${vegas ? 'Vegas' : 'estándar'}${ranked ? ' · clasificatoria' : ''}`,
    won: 'Ganada',
    lost: 'Sin jugadas posibles',
    resigned: 'Abandonada',
    broken: (step: number) => `La jugada ${step} no se puede repetir: la repetición se detiene antes.`,
    noSeed: 'El reparto aún no se ha revelado.',
    stock: 'Mazo, de arriba abajo',
  },
};

type Texts = (typeof TEXTS)['en'];

export function useReplayTexts(): Texts {
  const { i18n } = useTranslation();
  return i18n.language.startsWith('es') ? TEXTS.es : TEXTS.en;
}

function usePileName(): (pile: KlondikePile) => string {
  const { t } = useTranslation();
  return (pile) =>
    pile.pile === 'waste'
      ? t('solitaire.waste')
      : pile.pile === 'foundation'
        ? t('solitaire.foundation')
        : t('solitaire.column', { n: pile.index + 1 });
}

function StepCaption({ step }: { step: ReplayStep }) {
  const { t } = useTranslation();
  const texts = useReplayTexts();
  const pileName = usePileName();
  const { action } = step;
  if (!action) return <>{texts.dealt}</>;
  switch (action.type) {
    case 'draw':
      return <>{texts.draw(step.view.settings.draw)}</>;
    case 'recycle':
      return <>{t('solitaire.recycle')}</>;
    case 'move': {
      const card = step.moved ? cardLabel(step.moved) : '';
      const run = action.count > 1 ? ` ${texts.run(action.count)}` : '';
      return <>{`${card}${run} → ${pileName(action.to)}`}</>;
    }
    case 'undo':
      return <>{texts.undo}</>;
    case 'hint':
      return <>{texts.hint}</>;
    case 'resign':
      return <>{texts.resign}</>;
  }
}

function StepNav({ shown, last, onShow }: { shown: number; last: number; onShow(step: number): void }) {
  const texts = useReplayTexts();
  const buttons = [
    { id: 'first', label: texts.first, glyph: '«', to: 0, off: shown === 0 },
    { id: 'previous', label: texts.previous, glyph: '‹', to: shown - 1, off: shown === 0 },
    { id: 'next', label: texts.next, glyph: '›', to: shown + 1, off: shown === last },
    { id: 'last', label: texts.last, glyph: '»', to: last, off: shown === last },
  ];
  const button = (spec: (typeof buttons)[number]) => (
    <button
      key={spec.id}
      type="button"
      className="btn btn-small klr-nav-button"
      onClick={() => onShow(spec.to)}
      disabled={spec.off}
      aria-label={spec.label}
      data-testid={`klr-${spec.id}`}
    >
      {spec.glyph}
    </button>
  );
  return (
    <div className="klr-nav">
      {buttons.slice(0, 2).map(button)}
      <span className="klr-counter" data-testid="klr-counter" aria-live="polite">
        {texts.counter(shown, last)}
      </span>
      {buttons.slice(2).map(button)}
    </div>
  );
}

/** Every card of a seed's deal, face-down ones included: what the fair page checks against the seeds. */
export function KlondikeDealList({ seed }: { seed: FairSeed }) {
  const { t } = useTranslation();
  const texts = useReplayTexts();
  const deal = useMemo(() => dealFromSeed(seed), [seed]);
  const cards = (list: readonly Card[]) => list.map((card) => cardLabel(card)).join(' ');
  return (
    <dl className="klr-deal card" data-testid="klr-deal">
      {deal.tableau.map((column, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the seven columns are fixed positions
        <div key={index}>
          <dt>{t('solitaire.column', { n: index + 1 })}</dt>
          <dd data-testid={`klr-deal-column-${index}`}>{cards(column)}</dd>
        </div>
      ))}
      <div>
        <dt>{texts.stock}</dt>
        <dd data-testid="klr-deal-stock">{cards([...deal.stock].reverse())}</dd>
      </div>
    </dl>
  );
}

export function KlondikeReplay({ replay }: { replay: KlondikeReplayData }) {
  const { t } = useTranslation();
  const texts = useReplayTexts();
  const built = useMemo(() => klondikeReplaySteps(replay), [replay]);
  const [shown, setShown] = useState(0);
  const last = built ? built.steps.length - 1 : 0;
  useArrowKeys(last, setShown);
  if (!built) return <p className="muted">{texts.noSeed}</p>;
  const { steps, refused } = built;
  const index = Math.min(shown, last);
  const step = steps[index] as ReplayStep;
  const { view } = step;
  const { settings } = replay;
  const ending =
    view.status === 'won'
      ? texts.won
      : view.status === 'lost'
        ? texts.lost
        : view.status === 'resigned'
          ? texts.resigned
          : null;
  return (
    <div className="klr" data-testid="klondike-replay">
      <p className="muted">
        {texts.intro} {texts.settings(settings.draw, settings.scoring === 'vegas', settings.ranked)}
      </p>
      <StepNav shown={index} last={last} onShow={setShown} />
      <p className="klr-caption" data-testid="klr-caption">
        <StepCaption step={step} />
        {/* A resignation's caption already says how it ended. */}
        {ending && step.action?.type !== 'resign' ? (
          <span className="klr-ending" data-testid="klr-ending" data-won={view.won ? 'true' : undefined}>
            {ending}
          </span>
        ) : null}
      </p>
      <div className="klr-felt">
        <KlondikeTable view={view} onAction={() => undefined} busy />
      </div>
      <dl className="klr-stats">
        <div>
          <dt>{t('solitaire.score')}</dt>
          <dd data-testid="klr-score">{view.score}</dd>
        </div>
        <div>
          <dt>{t('solitaire.time')}</dt>
          <dd>{formatClock(view.elapsedMs)}</dd>
        </div>
        <div>
          <dt>{t('solitaire.moves')}</dt>
          <dd>{view.moves}</dd>
        </div>
      </dl>
      {refused ? (
        <p className="notice notice-error" data-testid="klr-broken">
          {texts.broken(refused.index + 1)}
        </p>
      ) : null}
    </div>
  );
}
