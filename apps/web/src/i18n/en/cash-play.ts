/** English texts: cash play's checks (spec §1, §2, §4): Age Verification, Location access and the checklist. */
export const cashPlay = {
  cashPlay: {
    title: 'Play for cash',
    intro: 'Cash games and contests are open to players aged 18 or over, where cash play is offered.',
    ready: 'You can play for cash.',
    guest: 'Register an account to play for cash: guest accounts cannot.',
    steps: {
      email: 'Verified email',
      age: 'Age verified (18 or over)',
      location: 'Location shared in the last 24 hours',
      region: 'Cash play offered where you are',
    },
    done: 'Done',
    todo: 'To do',
    emailHint: 'Open the link we mailed you to verify your address.',
    emailAction: 'Account',
    ageAction: 'Verify age',
    locationAction: 'Share location',
    locationAgain: 'Check again',
    regionAt: 'Last location: {{place}}',
    regionBlocked: 'This feature is not available in your region.',
    age: {
      title: 'Age verification',
      intro:
        'You must be 18 or older to play for cash. Enter your date of birth: it is kept with your account and cannot be changed once verified.',
      label: 'Date of birth',
      submit: 'Verify my age',
      required: 'Enter your date of birth.',
      future: 'Your date of birth cannot be in the future.',
      verified: 'Your age is verified.',
      failed: 'Error verifying age',
    },
    location: {
      title: 'Location access',
      intro:
        'Cash play is allowed only in some places, so we check where you are before cash games. Your browser will ask to share your location: we keep only the region found (state or country) and when it was checked.',
      share: 'Share my location',
      checking: 'Checking your location…',
      unsupported: 'This browser cannot share its location.',
      denied:
        'Location permission was denied. Allow location for this site in your browser settings, then try again.',
      failed: 'Error verifying location',
      found: 'Location found: {{place}}',
      allowed: 'Cash play is available here.',
      refreshNote: 'A location check counts for 24 hours.',
    },
    back: 'Back to my account',
  },
} as const;
