/**
 * The Redux store: spec §3 client state in slices, session and settings persisted (timeout 5000 ms,
 * spec §9). `appReset` returns every slice but settings to its initial state (spec §4 session expiry).
 */
import { API_REQUESTS_PER_SECOND, STATE_PERSIST_TIMEOUT_MS } from '@cardroom/protocol';
import {
  type Action,
  combineReducers,
  configureStore,
  createAction,
  type ThunkAction,
  type UnknownAction,
} from '@reduxjs/toolkit';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  PURGE,
  persistReducer,
  persistStore,
  REGISTER,
  REHYDRATE,
} from 'redux-persist';
import { type ApiClient, createApiClient } from '../api/client.js';
import { createRateLimiter } from '../api/queue.js';
import { gameSlice } from './game-slice.js';
import { mediaSlice } from './media-slice.js';
import { rewardsSlice } from './rewards-slice.js';
import { sessionSlice } from './session-slice.js';
import { settingsSlice } from './settings-slice.js';
import { webStorage } from './storage.js';
import { uiSlice } from './ui-slice.js';

export const appReset = createAction('app/reset');

const slices = combineReducers({
  session: sessionSlice.reducer,
  ui: uiSlice.reducer,
  settings: settingsSlice.reducer,
  game: gameSlice.reducer,
  media: mediaSlice.reducer,
  rewards: rewardsSlice.reducer,
});

export type RootState = ReturnType<typeof slices>;

function rootReducer(state: RootState | undefined, action: UnknownAction): RootState {
  if (appReset.match(action) && state) {
    // Slices missing from the state start again from their initial state.
    return slices({ settings: state.settings } as RootState, action);
  }
  return slices(state, action);
}

const persisted = persistReducer<RootState>(
  {
    key: 'cardroom',
    version: 1,
    storage: webStorage,
    whitelist: ['session', 'settings'],
    timeout: STATE_PERSIST_TIMEOUT_MS,
  },
  rootReducer,
);

/** What thunks receive besides dispatch and getState. */
export interface ThunkExtra {
  api: ApiClient;
}

export interface StoreOptions {
  /** API origin; empty means the origin that served the app. */
  baseUrl?: string;
  apiKey?: string;
  fetch?: typeof fetch;
}

export function createStore(options: StoreOptions = {}) {
  const api = createApiClient({
    baseUrl: options.baseUrl ?? '',
    getToken: () => store.getState().session.accessToken,
    limiter: createRateLimiter(API_REQUESTS_PER_SECOND),
    ...(options.apiKey ? { apiKey: options.apiKey } : {}),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const extra: ThunkExtra = { api };
  const store = configureStore({
    reducer: persisted,
    middleware: (getDefault) =>
      getDefault({
        thunk: { extraArgument: extra },
        // redux-persist's own actions carry functions; they never reach the persisted state.
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }),
  });
  const persistor = persistStore(store);
  return { store, persistor };
}

export type AppStore = ReturnType<typeof createStore>['store'];
export type AppDispatch = AppStore['dispatch'];
export type AppThunk<R = void> = ThunkAction<R, RootState, ThunkExtra, Action>;
