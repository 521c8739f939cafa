/** The Support FAQ as an accordion: each question is a button that shows or hides its answer. */
import {
  GAME_COST_DEFAULT,
  GAME_COST_VS,
  MIN_CASH_PLAY_AGE,
  REFERRAL_REWARD_COINS,
} from '@cardroom/protocol';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/Icon.js';

const QUESTIONS = [
  'coins',
  'guests',
  'verification',
  'fairShuffle',
  'bots',
  'cashPlay',
  'dataDeletion',
  'languages',
  'bugs',
] as const;

/** The server's starting balances (apps/server wallet STARTING_COINS), quoted in the coins answer. */
const STARTING_COINS = { user: 1000, guest: 500 } as const;

export function Faq() {
  const { t } = useTranslation();
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const values = {
    userCoins: STARTING_COINS.user,
    guestCoins: STARTING_COINS.guest,
    cost: GAME_COST_DEFAULT,
    vsCost: GAME_COST_VS,
    referral: REFERRAL_REWARD_COINS,
    age: MIN_CASH_PLAY_AGE,
  };
  const toggle = (key: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  return (
    <div className="faq" data-testid="faq">
      {QUESTIONS.map((key) => {
        const expanded = open.has(key);
        const answerId = `${baseId}-${key}`;
        const questionId = `${answerId}-q`;
        return (
          <div key={key} className={`faq-item${expanded ? ' faq-item-open' : ''}`}>
            <h3>
              <button
                type="button"
                id={questionId}
                className="faq-question"
                aria-expanded={expanded}
                aria-controls={answerId}
                onClick={() => toggle(key)}
                data-testid={`faq-${key}`}
              >
                <span>{t(`supportHub.faq.${key}.q`)}</span>
                <Icon name={expanded ? 'chevronUp' : 'chevronDown'} size={20} />
              </button>
            </h3>
            <section id={answerId} className="faq-answer" aria-labelledby={questionId} hidden={!expanded}>
              <p>{t(`supportHub.faq.${key}.a`, values)}</p>
            </section>
          </div>
        );
      })}
    </div>
  );
}
