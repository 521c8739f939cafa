/**
 * How-to-play guide per game mode (spec §2): 'Step n / total', back and next arrows (and the keyboard's
 * left and right arrows), Got it! on the last step, and the example pictures of GuideExample.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../audio/sfx.js';
import { Modal } from '../components/Modal.js';
import { GuideExample } from './GuideExample.js';
import { GUIDE_MODE_KEY, type GuideMode } from './guide-modes.js';
import './guide.css';

function Arrow({ direction }: { direction: 1 | -1 }) {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={direction === 1 ? 'M5 12h14M13 6l6 6-6 6' : 'M19 12H5M11 6l-6 6 6 6'} />
    </svg>
  );
}

function exampleOf(step: object): string | undefined {
  return 'example' in step && typeof step.example === 'string' ? step.example : undefined;
}

export function HowToPlayGuide({ mode, onClose }: { mode: GuideMode; onClose(): void }) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const steps = t(`guide.modes.${mode}.steps`, { returnObjects: true });
  const [index, setIndex] = useState(0);
  const total = steps.length;
  const step = steps[Math.min(index, total - 1)];
  const last = index >= total - 1;

  const go = (to: number) => {
    if (to < 0 || to >= total) return;
    feedback.click();
    setIndex(to);
  };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') setIndex((at) => Math.min(at + 1, total - 1));
      if (event.key === 'ArrowLeft') setIndex((at) => Math.max(at - 1, 0));
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [total]);

  if (!step) return null;
  return (
    <Modal
      title={t('guide.title', { mode: t(`${GUIDE_MODE_KEY[mode]}.name`) })}
      onClose={onClose}
      width={520}
      testId="how-to-play"
      footer={
        <div className="guide-nav">
          <button
            type="button"
            className="icon-button guide-arrow"
            onClick={() => go(index - 1)}
            disabled={index === 0}
            aria-label={t('guide.back')}
            data-testid="guide-back"
          >
            <Arrow direction={-1} />
          </button>
          <span className="guide-count" aria-live="polite" data-testid="guide-step">
            {t('guide.step', { n: index + 1, total })}
          </span>
          {last ? (
            <button
              type="button"
              className="btn btn-primary guide-done"
              onClick={() => {
                feedback.click();
                onClose();
              }}
            >
              {t('guide.done')}
            </button>
          ) : (
            <button
              type="button"
              className="icon-button guide-arrow"
              onClick={() => go(index + 1)}
              aria-label={t('guide.next')}
              data-testid="guide-next"
            >
              <Arrow direction={1} />
            </button>
          )}
        </div>
      }
    >
      <ol className="guide-dots" aria-hidden="true">
        {steps.map((item, at) => (
          <li
            key={item.title}
            className={at === index ? 'guide-dot-current' : at < index ? 'guide-dot-done' : ''}
          />
        ))}
      </ol>
      {/* Every step sits in the same grid cell, the hidden ones only holding the size of the tallest,
          so the dialog keeps one size from the first step to the last in any language and width. */}
      <div className="guide-stage">
        {steps.map((item, at) =>
          at === index ? (
            <div key={item.title} className="guide-step" data-testid="guide-current">
              <h3 className="guide-step-title" data-testid="guide-title">
                {item.title}
              </h3>
              <p className="guide-body">{item.body}</p>
              <GuideExample mode={mode} step={at + 1} caption={exampleOf(item)} />
            </div>
          ) : (
            <div key={item.title} className="guide-step guide-step-sizer" aria-hidden="true" inert>
              <h3 className="guide-step-title">{item.title}</h3>
              <p className="guide-body">{item.body}</p>
              <GuideExample mode={mode} step={at + 1} caption={exampleOf(item)} sizer />
            </div>
          ),
        )}
      </div>
    </Modal>
  );
}
