/**
 * Up to 3 feedback screenshots (spec §5): a picker for image files only, each file read as a data URL,
 * uploaded at once through /user/upload-attachment and shown as a thumbnail that can be removed. The
 * button reads 'Add Screenshot (n/3)' until the third, then 'Max Screenshots Reached'.
 */
import { MAX_SCREENSHOTS } from '@cardroom/protocol';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/Icon.js';
import { useAppDispatch } from '../../store/hooks.js';
import { SCREENSHOT_TYPES, screenshotFileProblem } from './rules.js';
import { readAsDataUrl, uploadScreenshot } from './thunks.js';

export interface Screenshot {
  id: number;
  /** The local data URL, shown as the thumbnail. */
  preview: string;
  /** The server's attachmentUrl once uploaded. */
  url: string | null;
}

let nextId = 1;

export function ScreenshotPicker({
  shots,
  onChange,
  disabled,
}: {
  shots: Screenshot[];
  onChange(update: (shots: Screenshot[]) => Screenshot[]): void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [error, setError] = useState<string | null>(null);
  const full = shots.length >= MAX_SCREENSHOTS;

  const addFile = async (file: File) => {
    const problem = screenshotFileProblem(file);
    if (problem) {
      setError(t(`feedback.errors.${problem}`));
      return;
    }
    let preview: string;
    try {
      preview = await readAsDataUrl(file);
    } catch {
      setError(t('feedback.errors.fileRead'));
      return;
    }
    const id = nextId++;
    onChange((list) => [...list, { id, preview, url: null }]);
    const result = await dispatch(uploadScreenshot(preview));
    if (result.ok) {
      onChange((list) => list.map((shot) => (shot.id === id ? { ...shot, url: result.url } : shot)));
    } else {
      onChange((list) => list.filter((shot) => shot.id !== id));
      setError(result.error);
    }
  };

  const chosen = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []).slice(0, MAX_SCREENSHOTS - shots.length);
    // Cleared so choosing the same file again fires another change.
    event.target.value = '';
    setError(null);
    for (const file of files) void addFile(file);
  };

  return (
    <fieldset className="screenshots">
      <legend>{t('feedback.screenshots')}</legend>
      <p className="field-hint" id={hintId}>
        {t('feedback.screenshotsHint', { max: MAX_SCREENSHOTS })}
      </p>
      {shots.length > 0 ? (
        <ul className="screenshot-list" data-testid="screenshot-list">
          {shots.map((shot, index) => (
            <li key={shot.id} className="screenshot" aria-busy={shot.url ? undefined : true}>
              <img src={shot.preview} alt={t('feedback.screenshotAlt', { n: index + 1 })} />
              {shot.url ? null : (
                <span className="screenshot-uploading">
                  <span className="spinner" aria-hidden="true" />
                  <span className="visually-hidden">{t('feedback.uploading')}</span>
                </span>
              )}
              <button
                type="button"
                className="screenshot-remove"
                onClick={() => onChange((list) => list.filter((item) => item.id !== shot.id))}
                aria-label={t('feedback.removeScreenshot', { n: index + 1 })}
                disabled={disabled}
              >
                <Icon name="close" size={14} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <input
        ref={input}
        type="file"
        accept={SCREENSHOT_TYPES.join(',')}
        multiple
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        onChange={chosen}
        data-testid="screenshot-input"
      />
      <button
        type="button"
        className="btn btn-small"
        onClick={() => input.current?.click()}
        disabled={full || disabled}
        aria-describedby={hintId}
        data-testid="add-screenshot"
      >
        {full
          ? t('feedback.maxScreenshots')
          : t('feedback.addScreenshot', { n: shots.length, max: MAX_SCREENSHOTS })}
      </button>
      {error ? (
        <p className="field-error" role="alert" data-testid="screenshot-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
