/** Spanish texts: cash withdrawals on the Account screen; the same keys as en/withdrawals.ts. */
import type { withdrawals as en } from '../en/withdrawals.js';
import type { Widen } from '../types.js';

export const withdrawals: Widen<typeof en> = {
  withdrawals: {
    title: 'Retiros de efectivo',
    intro: 'El efectivo que depositaste o ganaste se puede retirar a tu cuenta de PayPal.',
    cash: 'Efectivo retirable',
    bonus: 'Efectivo de bonificación',
    bonusNote: 'El efectivo de bonificación no se puede retirar: se descuenta de las cuotas de entrada.',
    payoutEmail: 'Correo de pago (PayPal)',
    payoutEmailHint: 'La cuenta de PayPal a la que se pagan tus retiros.',
    payoutEmailNone: 'Aún no tienes correo de pago.',
    payoutEmailCurrent: 'Se paga a',
    payoutEmailSave: 'Guardar correo de pago',
    payoutEmailRemove: 'Quitar',
    payoutEmailSaved: 'Correo de pago guardado.',
    payoutEmailRemoved: 'Correo de pago eliminado.',
    amount: 'Importe (USD)',
    amountHint: 'Mínimo {{min}}, máximo {{max}}.',
    amountInvalid: 'Escribe un importe en dólares, como 25 o 25.50.',
    amountTooSmall: 'El retiro mínimo es de {{min}}.',
    amountTooLarge: 'Puedes retirar hasta {{max}}.',
    submit: 'Retirar efectivo',
    needsVerifiedEmail: 'Verifica tu correo electrónico para retirar efectivo.',
    needsPayoutEmail: 'Añade un correo de pago para retirar efectivo.',
    needsCash: 'Necesitas al menos {{min}} de efectivo para retirar.',
    requested:
      '{{amount}} va de camino a {{email}}. Ya salió de tu saldo de efectivo y vuelve si el pago falla.',
    history: 'Tus retiros',
    empty: 'Aún no hay retiros.',
    date: 'Fecha',
    amountColumn: 'Importe',
    to: 'Para',
    status: 'Estado',
    statuses: { requested: 'Solicitado', paid: 'Pagado', failed: 'Fallido, efectivo devuelto' },
    sandboxTitle: 'Pago de prueba',
    sandbox: { paid: 'Marcar pagado', failed: 'Marcar fallido' },
  },
};
