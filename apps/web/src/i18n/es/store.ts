/** Spanish texts: the store; the same keys as en/store.ts. */
import type { store as en } from '../en/store.js';
import type { Widen } from '../types.js';

export const store: Widen<typeof en> = {
  store: {
    title: 'Tienda',
    shop: 'Tienda del juego',
    intro:
      'Monedas para entrar en partidas, gemas y oro para coleccionar y depósitos de efectivo para las partidas con dinero.',
    balances: 'Tus saldos',
    kinds: { coins: 'Monedas', gems: 'Gemas', gold: 'Oro', tickets: 'Entradas', deposit: 'Depósito' },
    amount: {
      coins: '{{amount}} monedas',
      gems: '{{amount}} gemas',
      gold: '{{amount}} de oro',
      deposit: '{{amount}} en efectivo',
      ticket_bronze_one: '{{amount}} entrada de bronce',
      ticket_bronze_other: '{{amount}} entradas de bronce',
      ticket_silver_one: '{{amount}} entrada de plata',
      ticket_silver_other: '{{amount}} entradas de plata',
      ticket_gold_one: '{{amount}} entrada de oro',
      ticket_gold_other: '{{amount}} entradas de oro',
      ticket_vip_one: '{{amount}} entrada VIP',
      ticket_vip_other: '{{amount}} entradas VIP',
    },
    featured: 'Mejor precio',
    buy: 'Comprar {{product}} por {{price}}',
    firstPurchaseBonus:
      'Bonificación de primera compra: un {{percent}} % extra en efectivo de bonificación en tu primera compra.',
    loading: 'Cargando la tienda…',
    loadFailed: 'No se pudo cargar la tienda.',
    retry: 'Reintentar',
    visitorPrompt: 'Entra o regístrate para comprar.',
    guestPrompt:
      'Las cuentas de invitado no pueden comprar. Regístrate para conservar tus compras y tu progreso.',
    empty: 'Ahora mismo no hay nada a la venta.',
    methods: {
      card: 'Tarjeta de crédito',
      paypal: 'PayPal',
      apple_pay: 'Apple Pay',
      google_pay: 'Google Pay',
    },
    pay: {
      title: 'Comprar {{product}}',
      choose: 'Elige cómo pagar',
      price: 'Precio: {{price}}',
      submit: 'Pagar {{price}}',
      redirecting: 'Te llevamos a la página de pago…',
      sandboxTitle: 'Pago de prueba',
      sandboxNotice: 'Este es un pago de prueba: no se cobra dinero real. Elige cómo termina.',
      sandbox: { success: 'Éxito', pending: 'Pendiente', failure: 'Fallo' },
      success: 'Pago realizado: {{product}} añadido a tu saldo.',
      bonus: 'Bonificación de primera compra: {{bonus}} de efectivo de bonificación añadido.',
      failed: 'Error al procesar el pago. Inténtalo de nuevo.',
      pending: 'Pago pendiente. Revisa tu correo para ver la confirmación.',
      checkAgain: 'Comprobar de nuevo',
      stillPending: 'Sigue pendiente.',
      done: 'Hecho',
    },
    history: {
      title: 'Historial de compras',
      empty: 'Aún no has comprado nada.',
      date: 'Fecha',
      product: 'Producto',
      method: 'Método',
      price: 'Precio',
      status: 'Estado',
      bonus: 'Bonificación',
      noBonus: '—',
      statuses: {
        pending: 'Pendiente',
        succeeded: 'Pagada',
        failed: 'Fallida',
        refunded: 'Reembolsada',
      },
    },
  },
};
