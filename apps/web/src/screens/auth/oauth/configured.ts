/**
 * The sign-in providers the server is configured for (GET /auth/providers), asked once per app and
 * remembered: a button for any other provider would only fail on click.
 */
import { useEffect, useState } from 'react';
import { request } from '../../../api/request.js';
import { useAppDispatch } from '../../../store/hooks.js';
import type { AppThunk } from '../../../store/index.js';
import type { OAuthProvider } from './providers.js';

/** Keyed by the store's API client, so each app (and each test's store) asks once. */
const answers = new WeakMap<object, OAuthProvider[]>();
const pending = new WeakMap<object, Promise<OAuthProvider[]>>();

/** Resolves with the configured providers; a failed ask counts as none and is retried next time. */
export function loadConfiguredProviders(): AppThunk<Promise<OAuthProvider[]>> {
  return (dispatch, _getState, { api }) => {
    const known = answers.get(api);
    if (known) return Promise.resolve(known);
    let asking = pending.get(api);
    if (!asking) {
      asking = dispatch(request('authProviders', {}, { silent: true, loading: false })).then((reply) => {
        pending.delete(api);
        if (reply) answers.set(api, reply.providers);
        return reply?.providers ?? [];
      });
      pending.set(api, asking);
    }
    return asking;
  };
}

/** The configured providers, or null until the server has answered. */
export function useConfiguredProviders(): OAuthProvider[] | null {
  const dispatch = useAppDispatch();
  const [providers, setProviders] = useState<OAuthProvider[] | null>(null);
  useEffect(() => {
    let live = true;
    void dispatch(loadConfiguredProviders()).then((list) => {
      if (live) setProviders(list);
    });
    return () => {
      live = false;
    };
  }, [dispatch]);
  return providers;
}
