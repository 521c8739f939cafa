/** Spec §3 device settings: all toggles default on, English until the user picks another language. */
import { DEFAULT_LOCALE, type Locale } from '@cardroom/protocol';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface SettingsState {
  sound: boolean;
  haptics: boolean;
  music: boolean;
  notifications: boolean;
  locale: Locale;
  languageSuggestionDismissed: boolean;
}

export type SettingToggle = 'sound' | 'haptics' | 'music' | 'notifications';

const initialState: SettingsState = {
  sound: true,
  haptics: true,
  music: true,
  notifications: true,
  locale: DEFAULT_LOCALE,
  languageSuggestionDismissed: false,
};

export const settingsSlice = createSlice({
  name: 'settings',
  initialState,
  reducers: {
    settingToggled(state, action: PayloadAction<SettingToggle>) {
      state[action.payload] = !state[action.payload];
    },
    localeSet(state, action: PayloadAction<Locale>) {
      state.locale = action.payload;
    },
    languageSuggestionDismissed(state) {
      state.languageSuggestionDismissed = true;
    },
  },
});

export const { settingToggled, localeSet, languageSuggestionDismissed } = settingsSlice.actions;
