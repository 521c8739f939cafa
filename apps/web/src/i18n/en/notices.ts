/** Notifications rendered from templates, sign-in providers, ordinals. */
export const notices = {
  notices: {
    /** Stands in for an account deleted since the notification was written. */
    someone: 'A friend',
    welcome: {
      subject: 'Welcome to Cardroom!',
      message:
        'Hi {{username}}, thanks for joining. Your starting coins are in your wallet: pick a game and have fun!',
      messageUnnamed:
        'Hi, thanks for joining. Your starting coins are in your wallet: pick a game and have fun!',
    },
    referralJoined: {
      subject: 'Your friend joined!',
      message: '{{username}} signed up with your referral code. You both received {{coins}} coins.',
    },
  },
} as const;
