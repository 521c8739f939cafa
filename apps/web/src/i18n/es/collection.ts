/** Spanish texts: the Collection screen (issue 14). */
import type { collection as en } from '../en/collection.js';
import type { Widen } from '../types.js';

export const collection: Widen<typeof en> = {
  collection: {
    title: 'Colección',
    intro:
      'Los aspectos cambian cómo se ven tus cartas, tu mesa, tus fichas y tu avatar. Las mejoras suben de nivel con oro.',
    link: 'Tu colección',
    linkHint: 'Reversos, tapetes, fichas, marcos de avatar y mejoras',
    balances: 'Gemas y oro',
    getMore: 'Consigue más en la tienda',
    skins: 'Aspectos',
    upgrades: 'Mejoras',
    slots: {
      card_back: 'Reversos de carta',
      felt: 'Tapete',
      tile: 'Fichas de dominó',
      frame: 'Marcos de avatar',
    },
    items: {
      'back-royal': 'Reverso azul real',
      'back-crimson': 'Reverso carmesí',
      'felt-midnight': 'Tapete medianoche',
      'felt-emerald': 'Tapete esmeralda',
      'tile-ivory': 'Fichas de marfil',
      'frame-gold': 'Marco de avatar dorado',
      'sharper-hints': 'Pistas de Klondike más agudas',
    },
    descriptions: { 'sharper-hints': 'Una búsqueda de pistas de Klondike más profunda en el juego libre.' },
    worn: 'Puesto',
    owned: 'Tuyo',
    wear: 'Usar',
    wearNamed: 'Usar {{name}}',
    takeOff: 'Quitar',
    takeOffNamed: 'Quitar {{name}}',
    tookOff: '{{name}} quitado: vuelve el predeterminado.',
    buyNamed: 'Comprar {{name}} por {{cost}}',
    levelUpNamed: 'Subir de nivel {{name}} por {{cost}}',
    cost: { gems: '{{amount}} gemas', gold: '{{amount}} de oro' },
    level: 'Nivel {{level}}/{{max}}',
    maxed: 'Nivel máximo',
    bought: '{{name}}: comprado y puesto.',
    levelled: '{{name}} ya está en el nivel {{level}}.',
    wearing: 'Ahora usas {{name}}.',
    notEnough: {
      gems: 'No tienes gemas suficientes para {{name}}.',
      gold: 'No tienes oro suficiente para {{name}}.',
    },
    loading: 'Cargando tu colección…',
    loadFailed: 'No se pudo cargar tu colección.',
    retry: 'Reintentar',
    visitorPrompt: 'Inicia sesión o regístrate para coleccionar aspectos y mejoras.',
    empty: 'Aún no hay nada que coleccionar.',
  },
};
