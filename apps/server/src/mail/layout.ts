/** What a mail says, independent of format; `renderText` and `renderHtml` lay it out. */
export interface MailContent {
  subject: string;
  greeting: string;
  intro: string;
  /** The one thing the reader must act on, shown prominently in both formats. */
  action?: { kind: 'link'; label: string; url: string } | { kind: 'code'; code: string };
  /** How long the link or code works. */
  expiry?: string;
  /** Reassurance for a reader who did not ask for the mail. */
  footer: string;
}

/** Locale-wide wording shared by every template. */
export interface MailChrome {
  /** Shown above the raw link in HTML, for clients that break the button. */
  linkFallback: string;
  signOff: string;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML element content and quoted attribute values alike. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

export function renderText(content: MailContent, chrome: MailChrome): string {
  const lines = [content.greeting, '', content.intro, ''];
  if (content.action?.kind === 'link') lines.push(`${content.action.label}:`, content.action.url, '');
  // The code sits on its own indented line so it is easy to spot and copy.
  if (content.action?.kind === 'code') lines.push(`    ${content.action.code}`, '');
  if (content.expiry) lines.push(content.expiry, '');
  lines.push(content.footer, '', chrome.signOff, '');
  return lines.join('\n');
}

const FONT = 'font-family:Arial,Helvetica,sans-serif';
const PARAGRAPH = `margin:0 0 16px;${FONT};font-size:16px;line-height:24px;color:#1f2937`;
const SMALL = `margin:0 0 12px;${FONT};font-size:13px;line-height:20px;color:#6b7280`;

function paragraph(text: string, style = PARAGRAPH): string {
  return `<p style="${style}">${escapeHtml(text)}</p>`;
}

function actionHtml(action: MailContent['action'], chrome: MailChrome): string {
  if (!action) return '';
  if (action.kind === 'code') {
    return (
      `<p style="margin:0 0 16px;font-family:'Courier New',monospace;font-size:32px;font-weight:bold;` +
      `letter-spacing:6px;color:#111827">${escapeHtml(action.code)}</p>`
    );
  }
  const href = escapeHtml(action.url);
  return (
    `<p style="margin:0 0 16px"><a href="${href}" style="display:inline-block;padding:12px 24px;` +
    `background:#15803d;color:#ffffff;border-radius:6px;text-decoration:none;${FONT};font-size:16px;` +
    `font-weight:bold">${escapeHtml(action.label)}</a></p>` +
    paragraph(chrome.linkFallback, SMALL) +
    `<p style="${SMALL};word-break:break-all"><a href="${href}" style="color:#15803d">${href}</a></p>`
  );
}

/** Inline styles and a single column, because mail clients drop stylesheets and most layout CSS. */
export function renderHtml(content: MailContent, chrome: MailChrome, lang: string): string {
  const body = [
    paragraph(content.greeting),
    paragraph(content.intro),
    actionHtml(content.action, chrome),
    content.expiry ? paragraph(content.expiry) : '',
    paragraph(content.footer, SMALL),
    paragraph(chrome.signOff),
  ].join('\n');
  return [
    '<!doctype html>',
    `<html lang="${escapeHtml(lang)}">`,
    `<head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f3f4f6">',
    '<div style="max-width:480px;margin:0 auto;padding:24px;background:#ffffff;border-radius:8px">',
    body,
    '</div>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
