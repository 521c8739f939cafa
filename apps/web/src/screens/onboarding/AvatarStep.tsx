/**
 * Onboarding step 2: a preset character (stored as 'preset:<name>'), or a photo from the library or the
 * camera, uploaded at once through POST /upload/avatar with a preview while it goes. Finish stores a
 * chosen preset and marks onboarding complete.
 */
import type { UserData } from '@cardroom/protocol';
import { type ChangeEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../components/Avatar.js';
import {
  AVATAR_PRESET_KEYS,
  type AvatarPreset,
  PresetAvatar,
  presetAvatarValue,
  presetOf,
} from '../../components/avatar-presets.js';
import { useAppDispatch } from '../../store/hooks.js';
import { errorShown, messageShown } from '../../store/ui-slice.js';
import { AVATAR_MAX_MEGABYTES, prepareAvatarImage } from './image-file.js';
import { saveAvatar, uploadAvatar } from './onboarding-thunks.js';
import { StepFooter } from './StepFooter.js';

export function AvatarStep({
  user,
  onBack,
  onSkip,
  onFinish,
  skipping,
}: {
  user: UserData;
  onBack(): void;
  onSkip(): void;
  /** Called once the chosen avatar is stored; completes onboarding. */
  onFinish(): Promise<void>;
  skipping: boolean;
}) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  /** The avatar value Finish stores: a preset key or the uploaded image's URL. */
  const [choice, setChoice] = useState<string | null>(user.avatar);
  /** The picked photo while it uploads, so the player sees it at once. */
  const [localPreview, setLocalPreview] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [finishing, setFinishing] = useState(false);

  const selectedPreset = presetOf(choice);

  const pickPreset = (preset: AvatarPreset) => {
    setLocalPreview(null);
    setChoice(presetAvatarValue(preset));
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Picking the same file again must fire another change.
    input.value = '';
    if (!file || uploading) return;
    setUploading(true);
    const prepared = await prepareAvatarImage(file);
    if (!prepared.ok) {
      setUploading(false);
      const text =
        prepared.problem === 'tooLarge'
          ? t('onboarding.avatar.tooLarge', { size: AVATAR_MAX_MEGABYTES })
          : prepared.problem === 'notImage'
            ? t('onboarding.avatar.notImage')
            : t('onboarding.avatar.readFailed');
      dispatch(errorShown(text));
      return;
    }
    setLocalPreview(prepared.dataUrl);
    const url = await dispatch(uploadAvatar(prepared.dataUrl, t('onboarding.avatar.uploadFailed')));
    setUploading(false);
    if (url) {
      setChoice(url);
      setLocalPreview(null);
      dispatch(messageShown(t('onboarding.avatar.uploaded')));
    } else {
      setLocalPreview(null);
    }
  };

  const finish = async () => {
    if (finishing || uploading) return;
    setFinishing(true);
    const stored = choice === null || choice === user.avatar || (await dispatch(saveAvatar(choice)));
    if (stored) await onFinish();
    setFinishing(false);
  };

  const previewSrc = localPreview ?? choice;
  return (
    <div data-testid="onboarding-avatar">
      <h2>{t('onboarding.avatar.title')}</h2>
      <p className="muted">{t('onboarding.avatar.text')}</p>
      <figure className="avatar-preview" data-testid="avatar-preview" aria-busy={uploading}>
        <Avatar name={user.username} src={previewSrc} size={80} />
        {uploading ? <span className="spinner avatar-preview-spinner" aria-hidden="true" /> : null}
        <figcaption>
          <strong>{user.username}</strong>
          <span className="muted small">
            {uploading ? t('onboarding.avatar.uploading') : t('onboarding.avatar.preview')}
          </span>
        </figcaption>
      </figure>

      <h3 className="section-label">{t('onboarding.avatar.presets')}</h3>
      <div className="preset-grid">
        {AVATAR_PRESET_KEYS.map((preset) => (
          <button
            key={preset}
            type="button"
            className="preset-choice"
            aria-pressed={selectedPreset === preset && localPreview === null}
            aria-label={t(`onboarding.presets.${preset}`)}
            title={t(`onboarding.presets.${preset}`)}
            onClick={() => pickPreset(preset)}
            disabled={uploading}
            data-testid={`preset-${preset}`}
          >
            <PresetAvatar preset={preset} size="100%" />
          </button>
        ))}
      </div>

      <h3 className="section-label">{t('onboarding.avatar.photo')}</h3>
      <div className="upload-row">
        <label className={`btn upload-button${uploading ? ' upload-busy' : ''}`}>
          <PhotoIcon />
          {t('onboarding.avatar.library')}
          <input
            type="file"
            accept="image/*"
            className="visually-hidden"
            onChange={(event) => void onFile(event)}
            disabled={uploading}
            data-testid="avatar-library-input"
          />
        </label>
        <label className={`btn upload-button${uploading ? ' upload-busy' : ''}`}>
          <CameraIcon />
          {t('onboarding.avatar.camera')}
          <input
            type="file"
            accept="image/*"
            capture="user"
            className="visually-hidden"
            onChange={(event) => void onFile(event)}
            disabled={uploading}
            data-testid="avatar-camera-input"
          />
        </label>
      </div>

      <StepFooter onSkip={onSkip} skipping={skipping}>
        <button type="button" className="btn btn-ghost" onClick={onBack} data-testid="onboarding-back">
          {t('onboarding.back')}
        </button>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => void finish()}
          disabled={finishing || uploading}
          data-testid="onboarding-finish"
        >
          {finishing ? t('onboarding.saving') : t('onboarding.finish')}
        </button>
      </StepFooter>
    </div>
  );
}

function PhotoIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none">
      <rect x="3" y="4" width="18" height="16" rx="3" stroke="currentColor" strokeWidth="2" />
      <circle cx="9" cy="10" r="2" fill="currentColor" />
      <path d="M4 18l5-5 4 4 3-3 4 4" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
    </svg>
  );
}

function CameraIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none">
      <path
        d="M4 8h3l2-3h6l2 3h3a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1z"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <circle cx="12" cy="13.5" r="3.5" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}
