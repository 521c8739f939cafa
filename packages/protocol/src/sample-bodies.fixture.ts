/**
 * One valid body per call that takes a body, typed by the protocol itself: the type below fails to
 * compile if a call gains a body without a sample here, or if a sample stops matching its call.
 */
import type { ApiCalls, BodyOf, CallId } from './api/index.js';

type CallsWithBody = { [K in CallId]: ApiCalls[K]['body'] extends undefined ? never : K }[CallId];

const card = { suit: 'hearts', value: '10' } as const;
const gameData = { game_id: 'g1' };
const newGame = { type: 'bots', game_mode: 'deuceshigh', map: 'spades' } as const;
const pngDataUrl = 'data:image/png;base64,iVBORw0KGgo=';

export const SAMPLE_BODIES: { [K in CallsWithBody]: BodyOf<ApiCalls[K]> } = {
  authLoginDev: { email: 'dev@example.com', password: 'secret1' },
  authLogin: { email: 'ann@example.com', password: 'secret1' },
  authLoginToken: { email: 'ann@example.com', token: '123456' },
  authForgotPassword: { email: 'ann@example.com', platform: 'web' },
  authResetPassword: { email: 'ann@example.com', token: 'reset-token', password: 'secret1' },
  authLogout: {},
  authDelete: {},
  authRegister: {
    email: 'ann@example.com',
    password: 'secret1',
    platform: 'web',
    username: 'ann_1',
    avatar: 'preset:fox',
    locale: 'en',
  },
  authGoogleCallback: { code: 'auth-code', locale: 'es', referral_code: 'ANN100' },
  authGoogleMobileCallback: { code: 'auth-code', platform: 'android' },
  authVerifyEmail: { token: 'verify-token' },
  authPaypalConnect: { code: 'auth-code' },
  authAppleLogin: { token: 'auth-code' },
  authAppleLoginNative: { id_token: 'id.token.sig', platform: 'ios', locale: 'en' },
  authFacebookDeauth: {},
  gameCreate: newGame,
  gameCreateFriendly: { ...newGame, type: 'vs' },
  gameJoinFriendly: { game_id: 'g1', locale: 'en', platform: 'web' },
  gameCreateGuest: newGame,
  gameExit: {},
  gameSearch: {
    game_mode: 'classic',
    type: 'vs',
    map: 'spades',
    platform: 'web',
    locale: 'en',
    tier: 'ranked',
  },
  gameSetSeed: { clientSeed: '0123456789abcdef' },
  gameAddBot: {},
  solitaireCreate: { map: 'solitaire' },
  solitaireMove: {
    gameData,
    action: { type: 'move', from: { pile: 'waste' }, to: { pile: 'foundation', suit: 'H' }, count: 1 },
  },
  dominoesMove: { gameData, action: { type: 'play', tile: '6-6', end: 'east' }, requestId: 'r1' },
  solitaireContestJoin: { draw: 1, seats: 2 },
  solitaireDaily: {},
  spadesExitTutorial: {},
  spadesValid: { playCard: card, gameData },
  spadesPlay: { gameData, cardData: card },
  spadesSetBid: { bid: 4, firestorm: false, autoBid: false },
  spadesSee: {},
  spadesAuto: { gameData },
  spadesFinish: {},
  spadesEnd: { gameData },
  spadesLoadPlayers: { playerList: ['u1', 'u2'] },
  spadesReset: {},
  spadesSearch: {},
  spadesJoinPrizePool: { prizepool_id: 'p1' },
  spadesLeavePrizePool: {},
  spadesReaction: { reaction: 'thumbs-up' },
  userGetNotifications: {},
  userUpdateNotifications: { action: 'read', notificationId: 'n1' },
  uploadAvatar: { data: pngDataUrl },
  userUpdate: { locale: 'es' },
  userUpdateEmail: { newEmail: 'new@example.com' },
  userOnboardingSkip: {},
  userUploadAttachment: { data: pngDataUrl },
  userSendFeedback: {
    message: 'The bid button is hidden on small screens.',
    type: 'bug',
    attachments: ['/uploads/a.png'],
    platform: 'web',
    version: 'beta-3.54',
    locale: 'en',
  },
  userChatSend: { message: 'Good game!', locale: 'en' },
  userContact: { contactInfo: { email: 'ann@example.com', message: 'Where is my reward?' } },
  userDataRequest: {
    requestInfo: {
      email: 'ann@example.com',
      firstName: 'Ann',
      lastName: 'Lee',
      contactNumber: '+1 555 0100',
      detail: 'Copy of my data',
      description: 'Please send everything you hold about me.',
    },
  },
  userClaimReward: {},
  userDailyReward: {},
  userUpgradeCollection: { upgrade_id: 'skin-gold' },
  userActivateCollection: { upgrade_id: 'skin-gold' },
  storeCheckout: { product_id: 'coins-1000', method: 'card' },
  storeSandboxPay: { purchase_id: 'purchase-1', outcome: 'success' },
  storeExchange: { exchange_id: 'coins-for-gems-50', request_id: '6f1c2a9e-3b4d-4c5e-8f70-112233445566' },
  storeBuyPowerUp: { pack_id: 'advice-3', request_id: '6f1c2a9e-3b4d-4c5e-8f70-112233445577' },
  gameUsePowerUp: {
    game_id: '0b7e3c1a-9d2f-4e6b-8a5c-7d1e2f3a4b5c',
    power_up_id: 'advice',
    request_id: '6f1c2a9e-3b4d-4c5e-8f70-112233445588',
  },
};
