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
  },
};
