/** Bottom-aligned snackbar with the app message or the error message; hides itself after 3.5 s. */
import { SNACKBAR_MS } from '@cardroom/protocol';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../components/Icon.js';
import { useAppDispatch, useAppSelector } from '../store/hooks.js';
import { snackbarClosed } from '../store/ui-slice.js';

export function Snackbar() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { snackbar, snackbarKey, message, errorMessage } = useAppSelector((state) => state.ui);
  const text = errorMessage ?? message;

  useEffect(() => {
    if (!snackbar || snackbarKey < 0) return;
    const timer = setTimeout(() => dispatch(snackbarClosed()), SNACKBAR_MS);
    return () => clearTimeout(timer);
  }, [snackbar, snackbarKey, dispatch]);

  return (
    <div className="snackbar-region" role={errorMessage ? 'alert' : 'status'} aria-live="polite">
      {snackbar && text ? (
        <div className={`snackbar${errorMessage ? ' snackbar-error' : ''}`} data-testid="snackbar">
          <span>{text}</span>
          <button
            type="button"
            className="icon-button icon-button-small"
            onClick={() => dispatch(snackbarClosed())}
            aria-label={t('common.dismiss')}
          >
            <Icon name="close" size={16} />
          </button>
        </div>
      ) : null}
    </div>
  );
}
