/**
 * An on/off switch with its label: a button with the switch role, so Space and Enter flip it and screen
 * readers announce on or off. An optional hint and icon make a larger switch card (the lobby's choices).
 */
import { type ReactNode, useId } from 'react';

export interface ToggleProps {
  label: string;
  checked: boolean;
  onChange(): void;
  /** A line under the label, read as the switch's description. */
  hint?: string;
  icon?: ReactNode;
  disabled?: boolean;
  className?: string;
  testId?: string;
}

export function Toggle({ label, checked, onChange, hint, icon, disabled, className, testId }: ToggleProps) {
  const id = useId();
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      className={`toggle${hint || icon ? ' toggle-card' : ''}${className ? ` ${className}` : ''}`}
      onClick={onChange}
      disabled={disabled}
      aria-labelledby={`${id}-label`}
      aria-describedby={hint ? `${id}-hint` : undefined}
      data-testid={testId}
    >
      {icon ? (
        <span className="toggle-icon" aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <span className="toggle-text">
        <span className="toggle-label" id={`${id}-label`}>
          {label}
        </span>
        {hint ? (
          <span className="toggle-hint" id={`${id}-hint`}>
            {hint}
          </span>
        ) : null}
      </span>
      <span className="toggle-track" aria-hidden="true">
        <span className="toggle-thumb" />
      </span>
    </button>
  );
}
