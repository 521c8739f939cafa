/** Textos en español: la repetición paso a paso de una partida de dominó en la página de juego limpio. */
import type { Messages } from '../en.js';

export const dominoesReplay: Pick<Messages, 'dominoesReplay'> = {
  dominoesReplay: {
    intro: 'La partida tal como se jugó, con todas las fichas a la vista: recórrela jugada a jugada.',
    settings: '{{mode}} · partida a {{target}}',
    settingsSingle: '{{mode}} · una mano',
    counter: 'Jugada {{n}} de {{count}}',
    first: 'Primera jugada',
    previous: 'Jugada anterior',
    next: 'Jugada siguiente',
    last: 'Última jugada',
    dealt: 'El reparto: sale {{name}}.',
    lead: '{{name}} sale con {{tile}}.',
    play: '{{name}} juega {{tile}} en el extremo {{end}}.',
    fire: 'Fuego: +{{points}}',
    draw: '{{name}} roba {{tile}} del pozo.',
    pass: '{{name}} pasa.',
    hands: 'Las fichas de cada jugador',
    toPlay: 'Le toca',
    noSeed: 'La partida aún no se ha revelado.',
    broken: 'La jugada {{n}} no se puede repetir: la repetición se detiene antes.',
    link: 'Ver la repetición',
  },
};
