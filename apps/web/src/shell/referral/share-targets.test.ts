import { describe, expect, it } from 'vitest';
import { opensNewTab, SHARE_ICONS, SHARE_TARGETS } from './share-targets.js';

const content = {
  link: 'https://cardroom.example/onboarding?referral_code=AB C&1',
  text: 'Play with me & win',
  subject: 'Join me',
};
const encodedLink = encodeURIComponent(content.link);

function urlOf(id: string): string {
  const target = SHARE_TARGETS.find((candidate) => candidate.id === id);
  if (target?.kind !== 'link') throw new Error(`${id} is not a link target`);
  return target.url(content);
}

describe('share targets', () => {
  it('are the nine of spec §2 in order, each with a drawn mark', () => {
    expect(SHARE_TARGETS.map((target) => target.id)).toEqual([
      'whatsapp',
      'facebook',
      'x',
      'tiktok',
      'discord',
      'sms',
      'email',
      'reddit',
      'instagram',
    ]);
    for (const target of SHARE_TARGETS) expect(SHARE_ICONS[target.id]).toBeDefined();
  });

  it('copy TikTok, Discord and Instagram with a paste hint', () => {
    expect(
      SHARE_TARGETS.filter((target) => target.kind === 'copy').map((target) => [target.id, target.hint]),
    ).toEqual([
      ['tiktok', 'pasteTiktok'],
      ['discord', 'pasteDiscord'],
      ['instagram', 'pasteInstagram'],
    ]);
  });

  it('build real share URLs with everything encoded', () => {
    expect(urlOf('whatsapp')).toBe(
      `https://wa.me/?text=${encodeURIComponent(`${content.text} ${content.link}`)}`,
    );
    expect(urlOf('facebook')).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodedLink}`);
    expect(urlOf('x')).toBe(
      `https://x.com/intent/tweet?text=Play%20with%20me%20%26%20win&url=${encodedLink}`,
    );
    expect(urlOf('reddit')).toBe(`https://www.reddit.com/submit?url=${encodedLink}&title=Join%20me`);
    expect(urlOf('sms')).toBe(`sms:?&body=${encodeURIComponent(`${content.text} ${content.link}`)}`);
    expect(urlOf('email')).toBe(
      `mailto:?subject=Join%20me&body=${encodeURIComponent(`${content.text}\n\n${content.link}`)}`,
    );
    const reddit = new URL(urlOf('reddit'));
    expect(reddit.searchParams.get('url')).toBe(content.link);
  });

  it('open web pages in a new tab and hand sms: and mailto: to the device', () => {
    expect(opensNewTab(urlOf('whatsapp'))).toBe(true);
    expect(opensNewTab(urlOf('sms'))).toBe(false);
    expect(opensNewTab(urlOf('email'))).toBe(false);
  });
});
