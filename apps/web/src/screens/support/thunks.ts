/**
 * Screenshot upload (POST /user/upload-attachment) for the feedback form. Unlike `request`, the caller
 * also gets the failure text: spec §8 shows the error message (or 'Could not upload image.') at the
 * picker and sends the failure to the general handler, which puts it in the snackbar.
 */
import { describeError, handleError } from '../../api/handle-error.js';
import { i18n } from '../../i18n/index.js';
import type { AppThunk } from '../../store/index.js';
import { loadingSet } from '../../store/ui-slice.js';

export type UploadResult = { ok: true; url: string } | { ok: false; error: string };

export function uploadScreenshot(dataUrl: string): AppThunk<Promise<UploadResult>> {
  return async (dispatch, getState, { api }) => {
    // Spec §5: the upload needs an access token.
    if (!getState().session.accessToken) return { ok: false, error: i18n.t('feedback.loginRequired') };
    dispatch(loadingSet(true));
    try {
      const reply = await api.call('userUploadAttachment', { body: { data: dataUrl } });
      return { ok: true, url: reply.attachmentUrl };
    } catch (error) {
      dispatch(handleError(error, i18n.t('feedback.errors.uploadFallback')));
      return { ok: false, error: describeError(error, i18n.t('feedback.errors.upload')) };
    } finally {
      dispatch(loadingSet(false));
    }
  };
}

/** A file as a base64 data URL; rejects when the browser cannot read it. */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('No data URL'));
    reader.onerror = () => reject(reader.error ?? new Error('FileReader failed'));
    reader.onabort = () => reject(new Error('FileReader aborted'));
    reader.readAsDataURL(file);
  });
}
