/** Textos en español: las comprobaciones del juego por dinero (verificación de edad, ubicación, lista). */
export const cashPlay = {
  cashPlay: {
    title: 'Jugar por dinero',
    intro:
      'Las partidas y concursos con dinero son para mayores de 18 años, donde se ofrece el juego por dinero.',
    ready: 'Puedes jugar por dinero.',
    guest: 'Registra una cuenta para jugar por dinero: las cuentas de invitado no pueden.',
    steps: {
      email: 'Correo verificado',
      age: 'Edad verificada (18 o más)',
      location: 'Ubicación compartida en las últimas 24 horas',
      region: 'Juego por dinero disponible donde estás',
    },
    done: 'Hecho',
    todo: 'Pendiente',
    emailHint: 'Abre el enlace que te enviamos por correo para verificar tu dirección.',
    emailAction: 'Cuenta',
    ageAction: 'Verificar edad',
    locationAction: 'Compartir ubicación',
    locationAgain: 'Comprobar de nuevo',
    regionAt: 'Última ubicación: {{place}}',
    regionBlocked: 'Esta función no está disponible en tu región.',
    age: {
      title: 'Verificación de edad',
      intro:
        'Debes tener 18 años o más para jugar por dinero. Introduce tu fecha de nacimiento: se guarda con tu cuenta y no se puede cambiar una vez verificada.',
      label: 'Fecha de nacimiento',
      submit: 'Verificar mi edad',
      required: 'Introduce tu fecha de nacimiento.',
      future: 'Tu fecha de nacimiento no puede ser futura.',
      verified: 'Tu edad está verificada.',
      failed: 'Error al verificar la edad',
    },
    location: {
      title: 'Acceso a la ubicación',
      intro:
        'El juego por dinero solo está permitido en algunos lugares, así que comprobamos dónde estás antes de las partidas con dinero. Tu navegador te pedirá compartir tu ubicación: solo guardamos la región encontrada (estado o país) y cuándo se comprobó.',
      share: 'Compartir mi ubicación',
      checking: 'Comprobando tu ubicación…',
      unsupported: 'Este navegador no puede compartir su ubicación.',
      denied:
        'Se denegó el permiso de ubicación. Permite la ubicación para este sitio en los ajustes del navegador y vuelve a intentarlo.',
      failed: 'Error al verificar la ubicación',
      found: 'Ubicación encontrada: {{place}}',
      allowed: 'El juego por dinero está disponible aquí.',
      refreshNote: 'Una comprobación de ubicación vale durante 24 horas.',
    },
    back: 'Volver a mi cuenta',
  },
} as const;
