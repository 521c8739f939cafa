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
    contestResult: {
      subject: 'Your Klondike contest is over',
      paid: 'You placed {{place}} of {{entrants}} and won {{coins}} coins.',
      placed: 'You placed {{place}} of {{entrants}}. Better luck in the next one!',
      refunded: 'Nobody else entered within 24 hours, so your {{coins}}-coin entry is back in your wallet.',
      /** Token and cash contests: the amount already says its unit. */
      paidAmount: 'You placed {{place}} of {{entrants}} and won {{amount}}.',
      refundedAmount:
        'Nobody else entered within 24 hours, so your entry of {{amount}} is back in your wallet.',
      tokens: '{{count}} tokens',
    },
  },
} as const;
