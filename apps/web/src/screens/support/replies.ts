/**
 * The server answers in English (its texts are spec §8's). A reply this app knows is shown in the
 * interface language; any other text is shown as it came.
 */
import type { TFunction } from 'i18next';
import { i18n } from '../../i18n/index.js';

const KNOWN_REPLIES = ['feedback', 'contact', 'dataRequest'] as const;

export function localizeReply(t: TFunction, message: string): string {
  const english = i18n.getFixedT('en');
  for (const key of KNOWN_REPLIES) {
    if (english(`supportReplies.${key}`) === message) return t(`supportReplies.${key}`);
  }
  return message;
}
