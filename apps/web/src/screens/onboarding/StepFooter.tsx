/** The bottom row of every onboarding step: Skip for now on the left, the step's own buttons on the right. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function StepFooter({
  onSkip,
  skipping,
  children,
}: {
  onSkip(): void;
  skipping: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="onboarding-footer">
      <button
        type="button"
        className="link-button"
        onClick={onSkip}
        disabled={skipping}
        data-testid="onboarding-skip"
      >
        {t('onboarding.skip')}
      </button>
      <div className="onboarding-actions">{children}</div>
    </div>
  );
}
