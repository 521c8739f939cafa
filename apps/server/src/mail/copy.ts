import type { MailChrome, MailContent } from './layout.js';

/** The data each template interpolates; all values are plain text (the HTML layout escapes them). */
export interface MailTemplateData {
  verifyEmail: { username: string; link: string };
  resetPassword: { username: string; link: string };
  /** `code` is the 6-digit temporary login code. */
  loginCode: { username: string; code: string };
  /** `link` verifies the new address; the mail is sent to that new address. */
  emailChange: { username: string; link: string };
  /** To the current address of an account without a password: the code that authorises moving to `newEmail`. */
  emailChangeCode: { username: string; code: string; newEmail: string };
  /** To the old address when a change is asked for: `link` undoes it and signs every session out. */
  emailChangeNotice: { username: string; newEmail: string; link: string };
  accountDeleted: { username: string };
  /** A paid purchase: what it brought (cash in cents), its price and any first-purchase bonus cash, in US cents. */
  purchaseReceipt: {
    username: string;
    amount: number;
    unit: ReceiptUnit;
    priceCents: number;
    bonusCents: number;
    purchaseId: string;
    link: string;
  };
}

export type ReceiptUnit = 'coins' | 'gems' | 'gold' | 'cash';

const dollars = (cents: number, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(cents / 100);

function receiptItem(
  amount: number,
  unit: ReceiptUnit,
  locale: string,
  units: Record<Exclude<ReceiptUnit, 'cash'>, string>,
  cash: string,
): string {
  return unit === 'cash'
    ? `${dollars(amount, locale)} ${cash}`
    : `${new Intl.NumberFormat(locale).format(amount)} ${units[unit]}`;
}

export type MailTemplate = keyof MailTemplateData;
export type MailLocale = 'en' | 'es';

/** One builder per template; a mapped type so `renderMail` can index it with a generic template name. */
export type TemplateCopy = { [T in MailTemplate]: (data: MailTemplateData[T]) => MailContent };
type LocaleCopy = TemplateCopy & { chrome: MailChrome };

// Lifetimes stated here must match TOKEN_LIFETIME_MS in auth/email-tokens.ts.
const en: LocaleCopy = {
  chrome: {
    linkFallback: "Button not working? Copy this link into your browser's address bar:",
    signOff: '— The Cardroom team',
  },
  verifyEmail: ({ username, link }) => ({
    subject: `${username}, please confirm your Cardroom email`,
    greeting: `Hi ${username},`,
    intro: 'Thanks for joining Cardroom! Confirm your email address to finish setting up your account.',
    action: { kind: 'link', label: 'Confirm email', url: link },
    expiry: 'This link expires in 24 hours.',
    footer: "If you didn't create a Cardroom account, you can ignore this email.",
  }),
  resetPassword: ({ username, link }) => ({
    subject: `${username}, reset your Cardroom password`,
    greeting: `Hi ${username},`,
    intro: 'We received a request to reset your password. Choose a new one here:',
    action: { kind: 'link', label: 'Reset password', url: link },
    expiry: 'This link expires in 1 hour and works once.',
    footer: "If you didn't ask for this, you can ignore this email. Your password stays the same.",
  }),
  loginCode: ({ username, code }) => ({
    subject: `${code} is your Cardroom login code`,
    greeting: `Hi ${username},`,
    intro: 'Use this code to log in to Cardroom:',
    action: { kind: 'code', code },
    expiry: 'It expires in 10 minutes and works once.',
    footer: "If you didn't try to log in, you can ignore this email. Never share this code with anyone.",
  }),
  emailChange: ({ username, link }) => ({
    subject: `${username}, confirm your new Cardroom email`,
    greeting: `Hi ${username},`,
    intro: 'You asked to use this address for your Cardroom account. Confirm it to finish the change.',
    action: { kind: 'link', label: 'Confirm new email', url: link },
    expiry: 'This link expires in 24 hours.',
    footer: "If you didn't ask for this, you can ignore this email.",
  }),
  emailChangeCode: ({ username, code, newEmail }) => ({
    subject: `${username}, your code to change your Cardroom email`,
    greeting: `Hi ${username},`,
    intro: `Someone signed in to your account asked to move it to ${newEmail}. Enter this code to confirm:`,
    action: { kind: 'code', code },
    expiry: 'It expires in 10 minutes and works once.',
    footer:
      "If you didn't ask for this, do not share the code: your email stays the same. Someone may be using your account, so sign out of other devices.",
  }),
  emailChangeNotice: ({ username, newEmail, link }) => ({
    subject: `${username}, your Cardroom email is being changed`,
    greeting: `Hi ${username},`,
    intro: `Someone asked to move your Cardroom account from this address to ${newEmail}. The change happens once that address is confirmed. If it wasn't you, undo it here: your account keeps this address, every device is signed out and you choose a new password.`,
    action: { kind: 'link', label: 'Undo the change', url: link },
    expiry: 'This link works for 7 days, even after the change is done.',
    footer: 'If you made this change yourself, you can ignore this email.',
  }),
  accountDeleted: ({ username }) => ({
    subject: `${username}, your Cardroom account has been deleted`,
    greeting: `Hi ${username},`,
    intro:
      "Your Cardroom account has been deleted, as you asked. Thanks for playing — you're welcome back any time.",
    footer: "If you didn't ask for this, please contact support right away.",
  }),
  purchaseReceipt: ({ username, amount, unit, priceCents, bonusCents, purchaseId, link }) => {
    const item = receiptItem(amount, unit, 'en-US', { coins: 'coins', gems: 'gems', gold: 'gold' }, 'cash');
    const bonus =
      bonusCents > 0 ? ` Your first-purchase bonus added ${dollars(bonusCents, 'en-US')} in bonus cash.` : '';
    return {
      subject: `${username}, your Cardroom receipt: ${item}`,
      greeting: `Hi ${username},`,
      intro: `Thanks for your purchase! You paid ${dollars(priceCents, 'en-US')} for ${item}, now in your balance.${bonus} Receipt number: ${purchaseId}.`,
      action: { kind: 'link', label: 'Open the store', url: link },
      footer: "If you didn't make this purchase, please contact support right away.",
    };
  },
};

const es: LocaleCopy = {
  chrome: {
    linkFallback: '¿El botón no funciona? Copia este enlace en la barra de direcciones de tu navegador:',
    signOff: '— El equipo de Cardroom',
  },
  verifyEmail: ({ username, link }) => ({
    subject: `${username}, confirma tu correo de Cardroom`,
    greeting: `Hola, ${username}:`,
    intro:
      '¡Gracias por unirte a Cardroom! Confirma tu dirección de correo para terminar de configurar tu cuenta.',
    action: { kind: 'link', label: 'Confirmar correo', url: link },
    expiry: 'Este enlace caduca en 24 horas.',
    footer: 'Si no creaste una cuenta en Cardroom, puedes ignorar este correo.',
  }),
  resetPassword: ({ username, link }) => ({
    subject: `${username}, restablece tu contraseña de Cardroom`,
    greeting: `Hola, ${username}:`,
    intro: 'Recibimos una solicitud para restablecer tu contraseña. Elige una nueva aquí:',
    action: { kind: 'link', label: 'Restablecer contraseña', url: link },
    expiry: 'Este enlace caduca en 1 hora y solo se puede usar una vez.',
    footer: 'Si no lo pediste, puedes ignorar este correo. Tu contraseña no cambiará.',
  }),
  loginCode: ({ username, code }) => ({
    subject: `${code} es tu código de acceso a Cardroom`,
    greeting: `Hola, ${username}:`,
    intro: 'Usa este código para iniciar sesión en Cardroom:',
    action: { kind: 'code', code },
    expiry: 'Caduca en 10 minutos y solo se puede usar una vez.',
    footer:
      'Si no intentaste iniciar sesión, puedes ignorar este correo. No compartas este código con nadie.',
  }),
  emailChange: ({ username, link }) => ({
    subject: `${username}, confirma tu nuevo correo de Cardroom`,
    greeting: `Hola, ${username}:`,
    intro: 'Pediste usar esta dirección en tu cuenta de Cardroom. Confírmala para completar el cambio.',
    action: { kind: 'link', label: 'Confirmar nuevo correo', url: link },
    expiry: 'Este enlace caduca en 24 horas.',
    footer: 'Si no lo pediste, puedes ignorar este correo.',
  }),
  emailChangeCode: ({ username, code, newEmail }) => ({
    subject: `${username}, tu código para cambiar el correo de Cardroom`,
    greeting: `Hola, ${username}:`,
    intro: `Alguien con la sesión iniciada en tu cuenta pidió moverla a ${newEmail}. Introduce este código para confirmarlo:`,
    action: { kind: 'code', code },
    expiry: 'Caduca en 10 minutos y solo se puede usar una vez.',
    footer:
      'Si no lo pediste, no compartas el código: tu correo no cambiará. Puede que alguien esté usando tu cuenta; cierra la sesión en los demás dispositivos.',
  }),
  emailChangeNotice: ({ username, newEmail, link }) => ({
    subject: `${username}, se está cambiando tu correo de Cardroom`,
    greeting: `Hola, ${username}:`,
    intro: `Alguien pidió mover tu cuenta de Cardroom de esta dirección a ${newEmail}. El cambio se hará cuando se confirme esa dirección. Si no fuiste tú, deshazlo aquí: tu cuenta conserva esta dirección, se cierra la sesión en todos los dispositivos y eliges una contraseña nueva.`,
    action: { kind: 'link', label: 'Deshacer el cambio', url: link },
    expiry: 'Este enlace funciona durante 7 días, incluso después de hecho el cambio.',
    footer: 'Si hiciste el cambio tú, puedes ignorar este correo.',
  }),
  accountDeleted: ({ username }) => ({
    subject: `${username}, tu cuenta de Cardroom se ha eliminado`,
    greeting: `Hola, ${username}:`,
    intro:
      'Hemos eliminado tu cuenta de Cardroom, como pediste. Gracias por jugar: puedes volver cuando quieras.',
    footer: 'Si no lo pediste, contacta con soporte cuanto antes.',
  }),
  purchaseReceipt: ({ username, amount, unit, priceCents, bonusCents, purchaseId, link }) => {
    const item = receiptItem(
      amount,
      unit,
      'es-ES',
      { coins: 'monedas', gems: 'gemas', gold: 'de oro' },
      'en efectivo',
    );
    const bonus =
      bonusCents > 0
        ? ` Tu bono de primera compra añadió ${dollars(bonusCents, 'es-ES')} de saldo de bonificación.`
        : '';
    return {
      subject: `${username}, tu recibo de Cardroom: ${item}`,
      greeting: `Hola, ${username}:`,
      intro: `¡Gracias por tu compra! Pagaste ${dollars(priceCents, 'es-ES')} por ${item}, que ya están en tu saldo.${bonus} Número de recibo: ${purchaseId}.`,
      action: { kind: 'link', label: 'Abrir la tienda', url: link },
      footer: 'Si no hiciste esta compra, contacta con soporte cuanto antes.',
    };
  },
};

export const MAIL_COPY: Record<MailLocale, LocaleCopy> = { en, es };
