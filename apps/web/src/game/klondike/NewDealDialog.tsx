/** The choices made when starting a Klondike deal: draw 1 or 3, standard or Vegas scoring, and the layout hand. */
import type { DrawCount, KlondikeScoring } from '@cardroom/engine';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/Modal.js';

import type { DealChoice } from './deal-choice.js';

export interface NewDealDialogProps {
  initial: DealChoice;
  leftHanded: boolean;
  onLeftHanded(value: boolean): void;
  onDeal(choice: DealChoice): void;
  onClose(): void;
}

export function NewDealDialog({ initial, leftHanded, onLeftHanded, onDeal, onClose }: NewDealDialogProps) {
  const { t } = useTranslation();
  const [draw, setDraw] = useState<DrawCount>(initial.draw);
  const [scoring, setScoring] = useState<KlondikeScoring>(initial.scoring);
  return (
    <Modal
      title={t('solitaire.deal.title')}
      onClose={onClose}
      width={380}
      testId="kl-new-deal"
      footer={
        <div className="kl-deal-footer">
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {t('solitaire.deal.cancel')}
          </button>
          <button
            type="button"
            className="btn btn-primary"
            data-testid="kl-deal"
            onClick={() => onDeal({ draw, scoring, runningTotal: initial.runningTotal })}
          >
            {t('solitaire.deal.start')}
          </button>
        </div>
      }
    >
      <fieldset className="kl-choice">
        <legend>{t('solitaire.deal.draw')}</legend>
        {([1, 3] as const).map((count) => (
          <label key={count}>
            <input
              type="radio"
              name="kl-draw"
              checked={draw === count}
              onChange={() => setDraw(count)}
              data-testid={`kl-draw-${count}`}
            />
            {count === 1 ? t('solitaire.deal.draw1') : t('solitaire.deal.draw3')}
          </label>
        ))}
      </fieldset>
      <fieldset className="kl-choice">
        <legend>{t('solitaire.deal.scoring')}</legend>
        {(['standard', 'vegas'] as const).map((kind) => (
          <label key={kind}>
            <input
              type="radio"
              name="kl-scoring"
              checked={scoring === kind}
              onChange={() => setScoring(kind)}
              data-testid={`kl-scoring-${kind}`}
            />
            {t(`solitaire.deal.${kind}`)}
          </label>
        ))}
        <p className="kl-choice-help">
          {scoring === 'vegas' ? t('solitaire.deal.vegasHelp') : t('solitaire.deal.standardHelp')}
        </p>
      </fieldset>
      <label className="kl-left-handed">
        <input
          type="checkbox"
          checked={leftHanded}
          onChange={(event) => onLeftHanded(event.target.checked)}
          data-testid="kl-left-handed"
        />
        {t('solitaire.deal.leftHanded')}
      </label>
    </Modal>
  );
}
