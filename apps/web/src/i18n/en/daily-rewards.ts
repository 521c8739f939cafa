/** English texts: the Daily Rewards screen (spec §2, §4: a login streak that starts again each month). */
export const dailyRewards = {
  dailyRewards: {
    title: 'Daily rewards',
    intro:
      "Claim a reward every day you play. Each claim this month brings the next day's reward; the streak starts again on the 1st.",
    day: 'Day {{day}}',
    claimed: 'Claimed',
    next: 'Today',
    claim: "Claim today's reward",
    claimedToday: "Today's reward is claimed. Come back tomorrow for day {{day}}.",
    monthDone: 'You claimed every reward of this month. The streak starts again on the 1st.',
    got: '{{amount}} added to your balance.',
    loading: 'Loading your rewards…',
    loadFailed: 'Your rewards could not be loaded.',
    retry: 'Try again',
    guest: 'Register to collect daily rewards: guest accounts cannot keep a streak.',
    amount: {
      coins: '{{count}} coins',
      gems: '{{count}} gems',
      gold: '{{count}} gold',
      credits: '{{amount}} in credits',
      ticket_bronze: '{{count}} bronze ticket',
    },
  },
} as const;
