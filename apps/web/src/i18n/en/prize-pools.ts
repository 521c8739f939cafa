/**
 * English texts: the Prize pools screen (issue 14). Not in `en`: they join i18next with the first chunk that
 * shows them (screens/prize-pools/texts.ts), keeping them off the first load.
 */
export const prizePools = {
  prizePools: {
    title: 'Prize pools',
    intro:
      'Enter a pool with a ticket of its tier. When the last seat fills, the entrants play one hand of Spades together and the winners share the prize.',
    link: 'Prize pools',
    linkHint: 'Enter with a ticket, play one hand, share the prize',
    tiers: { bronze: 'Bronze', silver: 'Silver', gold: 'Gold', vip: 'VIP', other: 'Other pools' },
    yourTickets: 'Your tickets',
    ticketsOf: {
      bronze: 'Bronze tickets',
      silver: 'Silver tickets',
      gold: 'Gold tickets',
      vip: 'VIP tickets',
    },
    entry: 'Entry',
    prize: 'Prize',
    entrants: '{{count}} of {{max}} players',
    waitingFor_one: 'Waiting for {{count}} more player',
    waitingFor_other: 'Waiting for {{count}} more players',
    noPools: 'No open pool in this tier right now.',
    join: 'Join',
    joinLabel: 'Join {{name}} for {{entry}}',
    leave: 'Leave',
    youAreIn: 'You are in',
    joined: 'You entered {{name}}. The table starts when the last seat fills; you can leave until then.',
    left: 'You left {{name}}: your ticket is back.',
    starting: 'The pool is full: taking you to the table…',
    closed: 'The pool you entered is no longer open.',
    noTicket: 'You need {{entry}} to join {{name}}.',
    getTickets: 'Get tickets',
    earnTickets:
      'Tickets of every tier are sold in the store, and each progression tier you complete earns a bronze ticket.',
    payout:
      'The result and the payout come at the end of the hand: the winners share the prize, added to their balance.',
    playing: {
      title: 'Your pool has started',
      text: '{{name}} is under way: your seat at the table is waiting.',
      go: 'Go to your table',
      over: 'Your table is over: the result is below once it is settled.',
    },
    results: {
      title: 'Your results',
      won: 'Won',
      lost: 'Lost',
      draw: 'Draw',
      pending: 'Result pending',
      left: 'Left (ticket returned)',
      payout: 'Payout: {{amount}}',
    },
    loading: 'Loading the prize pools…',
    loadFailed: 'The prize pools could not be loaded.',
    retry: 'Try again',
    visitorPrompt: 'Log in or register to enter prize pools.',
    guestPrompt: 'Guest accounts cannot enter prize pools. Register to keep your tickets and prizes.',
  },
} as const;
