/** Notifications rendered from templates, sign-in providers, ordinals. */
export const notices = {
  notices: {
    someone: 'Un amigo',
    welcome: {
      subject: '¡Bienvenido a Cardroom!',
      message:
        'Hola {{username}}, gracias por unirte. Tus monedas de inicio ya están en tu cartera: ¡elige un juego y diviértete!',
      messageUnnamed:
        'Hola, gracias por unirte. Tus monedas de inicio ya están en tu cartera: ¡elige un juego y diviértete!',
    },
    referralJoined: {
      subject: '¡Tu amigo se unió!',
      message: '{{username}} se registró con tu código de referido. Ambos recibieron {{coins}} monedas.',
    },
    contestResult: {
      subject: 'Tu torneo de Klondike terminó',
      paid: 'Quedaste en el puesto {{place}} de {{entrants}} y ganaste {{coins}} monedas.',
      placed: 'Quedaste en el puesto {{place}} de {{entrants}}. ¡Suerte en el próximo!',
      refunded:
        'Nadie más se inscribió en 24 horas, así que tu entrada de {{coins}} monedas volvió a tu cartera.',
      paidAmount: 'Quedaste en el puesto {{place}} de {{entrants}} y ganaste {{amount}}.',
      refundedAmount:
        'Nadie más se inscribió en 24 horas, así que tu entrada de {{amount}} volvió a tu cartera.',
      tokens: '{{count}} fichas',
    },
  },
};
