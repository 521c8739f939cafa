/**
 * The referral modal's nine share targets in spec §2's order. Six open a share page or app with the
 * invite (WhatsApp, Facebook, X, SMS, Email, Reddit); TikTok, Discord and Instagram have no share URL
 * for links, so they copy the link and say where to paste it.
 */
import type { CSSProperties, ReactNode } from 'react';

export type ShareTargetId =
  | 'whatsapp'
  | 'facebook'
  | 'x'
  | 'tiktok'
  | 'discord'
  | 'sms'
  | 'email'
  | 'reddit'
  | 'instagram';

/** What a share URL is made of: the invite link, the invitation text and a subject line. */
export interface ShareContent {
  link: string;
  text: string;
  subject: string;
}

export type ShareTarget =
  | { id: ShareTargetId; kind: 'link'; url(content: ShareContent): string }
  | { id: ShareTargetId; kind: 'copy'; hint: 'pasteTiktok' | 'pasteDiscord' | 'pasteInstagram' };

const enc = encodeURIComponent;

export const SHARE_TARGETS: readonly ShareTarget[] = [
  { id: 'whatsapp', kind: 'link', url: ({ link, text }) => `https://wa.me/?text=${enc(`${text} ${link}`)}` },
  {
    id: 'facebook',
    kind: 'link',
    url: ({ link }) => `https://www.facebook.com/sharer/sharer.php?u=${enc(link)}`,
  },
  {
    id: 'x',
    kind: 'link',
    url: ({ link, text }) => `https://x.com/intent/tweet?text=${enc(text)}&url=${enc(link)}`,
  },
  { id: 'tiktok', kind: 'copy', hint: 'pasteTiktok' },
  { id: 'discord', kind: 'copy', hint: 'pasteDiscord' },
  // `sms:?&body=` is the form both iOS and Android Messages read.
  { id: 'sms', kind: 'link', url: ({ link, text }) => `sms:?&body=${enc(`${text} ${link}`)}` },
  {
    id: 'email',
    kind: 'link',
    url: ({ link, text, subject }) => `mailto:?subject=${enc(subject)}&body=${enc(`${text}\n\n${link}`)}`,
  },
  {
    id: 'reddit',
    kind: 'link',
    url: ({ link, subject }) => `https://www.reddit.com/submit?url=${enc(link)}&title=${enc(subject)}`,
  },
  { id: 'instagram', kind: 'copy', hint: 'pasteInstagram' },
];

/** Web share pages open in a new tab; sms: and mailto: hand over to the device's app. */
export function opensNewTab(url: string): boolean {
  return url.startsWith('https:');
}

const WHITE = '#fff';

/** Each target's tile colour and mark (24×24, drawn here: no network, no icon font). */
export const SHARE_ICONS: Record<ShareTargetId, { tile: CSSProperties; mark: ReactNode }> = {
  whatsapp: {
    tile: { background: '#25d366' },
    mark: (
      <>
        <path
          d="M12 3.2a8.8 8.8 0 0 0-7.6 13.2L3.2 20.8l4.5-1.2A8.8 8.8 0 1 0 12 3.2z"
          fill="none"
          stroke={WHITE}
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
        <path
          d="M9.1 7.6c.3 0 .5 0 .7.5l.8 1.9c.1.2 0 .5-.1.7l-.6.7c.6 1.2 1.6 2.2 2.8 2.8l.7-.6c.2-.2.5-.2.7-.1l1.9.8c.4.2.5.4.5.7 0 1-.9 2-2 2-3.2 0-6.6-3.4-6.6-6.6 0-1.1 1-2 2-2z"
          fill={WHITE}
        />
      </>
    ),
  },
  facebook: {
    tile: { background: '#1877f2' },
    mark: (
      <path
        d="M13.4 21v-7.6h2.5l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.5V4.4a20 20 0 0 0-2.2-.1c-2.2 0-3.7 1.3-3.7 3.8v2.3H8v3h2.5V21z"
        fill={WHITE}
      />
    ),
  },
  x: {
    tile: { background: '#000', boxShadow: 'inset 0 0 0 1px #3a3a3a' },
    mark: (
      <path
        d="M17.2 4h2.9l-6.3 7.2L21.2 20h-5.8l-4.5-5.9L5.7 20H2.8l6.7-7.7L2.4 4h5.9l4.1 5.4zm-1 14.3h1.6L7.9 5.6H6.2z"
        fill={WHITE}
      />
    ),
  },
  tiktok: {
    tile: { background: '#010101', boxShadow: 'inset 0 0 0 1px #3a3a3a' },
    mark: (
      <>
        <path
          d="M16.9 3.5c.3 2.2 1.7 3.6 3.8 3.8v2.9c-1.4 0-2.7-.4-3.8-1.2v5.9a5.6 5.6 0 1 1-5.6-5.6v3a2.6 2.6 0 1 0 2.6 2.6V3.5z"
          fill="#25f4ee"
          transform="translate(-0.7 -0.4)"
        />
        <path
          d="M16.9 3.5c.3 2.2 1.7 3.6 3.8 3.8v2.9c-1.4 0-2.7-.4-3.8-1.2v5.9a5.6 5.6 0 1 1-5.6-5.6v3a2.6 2.6 0 1 0 2.6 2.6V3.5z"
          fill="#fe2c55"
          transform="translate(0.7 0.4)"
        />
        <path
          d="M16.9 3.5c.3 2.2 1.7 3.6 3.8 3.8v2.9c-1.4 0-2.7-.4-3.8-1.2v5.9a5.6 5.6 0 1 1-5.6-5.6v3a2.6 2.6 0 1 0 2.6 2.6V3.5z"
          fill={WHITE}
        />
      </>
    ),
  },
  discord: {
    tile: { background: '#5865f2' },
    mark: (
      <path
        d="M18.6 6.3A15 15 0 0 0 14.9 5l-.5 1a13.7 13.7 0 0 0-4.8 0L9.1 5a15 15 0 0 0-3.7 1.3C3 9.8 2.4 13.3 2.7 16.7a15 15 0 0 0 4.6 2.3l1-1.5a9.6 9.6 0 0 1-1.5-.7l.4-.3a10.7 10.7 0 0 0 9.6 0l.4.3-1.5.7 1 1.5a15 15 0 0 0 4.6-2.3c.4-4-.6-7.4-2.7-10.4zM9.3 14.6c-.9 0-1.7-.8-1.7-1.9s.7-1.9 1.7-1.9 1.7.9 1.7 1.9-.8 1.9-1.7 1.9zm5.4 0c-.9 0-1.7-.8-1.7-1.9s.7-1.9 1.7-1.9 1.7.9 1.7 1.9-.7 1.9-1.7 1.9z"
        fill={WHITE}
      />
    ),
  },
  sms: {
    tile: { background: '#34c759' },
    mark: (
      <>
        <path
          d="M4 5h16a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1h-9l-5 4v-4H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1z"
          fill={WHITE}
        />
        <circle cx="8" cy="11" r="1.3" fill="#34c759" />
        <circle cx="12" cy="11" r="1.3" fill="#34c759" />
        <circle cx="16" cy="11" r="1.3" fill="#34c759" />
      </>
    ),
  },
  email: {
    tile: { background: '#4a6fa5' },
    mark: (
      <>
        <rect x="3" y="5.5" width="18" height="13" rx="2" fill="none" stroke={WHITE} strokeWidth="1.9" />
        <path d="M3.8 7l8.2 6 8.2-6" fill="none" stroke={WHITE} strokeWidth="1.9" strokeLinejoin="round" />
      </>
    ),
  },
  reddit: {
    tile: { background: '#ff4500' },
    mark: (
      <>
        <ellipse cx="12" cy="14.5" rx="7.5" ry="5.2" fill={WHITE} />
        <circle cx="18.6" cy="10.6" r="1.9" fill={WHITE} />
        <circle cx="5.4" cy="10.6" r="1.9" fill={WHITE} />
        <circle cx="17" cy="4.6" r="1.5" fill={WHITE} />
        <path d="M12 9.4l1.2-5 3.8.9" fill="none" stroke={WHITE} strokeWidth="1.2" strokeLinecap="round" />
        <circle cx="9.3" cy="13.8" r="1.3" fill="#ff4500" />
        <circle cx="14.7" cy="13.8" r="1.3" fill="#ff4500" />
        <path
          d="M9.3 16.6q2.7 1.8 5.4 0"
          fill="none"
          stroke="#ff4500"
          strokeWidth="1.1"
          strokeLinecap="round"
        />
      </>
    ),
  },
  instagram: {
    tile: {
      background:
        'radial-gradient(circle at 30% 107%, #fdf497 0%, #fdf497 5%, #fd5949 45%, #d6249f 60%, #285aeb 90%)',
    },
    mark: (
      <>
        <rect x="4" y="4" width="16" height="16" rx="4.5" fill="none" stroke={WHITE} strokeWidth="1.9" />
        <circle cx="12" cy="12" r="3.8" fill="none" stroke={WHITE} strokeWidth="1.9" />
        <circle cx="16.9" cy="7.1" r="1.1" fill={WHITE} />
      </>
    ),
  },
};
