import { beforeEach, describe, expect, it } from 'vitest';
import { i18n, loadLanguage } from '../i18n/index.js';
import { gameLoaded } from '../store/game-slice.js';
import { appReset, createStore } from '../store/index.js';
import { sessionStarted } from '../store/session-slice.js';
import { localeSet, settingToggled } from '../store/settings-slice.js';
import { loadingSet } from '../store/ui-slice.js';
import { ApiError } from './errors.js';
import { handleError } from './handle-error.js';

const user = { id: 'u1', username: 'ana', roles: ['ROLE_USER'] } as never;

function signedInStore() {
  const { store } = createStore();
  store.dispatch(sessionStarted({ accessToken: 'token', userData: user }));
  store.dispatch(settingToggled('sound'));
  store.dispatch(loadingSet(true));
  return store;
}

describe('handleError (spec §8)', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('shows the server message and turns loading off', () => {
    const store = signedInStore();
    store.dispatch(handleError(new ApiError('Email is already in use.', 'EMAIL_IN_USE', 409)));
    expect(store.getState().ui).toMatchObject({
      errorMessage: 'Email is already in use.',
      snackbar: true,
      loading: false,
    });
    expect(store.getState().session.accessToken).toBe('token');
  });

  it("falls back to the error's own message, or to the given fallback", () => {
    const store = signedInStore();
    store.dispatch(handleError(new Error('Failed to fetch')));
    expect(store.getState().ui.errorMessage).toBe('Failed to fetch');
    store.dispatch(
      handleError(new ApiError('Failed to fetch', 'NETWORK_ERROR', 0), 'Could not fetch leaderboard data'),
    );
    expect(store.getState().ui.errorMessage).toBe('Could not fetch leaderboard data');
  });

  it('on jwt expired: the session-expired text, inactive set, app reset keeping settings', () => {
    const store = signedInStore();
    store.dispatch(localeSet('en'));
    store.dispatch(handleError(new ApiError('jwt expired', 'TOKEN_EXPIRED', 401)));
    const state = store.getState();
    expect(state.ui.errorMessage).toBe('Session Expired: Your session has expired. Please log in again.');
    expect(state.session).toMatchObject({ user: null, accessToken: null, inactive: true });
    expect(state.settings.sound).toBe(false);
  });

  it('names a call the server does not answer yet in player words', () => {
    const store = signedInStore();
    store.dispatch(handleError(new ApiError('Route not found: GET /game/load', 'NOT_FOUND', 404)));
    expect(store.getState().ui.errorMessage).toBe('This feature is not available yet.');
  });

  it('resets the game state on the game error codes', () => {
    const store = signedInStore();
    store.dispatch(gameLoaded({ gameData: { game_id: 'g1' } as never, playerData: null }));
    store.dispatch(handleError(new ApiError('Game not found.', 'GAME_NOT_FOUND', 404)));
    expect(store.getState().game.gameData).toBeNull();
    expect(store.getState().ui.errorMessage).toBe('Game not found.');
  });

  it('shows server errors in Spanish when the interface is Spanish', async () => {
    const store = signedInStore();
    await loadLanguage('es');
    await i18n.changeLanguage('es');
    store.dispatch(handleError(new ApiError('Invalid email or password.', 'INVALID_CREDENTIALS', 401)));
    expect(store.getState().ui.errorMessage).toBe('Correo o contraseña incorrectos.');
    store.dispatch(handleError(new ApiError('Invalid email address.', 'VALIDATION_ERROR', 400, 'email')));
    expect(store.getState().ui.errorMessage).toBe('Dirección de correo no válida.');
  });

  it('appReset keeps only the settings', () => {
    const store = signedInStore();
    store.dispatch(appReset());
    expect(store.getState().session.user).toBeNull();
    expect(store.getState().ui.loading).toBe(false);
    expect(store.getState().settings.sound).toBe(false);
  });
});
