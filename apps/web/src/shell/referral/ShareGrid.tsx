/** Spec §2 share grid: 4 columns, the nine targets; copy targets alert 'Copied!' or where to paste. */
import { REFERRAL_REWARD_COINS } from '@cardroom/protocol';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../store/hooks.js';
import { errorShown, messageShown } from '../../store/ui-slice.js';
import { copyText } from './clipboard.js';
import {
  opensNewTab,
  SHARE_ICONS,
  SHARE_TARGETS,
  type ShareContent,
  type ShareTarget,
} from './share-targets.js';

/** Copies the invite link and tells the player: the paste hint when the target has one, else 'Copied!'. */
export function useCopyLink(link: string) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  return async (hint?: string) => {
    const copied = await copyText(link);
    dispatch(copied ? messageShown(hint ?? t('referral.copied')) : errorShown(t('referralShare.copyFailed')));
  };
}

export function ShareGrid({ link }: { link: string }) {
  const { t } = useTranslation();
  const copy = useCopyLink(link);
  const content: ShareContent = {
    link,
    text: t('referralShare.message', { coins: REFERRAL_REWARD_COINS }),
    subject: t('referralShare.subject'),
  };

  const tile = (target: ShareTarget) => {
    const name = t(`referralShare.targets.${target.id}`);
    const icon = SHARE_ICONS[target.id];
    const face = (
      <>
        <span className="share-icon" style={icon.tile}>
          <svg width="26" height="26" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            {icon.mark}
          </svg>
        </span>
        <span className="share-label">{name}</span>
      </>
    );
    if (target.kind === 'copy') {
      return (
        <button
          type="button"
          className="share-target"
          onClick={() => void copy(t(`referralShare.${target.hint}`))}
          aria-label={t('referralShare.copyFor', { target: name })}
          data-testid={`share-${target.id}`}
        >
          {face}
        </button>
      );
    }
    const url = target.url(content);
    const newTab = opensNewTab(url);
    return (
      <a
        className="share-target"
        href={url}
        target={newTab ? '_blank' : undefined}
        rel={newTab ? 'noopener noreferrer' : undefined}
        aria-label={t('referralShare.shareVia', { target: name })}
        data-testid={`share-${target.id}`}
      >
        {face}
      </a>
    );
  };

  return (
    <ul className="share-grid" data-testid="share-grid">
      {SHARE_TARGETS.map((target) => (
        <li key={target.id}>{tile(target)}</li>
      ))}
    </ul>
  );
}
