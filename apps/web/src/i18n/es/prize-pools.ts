/** Spanish texts: the Prize pools screen (issue 14); the same keys as en/prize-pools.ts. */
import type { prizePools as en } from '../en/prize-pools.js';
import type { Widen } from '../types.js';

export const prizePools: Widen<typeof en> = {
  prizePools: {
    title: 'Botes de premios',
    intro:
      'Entra en un bote con una entrada de su nivel. Cuando se ocupa el último asiento, los participantes juegan juntos una mano de Spades y los ganadores se reparten el premio.',
    link: 'Botes de premios',
    linkHint: 'Entra con una entrada, juega una mano y repártete el premio',
    tiers: { bronze: 'Bronce', silver: 'Plata', gold: 'Oro', vip: 'VIP', other: 'Otros botes' },
    yourTickets: 'Tus entradas',
    ticketsOf: {
      bronze: 'Entradas de bronce',
      silver: 'Entradas de plata',
      gold: 'Entradas de oro',
      vip: 'Entradas VIP',
    },
    entry: 'Entrada',
    prize: 'Premio',
    entrants: '{{count}} de {{max}} jugadores',
    waitingFor_one: 'Falta {{count}} jugador',
    waitingFor_other: 'Faltan {{count}} jugadores',
    noPools: 'Ahora mismo no hay ningún bote abierto en este nivel.',
    join: 'Entrar',
    joinLabel: 'Entrar en {{name}} por {{entry}}',
    leave: 'Salir',
    youAreIn: 'Estás dentro',
    joined:
      'Has entrado en {{name}}. La mesa empieza cuando se ocupe el último asiento; hasta entonces puedes salir.',
    left: 'Has salido de {{name}}: te devolvemos la entrada.',
    starting: 'El bote está completo: te llevamos a la mesa…',
    closed: 'El bote en el que entraste ya no está abierto.',
    noTicket: 'Necesitas {{entry}} para entrar en {{name}}.',
    getTickets: 'Conseguir entradas',
    earnTickets:
      'Las entradas de todos los niveles se venden en la tienda, y cada nivel de progresión que completas te da una entrada de bronce.',
    payout:
      'El resultado y el pago llegan al terminar la mano: los ganadores se reparten el premio, que se añade a su saldo.',
    playing: {
      title: 'Tu bote ha empezado',
      text: '{{name}} está en juego: tu asiento en la mesa te espera.',
      go: 'Ir a tu mesa',
      over: 'Tu mesa ha terminado: el resultado aparece abajo cuando se liquide.',
    },
    results: {
      title: 'Tus resultados',
      won: 'Ganado',
      lost: 'Perdido',
      draw: 'Empate',
      pending: 'Resultado pendiente',
      left: 'Abandonado (entrada devuelta)',
      payout: 'Pago: {{amount}}',
    },
    loading: 'Cargando los botes de premios…',
    loadFailed: 'No se pudieron cargar los botes de premios.',
    retry: 'Reintentar',
    visitorPrompt: 'Entra o regístrate para participar en los botes de premios.',
    guestPrompt:
      'Las cuentas de invitado no pueden entrar en los botes de premios. Regístrate para conservar tus entradas y premios.',
  },
};
