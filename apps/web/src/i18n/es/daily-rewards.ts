/** Textos en español: la pantalla de recompensas diarias. */
export const dailyRewards = {
  dailyRewards: {
    title: 'Recompensas diarias',
    intro:
      'Reclama una recompensa cada día que juegues. Cada reclamo de este mes trae la recompensa del día siguiente; la racha empieza de nuevo el día 1.',
    day: 'Día {{day}}',
    claimed: 'Reclamada',
    next: 'Hoy',
    claim: 'Reclamar la recompensa de hoy',
    claimedToday: 'Ya reclamaste la recompensa de hoy. Vuelve mañana por la del día {{day}}.',
    monthDone: 'Reclamaste todas las recompensas de este mes. La racha empieza de nuevo el día 1.',
    got: '{{amount}} añadidos a tu saldo.',
    loading: 'Cargando tus recompensas…',
    loadFailed: 'No se pudieron cargar tus recompensas.',
    retry: 'Reintentar',
    guest: 'Regístrate para reunir recompensas diarias: las cuentas de invitado no guardan la racha.',
    amount: {
      coins: '{{count}} monedas',
      gems: '{{count}} gemas',
      gold: '{{count}} de oro',
      credits: '{{amount}} en créditos',
      ticket_bronze: '{{count}} entrada de bronce',
    },
  },
};
