/** English texts: music (the Settings track panel) and the IP-based language suggestion. */
export const media = {
  music: {
    panel: 'Music',
    nowPlaying: 'Now playing',
    paused: 'Paused',
    off: 'Music is off',
    noTrack: 'No track yet',
    producer: 'Produced by {{producer}}',
    progress: '{{elapsed}} of {{total}}',
    previous: 'Previous track',
    next: 'Next track',
    history: 'Recently played',
    noHistory: 'Tracks you have listened to appear here.',
    historyEntry: '{{progress}} played at {{time}}',
    tracks: {
      triTachyonJazzPianoSong: 'Tri-Tachyon Jazz Piano Song',
      phase: 'Phase',
      lookingAt: 'Looking At',
      reunite: 'Reunite',
      soFar: 'So Far',
    },
  },
  languageDetection: {
    fromRegion: 'You seem to be in {{country}}. Would you like to play in {{language}}?',
  },
} as const;
