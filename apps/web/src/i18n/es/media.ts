/** Spanish texts: music (the Settings track panel) and the IP-based language suggestion; the same keys as en/media.ts. */
import type { media as en } from '../en/media.js';
import type { Widen } from '../types.js';

export const media: Widen<typeof en> = {
  music: {
    panel: 'Música',
    nowPlaying: 'Sonando',
    paused: 'En pausa',
    off: 'La música está apagada',
    noTrack: 'Aún no hay pista',
    producer: 'Producida por {{producer}}',
    progress: '{{elapsed}} de {{total}}',
    previous: 'Pista anterior',
    next: 'Pista siguiente',
    history: 'Escuchadas recientemente',
    noHistory: 'Aquí aparecen las pistas que has escuchado.',
    historyEntry: '{{progress}} escuchados a las {{time}}',
    tracks: {
      triTachyonJazzPianoSong: 'Tri-Tachyon Jazz Piano Song',
      phase: 'Phase',
      lookingAt: 'Looking At',
      reunite: 'Reunite',
      soFar: 'So Far',
    },
  },
  languageDetection: {
    fromRegion: 'Parece que estás en {{country}}. ¿Quieres jugar en {{language}}?',
  },
};
