import {
  MAIL_COPY,
  type MailLocale,
  type MailTemplate,
  type MailTemplateData,
  type TemplateCopy,
} from './copy.js';
import { renderHtml, renderText } from './layout.js';

export type { MailLocale, MailTemplate, MailTemplateData } from './copy.js';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** Spanish for 'es' and its regional forms ('es-MX'); English for everything else, as the product ships en and es. */
export function mailLocale(locale: string | null | undefined): MailLocale {
  return /^es(?:[-_]|$)/i.test(locale ?? '') ? 'es' : 'en';
}

/** Builds a ready-to-send mail; the HTML escapes every interpolated value, the text part is plain. */
export function renderMail<T extends MailTemplate>(
  template: T,
  locale: string | null | undefined,
  data: MailTemplateData[T],
): RenderedMail {
  const lang = mailLocale(locale);
  const copy = MAIL_COPY[lang];
  // Viewed through the mapped type, TypeScript ties this builder's parameter to T's data.
  const templates: TemplateCopy = copy;
  const content = templates[template](data);
  return {
    subject: content.subject,
    text: renderText(content, copy.chrome),
    html: renderHtml(content, copy.chrome, lang),
  };
}
