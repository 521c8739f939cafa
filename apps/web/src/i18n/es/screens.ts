/** Spanish texts: home, board, game, modes, support; the same keys as en/screens.ts. */

import type { screens as en } from '../en/screens.js';
import type { Widen } from '../types.js';

export const screens: Widen<typeof en> = {
  home: {
    welcomeTitle: 'Bienvenido a Cardroom',
    welcomeNew: '¡Te damos la bienvenida, {{name}}!',
    welcomeBack: '¡Hola de nuevo, {{name}}!',
    welcomeText:
      'Spades en cuatro modos contra la computadora, otros jugadores o un amigo. Gana monedas y sube en las clasificaciones. Juega al Solitario Klondike, al Dominó de robo y a Tiles on Fire.',
    playNow: 'Jugar ahora',
    createAccount: 'Crear cuenta',
    knowTitle: 'Lo que debes saber',
    knowGames:
      'Spades en cuatro modos (Deuces High es el predeterminado) contra la computadora, otros jugadores o un amigo, el Solitario Klondike y el dominó (Dominó de robo y Tiles on Fire) contra la computadora.',
    knowModes:
      'Entrar en una partida cuesta {{cost}} monedas, o {{vsCost}} contra otros jugadores. El tutorial y las partidas como invitado son gratis.',
    knowRewards:
      'Gana monedas en la mesa y recibe {{reward}} monedas por cada amigo que se una con tu invitación (y él también recibe {{reward}}). La tienda vende monedas, gemas y oro: las gemas compran aspectos y el oro sube de nivel las mejoras de tu colección. Las recompensas diarias y los logros aún no están abiertos.',
    knowCash:
      'El juego por dinero aún no está abierto. Cuando abra, requerirá tener {{age}} años o más, verificar la edad y permitir la ubicación.',
    knowBeta: 'Esto es una beta ({{version}}): siguen llegando funciones y tus comentarios les dan forma.',
    dailyReward: 'Recompensa diaria',
    dailyRewardHint: 'Reclama la recompensa de hoy y mantén tu racha',
    installTitle: 'Instala la aplicación',
    installText:
      'Añade Cardroom a tu pantalla de inicio para jugar a pantalla completa y abrirla con un toque.',
    installButton: 'Instalar Cardroom',
    installed: 'Cardroom está instalada en este dispositivo.',
    installIos: 'En iPhone o iPad: toca Compartir y luego Añadir a pantalla de inicio.',
    installOther: 'En el menú del navegador, elige Instalar aplicación o Añadir a pantalla de inicio.',
    cardsLabel: 'As de picas, dos de corazones y rey de diamantes',
  },
  board: {
    title: 'Clasificación',
    scopes: { daily: 'Hoy', weekly: 'Esta semana', monthly: 'Este mes', all: 'Histórica' },
    period: 'Periodo',
    rank: 'Puesto',
    player: 'Jugador',
    score: 'Puntos',
    you: 'Tú',
    position: 'Tu puesto: {{position}} de {{total}}',
    unranked: 'Aún no tienes puntos en este periodo.',
    empty: 'Aún no hay puntuaciones en este periodo.',
    loginPrompt: 'Entra para ver la clasificación.',
  },
  game: {
    title: 'Jugar',
    waiting: 'Esperando jugadores…',
    score: 'Puntos {{score}}',
    mode: 'Modo de juego',
    changeMode: 'Cambiar modo',
    entry: 'Entrada: {{cost}} monedas ({{vsCost}} contra otros jugadores)',
    balance: 'Tus monedas: {{coins}}',
    notEnough: 'Necesitas al menos {{min}} monedas para jugar.',
    tablesSoon:
      'Las mesas de juego aún no están abiertas en esta versión. Tu modo queda guardado para cuando lo estén.',
    current: 'Partida en curso',
    round: 'Ronda {{round}}/{{rounds}}',
    hand: 'Mano {{hand}}',
    players: '{{people}}/{{max}} jugadores',
    noGame: 'Ahora mismo no estás en ninguna partida.',
    checking: 'Buscando una partida en curso…',
    loadFailed: 'No se pudo comprobar si hay una partida en curso.',
    loginPrompt: 'Entra o regístrate para jugar.',
  },
  modes: {
    title: 'Modo de juego',
    intro: 'Elige a qué jugar. Tu elección define el botón Jugar.',
    selected: 'Seleccionado',
    select: 'Seleccionar',
    maps: { spades: 'Spades', solitaire: 'Solitario', dominoes: 'Dominó' },
    spades: {
      deuceshigh: { name: 'Deuces High', description: 'Juega con pasión' },
      classic: {
        name: 'Clásico',
        description: 'Spades por parejas: apuesta, gana tus bazas y vigila los sobrantes.',
      },
      heartsonfire: {
        name: 'Hearts on Fire',
        description: 'Los corazones dan puntos; declara una Tormenta de fuego.',
      },
      clubhouse: {
        name: 'Clubhouse',
        description: 'Spades a muerte: cuatro jugadores, cada uno por su cuenta.',
      },
    },
    solitaire: {
      classic: { name: 'Klondike', description: 'Solitario clásico, robando de 1 en 1 o de 3 en 3.' },
    },
    dominoes: {
      classic: { name: 'Dominó de robo', description: 'Partida de robo con doble seis hasta 100.' },
      tilesonfire: { name: 'Tiles on Fire', description: 'Todo a cinco: puntúa cada múltiplo de cinco.' },
    },
  },
  support: {
    title: 'Soporte al jugador',
    intro: '¿Preguntas, problemas o ideas? Escríbenos y te responderemos por correo.',
    name: 'Nombre (opcional)',
    subject: 'Asunto (opcional)',
    message: 'Mensaje',
    send: 'Enviar mensaje',
  },
};
