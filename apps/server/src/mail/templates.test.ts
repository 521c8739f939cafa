import { describe, expect, it } from 'vitest';
import { escapeHtml } from './layout.js';
import { type MailTemplate, type MailTemplateData, mailLocale, renderMail } from './templates.js';

const LINK = 'https://cardroom.test/auth/verify-email?token=tok_123';

const SAMPLE_DATA: MailTemplateData = {
  verifyEmail: { username: 'alice', link: LINK },
  resetPassword: { username: 'alice', link: LINK },
  loginCode: { username: 'alice', code: '042917' },
  emailChange: { username: 'alice', link: LINK },
  emailChangeCode: { username: 'alice', code: '042917', newEmail: 'new@example.com' },
  emailChangeNotice: { username: 'alice', newEmail: 'new@example.com', link: LINK },
  accountDeleted: { username: 'alice' },
  purchaseReceipt: {
    username: 'alice',
    amount: 5500,
    unit: 'coins',
    priceCents: 499,
    bonusCents: 49,
    purchaseId: 'pur_123',
    link: 'https://cardroom.test/store',
  },
};
const TEMPLATES = Object.keys(SAMPLE_DATA) as MailTemplate[];
const LINK_TEMPLATES = ['verifyEmail', 'resetPassword', 'emailChange', 'emailChangeNotice'] as const;

function render<T extends MailTemplate>(
  template: T,
  locale: string,
  data: Partial<MailTemplateData[T]> = {},
) {
  return renderMail(template, locale, { ...SAMPLE_DATA[template], ...data });
}

describe('renderMail', () => {
  it.each(TEMPLATES)('%s: English and Spanish subjects differ and carry the data', (template) => {
    const en = render(template, 'en');
    const es = render(template, 'es');
    expect(en.subject).not.toBe(es.subject);
    const key = template === 'loginCode' ? '042917' : 'alice';
    expect(en.subject).toContain(key);
    expect(es.subject).toContain(key);
    expect(en.subject).toContain('Cardroom');
    expect(es.subject).toContain('Cardroom');
  });

  it.each(TEMPLATES)('%s: both formats greet the user and sign off in the right language', (template) => {
    const en = render(template, 'en');
    const es = render(template, 'es');
    for (const part of [en.text, en.html]) expect(part).toContain('Hi alice,');
    for (const part of [es.text, es.html]) expect(part).toContain('Hola, alice:');
    expect(en.text).toContain('— The Cardroom team');
    expect(es.text).toContain('— El equipo de Cardroom');
    expect(es.text).not.toContain('The Cardroom team');
    expect(en.html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(es.html).toMatch(/^<!doctype html>\n<html lang="es">/);
  });

  it.each(LINK_TEMPLATES)('%s: puts the link in the text and as the HTML button target', (template) => {
    for (const locale of ['en', 'es']) {
      const mail = render(template, locale);
      expect(mail.text).toContain(`\n${LINK}\n`);
      expect(mail.html).toContain(`href="${LINK}"`);
    }
  });

  it('states how long each link or code works', () => {
    const expiries: [MailTemplate, string, string][] = [
      ['verifyEmail', '24 hours', '24 horas'],
      ['emailChange', '24 hours', '24 horas'],
      ['resetPassword', '1 hour', '1 hora'],
      ['loginCode', '10 minutes', '10 minutos'],
      ['emailChangeCode', '10 minutes', '10 minutos'],
    ];
    for (const [template, english, spanish] of expiries) {
      expect(render(template, 'en').text).toContain(`expires in ${english}`);
      expect(render(template, 'es').text).toContain(`aduca en ${spanish}`);
    }
    expect(render('emailChangeNotice', 'en').text).toContain('works for 7 days');
    expect(render('emailChangeNotice', 'es').text).toContain('funciona durante 7 días');
    expect(render('accountDeleted', 'en').text).not.toContain('expires');
  });

  it('shows the login code in the subject, the text and the HTML', () => {
    const mail = render('loginCode', 'en', { code: '907133' });
    expect(mail.subject).toBe('907133 is your Cardroom login code');
    expect(mail.text).toContain('\n    907133\n');
    expect(mail.html).toMatch(/>907133<\/p>/);
    expect(render('loginCode', 'es', { code: '907133' }).subject).toBe(
      '907133 es tu código de acceso a Cardroom',
    );
  });

  it('names the new address in the email-change code and in the notice to the old address', () => {
    for (const template of ['emailChangeCode', 'emailChangeNotice'] as const) {
      for (const locale of ['en', 'es']) {
        const mail = render(template, locale, { newEmail: '<b>x</b>@example.com' });
        expect(mail.text).toContain('<b>x</b>@example.com');
        expect(mail.html).toContain('&lt;b&gt;x&lt;/b&gt;@example.com');
        expect(mail.html).not.toContain('<b>x');
      }
    }
    expect(render('emailChangeCode', 'en', { code: '907133' }).text).toContain('\n    907133\n');
    expect(render('emailChangeNotice', 'en').text).toContain('Undo the change:');
    expect(render('emailChangeNotice', 'es').text).toContain('Deshacer el cambio:');
  });

  it('escapes every interpolated value in the HTML but keeps the text literal', () => {
    const username = '<script>alert("x")</script>';
    const link = 'https://cardroom.test/?a=1&b="><img src=x onerror=alert(1)>';
    for (const template of LINK_TEMPLATES) {
      const mail = render(template, 'en', { username, link });
      expect(mail.html).not.toContain('<script>');
      expect(mail.html).not.toContain('<img');
      expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
      expect(mail.html).toContain(`href="${escapeHtml(link)}"`);
      expect(mail.text).toContain(username);
      expect(mail.text).toContain(link);
    }
    const code = render('loginCode', 'es', { username, code: '<b>1</b>' });
    expect(code.html).not.toContain('<b>');
    expect(code.html).toContain('&lt;b&gt;1&lt;/b&gt;');
  });
});

describe('escapeHtml', () => {
  it('escapes the five HTML-significant characters and leaves the rest', () => {
    expect(escapeHtml(`a&b<c>d"e'f ñ`)).toBe('a&amp;b&lt;c&gt;d&quot;e&#39;f ñ');
  });
});

describe('mailLocale', () => {
  it.each([
    ['es', 'es'],
    ['es-MX', 'es'],
    ['ES_es', 'es'],
    ['en', 'en'],
    ['fr', 'en'],
    ['de', 'en'],
    ['est', 'en'],
    ['', 'en'],
    [undefined, 'en'],
    [null, 'en'],
  ])('%j → %s', (locale, expected) => {
    expect(mailLocale(locale)).toBe(expected);
  });

  it('falls back to English copy for unsupported locales', () => {
    expect(render('verifyEmail', 'fr')).toEqual(render('verifyEmail', 'en'));
  });
});

describe('the purchase receipt', () => {
  it("states the item, the price and the first-purchase bonus in the reader's language", () => {
    const en = render('purchaseReceipt', 'en').text;
    expect(en).toContain('You paid $4.99 for 5,500 coins');
    expect(en).toContain('$0.49 in bonus cash');
    expect(en).toContain('pur_123');
    const es = render('purchaseReceipt', 'es').text;
    expect(es).toContain('Pagaste 4,99');
    expect(es).toContain('5500 monedas');
  });

  it('names a cash deposit in money and leaves the bonus out when there is none', () => {
    const text = render('purchaseReceipt', 'en', {
      unit: 'cash',
      amount: 1000,
      priceCents: 1000,
      bonusCents: 0,
    }).text;
    expect(text).toContain('You paid $10.00 for $10.00 cash');
    expect(text).not.toContain('bonus');
  });
});
