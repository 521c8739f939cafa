/**
 * Onboarding's server calls (spec §7): POST /user/update { update } (user data and a new access token,
 * both stored), POST /upload/avatar (a base64 data URL; user data with the avatar's URL) and
 * POST /user/onboarding/skip (user data, onboarding marked complete) for Skip and for Finish.
 */
import { isApiError } from '../../api/errors.js';
import { describeError, handleError } from '../../api/handle-error.js';
import { request } from '../../api/request.js';
import type { AppThunk } from '../../store/index.js';
import { sessionStarted, userUpdated } from '../../store/session-slice.js';
import { loadingSet } from '../../store/ui-slice.js';

export type SaveResult = { ok: true } | { ok: false; fieldError?: string };

/** Refusals that belong under the username field rather than in the snackbar. */
function isUsernameRefusal(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.code === 'USERNAME_TAKEN' || error.code === 'USERNAME_INVALID') return true;
  return error.code === 'VALIDATION_ERROR' && (error.field ?? '').includes('username');
}

/** Saves a new username; USERNAME_TAKEN and other refusals of the name come back as the field's text. */
export function saveUsername(username: string): AppThunk<Promise<SaveResult>> {
  return async (dispatch, _getState, { api }) => {
    dispatch(loadingSet(true));
    try {
      const reply = await api.call('userUpdate', { body: { update: { username } } });
      dispatch(sessionStarted(reply));
      return { ok: true };
    } catch (error) {
      if (isUsernameRefusal(error)) return { ok: false, fieldError: describeError(error) };
      dispatch(handleError(error));
      return { ok: false };
    } finally {
      dispatch(loadingSet(false));
    }
  };
}

/** Stores a preset ('preset:fox') or an already uploaded image URL as the avatar. */
export function saveAvatar(avatar: string): AppThunk<Promise<boolean>> {
  return async (dispatch) => {
    const reply = await dispatch(request('userUpdate', { body: { update: { avatar } } }));
    if (!reply) return false;
    dispatch(sessionStarted(reply));
    return true;
  };
}

/** Uploads an image as the new avatar; resolves with its URL, or null after the failure was shown. */
export function uploadAvatar(dataUrl: string, fallback: string): AppThunk<Promise<string | null>> {
  return async (dispatch) => {
    const reply = await dispatch(request('uploadAvatar', { body: { data: dataUrl } }, { fallback }));
    if (!reply) return null;
    dispatch(userUpdated(reply.userData));
    return reply.userData.avatar;
  };
}

/** Marks onboarding complete (Skip on any step, and the end of Finish). */
export function completeOnboarding(): AppThunk<Promise<boolean>> {
  return async (dispatch) => {
    const reply = await dispatch(request('userOnboardingSkip', { body: {} }));
    if (!reply) return false;
    dispatch(userUpdated(reply.userData));
    return true;
  };
}
