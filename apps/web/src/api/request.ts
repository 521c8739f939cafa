/** Every screen calls the API through this thunk, so loading and failures are handled in one place. */
import type { AppThunk } from '../store/index.js';
import { loadingSet } from '../store/ui-slice.js';
import type { CallId, CallRequest, CallResponse, RequestArgs } from './client.js';
import { handleError } from './handle-error.js';

export interface RequestOptions {
  /** Show the loading indicator while the call runs (default true). */
  loading?: boolean;
  /** Spec §8 fallback text for a failure without a server message. */
  fallback?: string;
  /** Only log failures; the screen stays as it was (spec §8 notification calls). */
  silent?: boolean;
  /** Runs before the shared handler, e.g. to react to one error code (the handler still reports it). */
  onError?(error: unknown): void;
}

/** Resolves with the reply, or null after the failure was reported. */
export function request<K extends CallId>(
  id: K,
  body: CallRequest<K>,
  options: RequestOptions = {},
): AppThunk<Promise<CallResponse<K> | null>> {
  return async (dispatch, _getState, { api }) => {
    const showLoading = options.loading ?? true;
    if (showLoading) dispatch(loadingSet(true));
    try {
      return await api.call(id, ...([body] as RequestArgs<K>));
    } catch (error) {
      options.onError?.(error);
      if (options.silent) console.warn(`${id} failed`, error);
      else dispatch(handleError(error, options.fallback));
      return null;
    } finally {
      if (showLoading) dispatch(loadingSet(false));
    }
  };
}
