/** English texts: the fair page's step-by-step replay of a finished dominoes game, and the link to it. */
export const dominoesReplay = {
  dominoesReplay: {
    intro: 'The game as it was played, every hand face up: step through every move.',
    settings: '{{mode}} · game to {{target}}',
    settingsSingle: '{{mode}} · one hand',
    counter: 'Move {{n}} of {{count}}',
    first: 'First move',
    previous: 'Previous move',
    next: 'Next move',
    last: 'Last move',
    dealt: 'The deal: {{name}} leads.',
    lead: '{{name}} leads {{tile}}.',
    play: '{{name}} plays {{tile}} on the {{end}} end.',
    fire: 'Fire: +{{points}}',
    draw: '{{name}} draws {{tile}} from the boneyard.',
    pass: '{{name}} passes.',
    hands: 'Every hand',
    toPlay: 'To play',
    noSeed: 'The game is not revealed yet.',
    broken: 'Move {{n}} does not replay: the replay stops before it.',
    link: 'Replay this game',
  },
} as const;
