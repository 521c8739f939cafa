/** Business constants of spec §9, shared by the server and the web client. */
export const APP_VERSION = 'beta-3.54';
export const APP_TAGLINE = 'Play, Collect, Compete';

export const DESKTOP_BREAKPOINT = 768;
export const SIDE_PANEL_WIDTH = 250;
export const MOBILE_PANEL_WIDTH_PERCENT = 70;
export const TOP_BAR_HEIGHT = 60;
export const TOP_BAR_MAX_WIDTH = 800;
export const BOTTOM_NAV_MAX_WIDTH = 500;
export const REFERRAL_MODAL_MAX_WIDTH = 400;
export const LEADERBOARD_MAX_WIDTH = 700;
export const LEADERBOARD_SCROLL_HEIGHT = 420;

export const REFERRAL_REWARD_COINS = 100;
export const GAME_COST_VS = 150;
export const GAME_COST_DEFAULT = 100;
export const MIN_COINS_TO_PLAY = 100;
export const FIRST_PURCHASE_BONUS_PERCENT = 10;
/** The smallest cash withdrawal, in US cents ($10.00): smaller payouts cost more in fees than they carry. */
export const MIN_WITHDRAWAL_CENTS = 1000;
/** Cash play (spec §1, §4): the minimum age, and how long a location check stays valid for cash actions. */
export const CASH_PLAY_MIN_AGE = 18;
export const CASH_LOCATION_MAX_AGE_HOURS = 24;
export const WIN_TARGET = 500;
export const ROUNDS_PER_GAME = 13;
export const MAX_BID = 13;

export const NOTIFICATION_URGENT_DAYS = 3;
export const CURRENCY_PANEL_AUTO_HIDE_MS = 3000;
export const TRACK_LENGTH_SECONDS = 180;
export const TRACK_HISTORY_SIZE = 5;
export const INACTIVITY_WARNING_MS = 5 * 60 * 1000;
export const SNACKBAR_MS = 3500;
export const API_REQUESTS_PER_SECOND = 5;
export const STATE_PERSIST_TIMEOUT_MS = 5000;
export const POPUP_FADE_MS = 3000;
export const GAME_START_PAUSE_MS = 500;

export const FEEDBACK_MIN_LENGTH = 10;
export const FEEDBACK_MAX_LENGTH = 1000;
export const FEEDBACK_INPUT_CAP = 5000;
export const MAX_SCREENSHOTS = 3;
export const PASSWORD_MIN_LENGTH = 6;
export const USERNAME_MIN_LENGTH = 3;
/** Not in the spec: a cap so names fit the top bar, the player card and leaderboard rows. */
export const USERNAME_MAX_LENGTH = 20;
/** Not in the spec: a cap so a huge password cannot make argon2id hashing a denial of service. */
export const PASSWORD_MAX_LENGTH = 128;
/** Not in the spec: the largest decoded image accepted by the avatar and attachment uploads. */
export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;
/** Not in the spec: longest chat message; chat lines are short, unlike feedback. */
export const CHAT_MESSAGE_MAX_LENGTH = 500;
export const MIN_CASH_PLAY_AGE = 18;

export const DATA_REQUEST_MAX_LENGTHS = {
  email: 30,
  firstName: 20,
  lastName: 20,
  contactNumber: 20,
  detail: 100,
} as const;

export const TRACK_KEYS = ['triTachyonJazzPianoSong', 'phase', 'lookingAt', 'reunite', 'soFar'] as const;
export const TICKET_TIERS = ['bronze', 'silver', 'gold', 'vip'] as const;
export const PERSISTED_KEYS = {
  languageSuggestionDismissed: 'language-suggestion-dismissed',
  userPreferredLanguage: 'user-preferred-language',
} as const;
