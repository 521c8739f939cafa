/** One choice of the play chooser's forms (draw, scoring, seats): a legend over a row of radio buttons. */
import type { DrawCount } from '@cardroom/engine';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ChoiceGroupProps<T extends string | number> {
  legend: string;
  /** The radio group's name, also the test ids' prefix: `${name}-${option}`. */
  name: string;
  options: readonly T[];
  value: T;
  onChange(value: T): void;
  label(option: T): string;
  /** Shown under the buttons, e.g. what the chosen option means. */
  children?: ReactNode;
}

export function ChoiceGroup<T extends string | number>({
  legend,
  name,
  options,
  value,
  onChange,
  label,
  children,
}: ChoiceGroupProps<T>) {
  return (
    <fieldset className="kl-choice">
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option}>
          <input
            type="radio"
            name={name}
            checked={value === option}
            onChange={() => onChange(option)}
            data-testid={`${name}-${option}`}
          />
          {label(option)}
        </label>
      ))}
      {children}
    </fieldset>
  );
}

const DRAWS: readonly DrawCount[] = [1, 3];

/** Draw 1 or draw 3, for a free deal or a contest. */
export function DrawChoice({
  name,
  value,
  onChange,
}: {
  name: string;
  value: DrawCount;
  onChange(value: DrawCount): void;
}) {
  const { t } = useTranslation();
  return (
    <ChoiceGroup<DrawCount>
      legend={t('solitaire.deal.draw')}
      name={name}
      options={DRAWS}
      value={value}
      onChange={onChange}
      label={(count) => (count === 1 ? t('solitaire.deal.draw1') : t('solitaire.deal.draw3'))}
    />
  );
}
