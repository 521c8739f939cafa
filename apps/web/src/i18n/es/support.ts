/** Spanish texts for support, feedback, data request and the legal pages; the same keys as en/support.ts. */

import type { support as en } from '../en/support.js';
import type { Widen } from '../types.js';

export const support: Widen<typeof en> = {
  supportHub: {
    title: 'Soporte al jugador',
    intro: 'Respuestas a las preguntas frecuentes y todas las formas de contactar con el equipo de Cardroom.',
    actionsTitle: '¿Cómo podemos ayudarte?',
    actions: {
      feedback: { title: 'Enviar comentarios', text: 'Comparte una idea o dinos qué podría mejorar.' },
      bug: { title: 'Informar de un error', text: '¿Algo ha fallado? Cuéntanoslo, con hasta 3 capturas.' },
      dataRequest: {
        title: 'Solicitar datos',
        text: 'Pide una copia de tus datos, su corrección o su eliminación.',
      },
      beta: { title: 'Guía para probadores', text: 'Qué probar en esta beta y cómo informarnos.' },
    },
    faqTitle: 'Preguntas frecuentes',
    faq: {
      coins: {
        q: '¿Qué son las monedas y cómo consigo más?',
        a: 'Las monedas son la moneda gratuita del juego. Las cuentas nuevas empiezan con {{userCoins}} monedas y los invitados con {{guestCoins}}. Entrar en una partida cuesta {{cost}} monedas, o {{vsCost}} contra otros jugadores. Consigue más ganando partidas, reclamando recompensas e invitando a amigos: cuando un amigo se une con tu enlace, los dos recibís {{referral}} monedas.',
      },
      guests: {
        q: '¿Puedo jugar sin cuenta?',
        a: 'Sí. Juega como invitado y tu progreso se guarda en este dispositivo. Crea una cuenta para conservarlo en cualquier dispositivo y para invitar a amigos.',
      },
      verification: {
        q: '¿Cómo verifico mi cuenta?',
        a: 'Al registrarte te enviamos un enlace por correo; ábrelo para verificar tu correo. La verificación de edad pide tu fecha de nacimiento y solo hace falta para jugar por dinero. Tu insignia muestra Totalmente verificado cuando completas ambas.',
      },
      fairShuffle: {
        q: '¿El barajado es justo?',
        a: 'Cada reparto se baraja en nuestro servidor a partir de una semilla aleatoria secreta, nunca en tu dispositivo. Antes de empezar la partida, el servidor se compromete con una huella (SHA-256) de esa semilla y la revela al terminar, así que cualquier reparto se puede comprobar.',
      },
      bots: {
        q: '¿Juego contra bots?',
        a: 'Tú eliges. El Spades se puede jugar contra la máquina o contra otros jugadores. Los rivales de la máquina siguen las mismas reglas y solo ven sus propias cartas.',
      },
      cashPlay: {
        q: '¿Quién puede jugar por dinero?',
        a: 'Jugar por dinero requiere tener {{age}} años o más, verificar la edad y permitir que comprobemos tu ubicación. Durante la beta, el juego por dinero solo está abierto a residentes de Florida. El saldo de bonificación descuenta cuotas de entrada pero no se puede retirar.',
      },
      dataDeletion: {
        q: '¿Cómo elimino mi cuenta o mis datos?',
        a: 'Abre Ajustes y elige Eliminar cuenta; tu cuenta se borra y se cierra la sesión. Para obtener una copia de tus datos, o para que se corrijan o eliminen sin borrar la cuenta, usa el formulario Solicitar datos.',
      },
      languages: {
        q: '¿En qué idiomas puedo jugar?',
        a: 'En inglés y en español. Cambia el idioma cuando quieras en Ajustes, en Seleccionar idioma. Si tu dispositivo usa otro idioma, la aplicación puede sugerirte el más cercano.',
      },
      bugs: {
        q: 'He encontrado un error. ¿Qué envío?',
        a: 'Usa Informar de un error: describe qué hiciste, qué esperabas y qué pasó, y añade hasta 3 capturas. Nosotros añadimos la versión de la aplicación y la plataforma.',
      },
    },
    contactTitle: 'Contacto',
    contactIntro: '¿Preguntas sobre tu cuenta o una partida? Escríbenos y te responderemos por correo.',
    contact: {
      name: 'Nombre (opcional)',
      email: 'Correo electrónico',
      subject: 'Asunto (opcional)',
      message: 'Mensaje',
      send: 'Enviar mensaje',
    },
    infoTitle: 'Políticas e información',
    links: {
      privacy: 'Política de privacidad',
      terms: 'Condiciones del servicio',
      guidelines: 'Normas de la comunidad',
      credits: 'Créditos',
      beta: 'Instrucciones para probadores beta',
    },
  },
  feedback: {
    title: 'Enviar comentarios',
    bugTitle: 'Informar de un error',
    intro: 'Cuéntanos qué te gusta, qué falta o qué ha fallado. El equipo lee todos los mensajes.',
    bugIntro:
      'Cuéntanos qué hiciste, qué esperabas y qué pasó en su lugar. Las capturas nos ayudan a encontrarlo antes.',
    loginRequired: 'Debes iniciar sesión para enviar comentarios.',
    typeLabel: 'Tipo',
    types: { issue: 'Problema', idea: 'Idea', other: 'Otro', bug: 'Error' },
    message: 'Mensaje',
    placeholder: 'Al menos {{min}} caracteres.',
    counter: '{{length}}/{{max}}',
    screenshots: 'Capturas de pantalla',
    screenshotsHint: 'Hasta {{max}} imágenes: PNG, JPEG, WebP o GIF.',
    addScreenshot: 'Añadir captura ({{n}}/{{max}})',
    maxScreenshots: 'Máximo de capturas alcanzado',
    screenshotAlt: 'Captura {{n}}',
    removeScreenshot: 'Quitar la captura {{n}}',
    uploading: 'Subiendo…',
    send: 'Enviar comentarios',
    sendBug: 'Enviar informe de error',
    sending: 'Enviando…',
    thanks: '¡Gracias por tus comentarios!',
    back: 'Volver a soporte',
    errors: {
      empty: 'Escribe un mensaje.',
      tooShort: 'Los comentarios deben tener al menos {{min}} caracteres.',
      tooLong: 'Los comentarios deben tener como máximo {{max}} caracteres.',
      overCap: 'El mensaje es demasiado largo. Limítalo a {{max}} caracteres.',
      fileRead: 'No se pudo cargar el archivo. Inténtalo de nuevo.',
      upload: 'No se pudo subir la imagen.',
      notImage: 'Solo se admiten imágenes.',
      tooLarge: 'La imagen es demasiado grande.',
      uploadFallback: 'No se pudo subir el adjunto',
      sendFallback: 'No se pudieron enviar los comentarios',
    },
  },
  dataRequest: {
    title: 'Solicitar datos',
    intro:
      'Pide una copia de los datos personales que tenemos sobre ti, o que se corrijan o eliminen. No hace falta iniciar sesión; te responderemos por correo.',
    email: 'Correo electrónico',
    firstName: 'Nombre',
    lastName: 'Apellidos',
    contactNumber: 'Teléfono de contacto (opcional)',
    detail: '¿Qué necesitas?',
    detailHint: 'Por ejemplo: una copia de mis datos, o eliminar mis datos.',
    description: 'Más detalles (opcional)',
    counter: '{{length}}/{{max}}',
    send: 'Enviar solicitud',
    another: 'Enviar otra solicitud',
    back: 'Volver a soporte',
    errors: {
      required: 'Este campo es obligatorio.',
      invalidEmail: 'Correo electrónico no válido.',
      tooLong: 'Usa como máximo {{max}} caracteres.',
      phone: 'Usa solo dígitos, espacios y + - ( ).',
    },
  },
  supportReplies: {
    feedback: '¡Gracias por tus comentarios!',
    contact: 'Gracias por escribirnos. Te responderemos pronto.',
    dataRequest: 'Hemos recibido tu solicitud de datos. Te contactaremos por correo.',
  },
  supportMenu: {
    reportBug: 'Informar de un error',
    privacy: 'Política de privacidad',
    terms: 'Condiciones del servicio',
    requestData: 'Solicitar datos',
  },
  legal: {
    meta: 'Gestionada por {{company}} · Versión {{version}}',
    more: 'Más información',
    questions: '¿Preguntas? Contacta con soporte al jugador.',
    privacy: {
      title: 'Política de privacidad',
      intro:
        'Este resumen explica qué datos personales recoge {{company}} («nosotros») cuando usas Cardroom, para qué, y qué opciones tienes.',
      collect: {
        title: 'Qué recogemos',
        account:
          'Datos de la cuenta: nombre de usuario, correo electrónico, contraseña (guardada solo como hash) y avatar.',
        play: 'Actividad de juego y monedero: partidas, puntuaciones, saldos, recompensas y referidos.',
        device: 'Datos del dispositivo: idioma, plataforma, versión de la aplicación y tu dirección IP.',
        messages: 'Lo que nos envías: mensajes a soporte, comentarios, capturas y solicitudes de datos.',
        cash: 'Solo para jugar por dinero: tu fecha de nacimiento y el resultado de la comprobación de ubicación.',
      },
      use: {
        title: 'Para qué los usamos',
        text: 'Para gestionar tu cuenta, las partidas, las clasificaciones y las recompensas; para que el juego sea justo y las cuentas estén seguras; para comprobar la edad y la ubicación cuando la ley lo exige; para responderte; y para mejorar la aplicación. No vendemos tus datos personales.',
      },
      share: {
        title: 'Con quién los compartimos',
        text: 'Con los proveedores que alojan la aplicación y envían nuestros correos, con el proveedor de acceso o de pago que elijas (Google, Facebook, Apple o PayPal) y con las autoridades cuando la ley lo exige.',
      },
      keep: {
        title: 'Cuánto tiempo los guardamos',
        text: 'Mientras exista tu cuenta. Si eliminas tu cuenta borramos tu perfil; los registros que la ley nos obliga a guardar, como los pagos, se conservan solo el tiempo exigido.',
      },
      rights: {
        title: 'Tus opciones',
        text: 'Puedes ver y cambiar tus datos en Ajustes de la cuenta, eliminar tu cuenta en Ajustes y pedir una copia de tus datos, su corrección o su eliminación con el formulario Solicitar datos.',
      },
    },
    terms: {
      title: 'Condiciones del servicio',
      intro:
        'Estas condiciones son un acuerdo entre tú y {{company}}. Al usar Cardroom las aceptas. Esto es un resumen.',
      eligibility: {
        title: 'Quién puede jugar',
        text: 'El juego gratuito está abierto a todos. Jugar por dinero requiere tener {{age}} años o más, verificar la edad y permitir la ubicación, y solo se ofrece donde está permitido; durante la beta, a residentes de Florida.',
      },
      account: {
        title: 'Tu cuenta',
        text: 'Ten una sola cuenta por persona y mantén en privado tus datos de acceso. Eres responsable de lo que ocurra en tu cuenta.',
      },
      items: {
        title: 'Monedas y otros objetos',
        text: 'Las monedas, gemas, oro, fichas, créditos, entradas, aspectos y mejoras solo sirven dentro de Cardroom: no tienen valor en dinero y no se pueden transferir. El saldo de bonificación descuenta cuotas de entrada y no se puede retirar.',
      },
      fair: {
        title: 'Juego limpio',
        text: 'Nada de trampas, acuerdos entre jugadores, juego automatizado ni varias cuentas. Podemos retirar ganancias obtenidas de forma injusta y suspender o bloquear las cuentas que incumplan estas condiciones o las Normas de la comunidad.',
      },
      beta: {
        title: 'Beta',
        text: 'Cardroom está en beta: las funciones pueden cambiar o desaparecer, y los saldos pueden corregirse si un error los afectó. La aplicación se ofrece tal cual, en la medida en que la ley lo permita.',
      },
      ending: {
        title: 'Baja',
        text: 'Puedes dejarlo cuando quieras y eliminar tu cuenta en Ajustes.',
      },
    },
    guidelines: {
      title: 'Normas de la comunidad',
      intro:
        'Cardroom es para todos los que disfrutan de una buena partida. Estas normas mantienen las mesas amables y justas.',
      respect: {
        title: 'Sé respetuoso',
        text: 'Nada de insultos, acoso, amenazas ni odio en el chat, las reacciones, los nombres de usuario o los avatares.',
      },
      clean: {
        title: 'Contenido apropiado',
        text: 'Nada de contenido sexual, violento o ilegal, ni spam o publicidad.',
      },
      fair: {
        title: 'Juega limpio',
        text: 'Nada de trampas, acuerdos con otros jugadores, bots ni jugar con más de una cuenta.',
      },
      safe: {
        title: 'Protégete',
        text: 'No compartas nunca contraseñas, datos de pago ni otra información personal, ni se los pidas a otros.',
      },
      report: {
        title: 'Informa de los problemas',
        text: '¿Has visto algo que no está bien? Cuéntanoslo en Soporte al jugador o en Informar de un error.',
      },
      consequences: {
        title: 'Qué pasa si se incumplen las normas',
        text: 'Podemos eliminar contenido, restablecer un nombre de usuario o un avatar, retirar ganancias injustas, o suspender o bloquear la cuenta.',
      },
    },
    credits: {
      title: 'Créditos',
      intro: 'Cardroom está hecha por el equipo de {{company}}.',
      team: {
        title: 'Diseño y desarrollo',
        text: 'Diseño del juego, programación, arte y traducción al español del equipo de Cardroom.',
      },
      art: {
        title: 'Cartas e iconos',
        text: 'Las cartas y los iconos los dibuja la propia aplicación, para que se vean nítidos en cualquier pantalla.',
      },
      software: {
        title: 'Software de código abierto',
        text: 'Cardroom está hecha con software de código abierto. Gracias a quienes lo crean:',
        web: 'Aplicación web',
        server: 'Servidor',
        fairness: 'Barajado justo',
      },
      testers: {
        title: 'Probadores beta',
        text: 'Gracias a todos los que juegan la beta y nos envían sus comentarios.',
      },
    },
    beta: {
      title: 'Instrucciones para probadores beta',
      intro: 'Gracias por probar Cardroom {{version}}. Esto es lo que puedes probar y cómo contárnoslo.',
      start: {
        title: 'Primeros pasos',
        account:
          'Regístrate con tu correo (o con Google, Facebook, Apple o PayPal si la página de acceso los ofrece), o juega como invitado.',
        verify: 'Abre el enlace que te enviamos por correo para verificar tu dirección.',
        install: 'Añade Cardroom a tu pantalla de inicio para jugar a pantalla completa.',
      },
      test: {
        title: 'Qué probar',
        games:
          'Spades en todos sus modos: Deuces High, Clásico, Hearts on Fire y Clubhouse, y el Solitario Klondike (de 1 o de 3, estándar o Vegas), y el dominó: Dominó de robo y Tiles on Fire, de 2 o 4 jugadores contra la computadora.',
        rewards:
          'Las monedas, la clasificación y las invitaciones a amigos, la tienda y tu colección: aspectos comprados con gemas y mejoras que suben de nivel con oro. Las recompensas diarias y los logros aún no están abiertos.',
        language: 'El cambio entre inglés y español en Ajustes.',
      },
      cash: {
        title: 'Juego por dinero',
        age: 'Debes tener {{age}} años o más y verificar tu edad con tu fecha de nacimiento para jugar por dinero cuando abra: aún no está abierto en esta beta.',
        location: 'También necesitará acceso a la ubicación.',
        florida: 'Durante la beta, el juego por dinero estará abierto solo a residentes de Florida.',
      },
      report: {
        title: 'Cómo informar de errores',
        where: 'Abre Ajustes y elige Informar de un error.',
        what: 'Escribe los pasos que seguiste, qué esperabas y qué pasó.',
        shots: 'Añade hasta {{max}} capturas. La versión de la aplicación y la plataforma se añaden solas.',
      },
      note: {
        title: 'Conviene saber',
        text: 'Las funciones pueden cambiar entre versiones, y los saldos pueden corregirse o reiniciarse durante la beta.',
      },
    },
  },
};
