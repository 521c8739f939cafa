/**
 * English texts: supportHub (FAQ, contact), feedback (and bug report), dataRequest, supportReplies,
 * supportMenu (settings panel items) and legal (privacy, terms, community guidelines, credits, beta).
 * The validation and reply texts are spec §5 and §8's words.
 */
export const support = {
  supportHub: {
    title: 'Player support',
    intro: 'Answers to common questions, and every way to reach the Cardroom team.',
    actionsTitle: 'How can we help?',
    actions: {
      feedback: { title: 'Send feedback', text: 'Share an idea or tell us what could be better.' },
      bug: { title: 'Report a bug', text: 'Something broke? Tell us, with up to 3 screenshots.' },
      dataRequest: { title: 'Request data', text: 'Ask for a copy of your data, a correction or erasure.' },
      beta: { title: 'Beta tester guide', text: 'What to test in this beta and how to report it.' },
    },
    faqTitle: 'Frequently asked questions',
    faq: {
      coins: {
        q: 'What are coins and how do I get more?',
        a: 'Coins are the free in-game currency. New accounts start with {{userCoins}} coins and guests with {{guestCoins}}. Entering a game costs {{cost}} coins, or {{vsCost}} against other players. Earn more by winning games, claiming rewards and inviting friends: when a friend joins with your link you both get {{referral}} coins.',
      },
      guests: {
        q: 'Can I play without an account?',
        a: 'Yes. Play as a guest and your progress is kept on this device. Create an account to keep your progress on any device and to invite friends.',
      },
      verification: {
        q: 'How do I verify my account?',
        a: 'We email you a link when you register; open it to verify your email. Age verification asks for your date of birth and is needed only to play for cash. Your badge shows Fully Verified once both are done.',
      },
      fairShuffle: {
        q: 'Is the shuffle fair?',
        a: 'Every deal is shuffled on our server from a secret random seed, never on your device. Before a game starts the server commits to a fingerprint (SHA-256) of that seed and reveals the seed afterwards, so every deal can be checked.',
      },
      bots: {
        q: 'Am I playing against bots?',
        a: 'You choose. Spades can be played against computer opponents or against other players. Computer opponents follow the same rules and only see their own cards.',
      },
      cashPlay: {
        q: 'Who can play for cash?',
        a: 'Playing for cash needs age {{age}} or over, age verification and permission to check your location. During the beta, cash play is open to Florida residents only. Bonus cash offsets entry fees but cannot be withdrawn.',
      },
      dataDeletion: {
        q: 'How do I delete my account or my data?',
        a: 'Open Settings and choose Delete account; your account is removed and you are signed out. To get a copy of your data, or to have it corrected or erased without deleting your account, use the Request data form.',
      },
      languages: {
        q: 'Which languages can I play in?',
        a: 'English and Spanish. Change the language any time in Settings under Select Language. If your device uses another language, the app may suggest the closest one.',
      },
      bugs: {
        q: 'I found a bug. What should I send?',
        a: 'Use Report a bug: describe what you did, what you expected and what happened, and add up to 3 screenshots. We add the app version and platform for you.',
      },
    },
    contactTitle: 'Contact us',
    contactIntro: 'Questions about your account or a game? Write to us and we will answer by email.',
    contact: {
      name: 'Name (optional)',
      email: 'Email',
      subject: 'Subject (optional)',
      message: 'Message',
      send: 'Send message',
    },
    infoTitle: 'Policies and information',
    links: {
      privacy: 'Privacy policy',
      terms: 'Terms of service',
      guidelines: 'Community Guidelines',
      credits: 'Credits',
      beta: 'Beta tester instructions',
    },
  },
  feedback: {
    title: 'Send feedback',
    bugTitle: 'Report a bug',
    intro: 'Tell us what you like, what is missing or what went wrong. Every message is read by the team.',
    bugIntro:
      'Tell us what you did, what you expected and what happened instead. Screenshots help us find it faster.',
    loginRequired: 'You must be logged in to send feedback.',
    typeLabel: 'Type',
    types: { issue: 'Issue', idea: 'Idea', other: 'Other', bug: 'Bug' },
    message: 'Message',
    placeholder: 'At least {{min}} characters.',
    counter: '{{length}}/{{max}}',
    screenshots: 'Screenshots',
    screenshotsHint: 'Up to {{max}} images: PNG, JPEG, WebP or GIF.',
    addScreenshot: 'Add Screenshot ({{n}}/{{max}})',
    maxScreenshots: 'Max Screenshots Reached',
    screenshotAlt: 'Screenshot {{n}}',
    removeScreenshot: 'Remove screenshot {{n}}',
    uploading: 'Uploading…',
    send: 'Send feedback',
    sendBug: 'Send bug report',
    sending: 'Sending…',
    thanks: 'Thank you for your feedback!',
    back: 'Back to support',
    errors: {
      empty: 'Please enter a message.',
      tooShort: 'Feedback must be at least {{min}} characters long.',
      tooLong: 'Feedback must be at most {{max}} characters long.',
      overCap: 'Message is too long. Please limit to {{max}} characters.',
      fileRead: 'Failed to load the file. Please try again.',
      upload: 'Could not upload image.',
      notImage: 'Image files only.',
      tooLarge: 'Image is too large.',
      uploadFallback: 'Attachment upload failed',
      sendFallback: 'Feedback send failed',
    },
  },
  dataRequest: {
    title: 'Request data',
    intro:
      'Ask for a copy of the personal data we hold about you, or for it to be corrected or erased. No sign-in is needed; we answer by email.',
    email: 'Email',
    firstName: 'First name',
    lastName: 'Last name',
    contactNumber: 'Contact number (optional)',
    detail: 'What do you need?',
    detailHint: 'For example: a copy of my data, or erase my data.',
    description: 'More details (optional)',
    counter: '{{length}}/{{max}}',
    send: 'Send request',
    another: 'Send another request',
    back: 'Back to support',
    errors: {
      required: 'This field is required.',
      invalidEmail: 'Invalid email address.',
      tooLong: 'Use at most {{max}} characters.',
      phone: 'Use digits, spaces and + - ( ) only.',
    },
  },
  supportReplies: {
    feedback: 'Thank you for your feedback!',
    contact: 'Thank you for contacting us. We will get back to you soon.',
    dataRequest: 'Your data request has been received. We will contact you by email.',
  },
  supportMenu: {
    reportBug: 'Report bug',
    privacy: 'Privacy policy',
    terms: 'Terms of service',
    requestData: 'Request data',
  },
  legal: {
    meta: 'Operated by {{company}} · Version {{version}}',
    more: 'More information',
    questions: 'Questions? Contact player support.',
    privacy: {
      title: 'Privacy policy',
      intro:
        'This summary explains what personal data {{company}} ("we") collects when you use Cardroom, why, and the choices you have.',
      collect: {
        title: 'What we collect',
        account: 'Account details: username, email address, password (stored only as a hash) and avatar.',
        play: 'Play and wallet activity: games, scores, balances, rewards and referrals.',
        device: 'Device details: language, platform, app version and your IP address.',
        messages: 'What you send us: support messages, feedback, screenshots and data requests.',
        cash: 'For cash play only: your date of birth and the result of the location check.',
      },
      use: {
        title: 'How we use it',
        text: 'To run your account, games, leaderboards and rewards; to keep play fair and accounts safe; to check age and location where the law requires it; to answer you; and to improve the app. We do not sell your personal data.',
      },
      share: {
        title: 'Who we share it with',
        text: 'Service providers that host the app and send our emails, the sign-in or payment provider you choose (Google, Facebook, Apple or PayPal), and authorities when the law requires it.',
      },
      keep: {
        title: 'How long we keep it',
        text: 'While your account exists. When you delete your account we remove your profile; records we must keep by law, such as payments, are kept only as long as required.',
      },
      rights: {
        title: 'Your choices',
        text: 'You can see and change your details in Account settings, delete your account in Settings, and ask for a copy of your data or its correction or erasure with the Request data form.',
      },
    },
    terms: {
      title: 'Terms of service',
      intro:
        'These terms are an agreement between you and {{company}}. By using Cardroom you accept them. This is a summary.',
      eligibility: {
        title: 'Who can play',
        text: 'Free play is open to everyone. Playing for cash needs age {{age}} or over, age verification and location permission, and is offered only where it is allowed; during the beta, to Florida residents.',
      },
      account: {
        title: 'Your account',
        text: 'Keep one account per person and keep your sign-in details private. You are responsible for what happens in your account.',
      },
      items: {
        title: 'Coins and other items',
        text: 'Coins, gems, gold, tokens, credits, tickets, skins and upgrades are for use in Cardroom only: they have no cash value and cannot be transferred. Bonus cash offsets entry fees and cannot be withdrawn.',
      },
      fair: {
        title: 'Fair play',
        text: 'No cheating, collusion, automated play or multiple accounts. We may remove winnings obtained unfairly and suspend or block accounts that break these terms or the Community Guidelines.',
      },
      beta: {
        title: 'Beta',
        text: 'Cardroom is in beta: features can change or stop, and balances may be corrected if an error affected them. The app is provided as it is, to the extent the law allows.',
      },
      ending: {
        title: 'Ending',
        text: 'You can stop at any time and delete your account in Settings.',
      },
    },
    guidelines: {
      title: 'Community Guidelines',
      intro: 'Cardroom is for everyone who loves a good game. These rules keep tables friendly and fair.',
      respect: {
        title: 'Be respectful',
        text: 'No insults, harassment, threats or hate in chat, reactions, usernames or avatars.',
      },
      clean: {
        title: 'Keep it clean',
        text: 'No sexual, violent or illegal content, and no spam or advertising.',
      },
      fair: {
        title: 'Play fair',
        text: 'No cheating, colluding with other players, using bots or playing with more than one account.',
      },
      safe: {
        title: 'Stay safe',
        text: 'Never share passwords, payment details or other personal information, and never ask others for theirs.',
      },
      report: {
        title: 'Report problems',
        text: 'Seen something wrong? Tell us through Player support or Report bug.',
      },
      consequences: {
        title: 'What happens if the rules are broken',
        text: 'We may remove content, reset a username or avatar, take back unfair winnings, or suspend or block the account.',
      },
    },
    credits: {
      title: 'Credits',
      intro: 'Cardroom is made by the team at {{company}}.',
      team: {
        title: 'Design and development',
        text: 'Game design, engineering, art and Spanish translation by the Cardroom team.',
      },
      art: {
        title: 'Cards and icons',
        text: 'The playing cards and icons are drawn by the app itself, so they stay sharp on every screen.',
      },
      software: {
        title: 'Open-source software',
        text: 'Cardroom is built with open-source software. Thank you to the people who make it:',
        web: 'Web app',
        server: 'Server',
        fairness: 'Fair shuffle',
      },
      testers: {
        title: 'Beta testers',
        text: 'Thank you to everyone playing the beta and sending feedback.',
      },
    },
    beta: {
      title: 'Beta tester instructions',
      intro: 'Thank you for testing Cardroom {{version}}. Here is what to try and how to tell us about it.',
      start: {
        title: 'Getting started',
        account:
          'Register with your email (or with Google, Facebook, Apple or PayPal where the sign-in page offers them), or play as a guest.',
        verify: 'Open the link we email you to verify your address.',
        install: 'Add Cardroom to your home screen to play full screen.',
      },
      test: {
        title: 'What to test',
        games:
          'Spades in every mode: Deuces High, Classic, Hearts on Fire and Clubhouse, and Klondike Solitaire (draw 1 or 3, standard or Vegas), and dominoes: Draw Dominoes and Tiles on Fire, 2 or 4 players against the computer.',
        rewards:
          'Coins, the leaderboard and inviting friends, the store, and your collection: skins bought with gems and upgrades levelled with gold. Daily rewards and achievements are not open yet.',
        language: 'Switching between English and Spanish in Settings.',
      },
      cash: {
        title: 'Cash play',
        age: 'You must be {{age}} or over and verify your age with your date of birth to play for cash once it opens: it is not open in this beta yet.',
        location: 'It will also need access to your location.',
        florida: 'During the beta, cash play will be open to Florida residents only.',
      },
      report: {
        title: 'Reporting bugs',
        where: 'Open Settings and choose Report bug.',
        what: 'Write the steps you took, what you expected and what happened.',
        shots: 'Add up to {{max}} screenshots. The app version and platform are added for you.',
      },
      note: {
        title: 'Good to know',
        text: 'Features may change between builds, and balances may be corrected or reset during the beta.',
      },
    },
  },
} as const;
