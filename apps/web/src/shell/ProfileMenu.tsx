/**
 * Profile menu (spec §2): signed in, the verification badge, activity length and wallet with Account
 * settings (not during a game), Support, Sign out and Close; anonymous, 'Welcome Guest' with Login and
 * Register.
 */
import { isGuest } from '@cardroom/protocol';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Avatar } from '../components/Avatar.js';
import { AvatarFrame } from '../components/AvatarFrame.js';
import { activityLength } from '../components/format.js';
import { Modal } from '../components/Modal.js';
import { VerificationBadge } from '../components/VerificationBadge.js';
import { Wallet } from '../components/Wallet.js';
import { selectUser, useAppDispatch, useAppSelector } from '../store/hooks.js';
import { logout } from '../store/session-thunks.js';

export function ProfileMenu({ inGame, onClose }: { inGame: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const go = (to: string) => {
    onClose();
    void navigate(to);
  };
  const signOut = async () => {
    onClose();
    await dispatch(logout());
    void navigate('/auth/login');
  };

  if (!user) {
    return (
      <Modal title={t('profile.welcomeGuest')} onClose={onClose} testId="profile-menu">
        <p>{t('profile.guestPrompt')}</p>
        <div className="button-row">
          <button type="button" className="btn btn-ghost" onClick={() => go('/auth/login')}>
            {t('nav.login')}
          </button>
          <button type="button" className="btn btn-primary" onClick={() => go('/auth/register')}>
            {t('nav.register')}
          </button>
        </div>
      </Modal>
    );
  }

  const activity = activityLength(user.createdAt);
  return (
    <Modal
      title={t('profile.title')}
      onClose={onClose}
      testId="profile-menu"
      footer={
        <button type="button" className="btn btn-ghost" onClick={onClose}>
          {t('common.close')}
        </button>
      }
    >
      <div className="profile-head">
        <AvatarFrame skin={user.skins?.frame}>
          <Avatar name={user.username} src={user.avatar} size={56} />
        </AvatarFrame>
        <div>
          <strong className="profile-name">{user.username}</strong>
          <VerificationBadge user={user} />
          <p className="muted" data-testid="profile-activity">
            {activity.unit === 'days' && activity.count === 0
              ? t('profile.activity.today')
              : t(`profile.activity.${activity.unit}`, { count: activity.count })}
          </p>
        </div>
      </div>
      {isGuest(user) ? <p className="notice">{t('profile.guestAccount')}</p> : null}
      <Wallet user={user} />
      <ul className="menu-list">
        {!inGame ? (
          <li>
            <button type="button" className="menu-item" onClick={() => go('/account')}>
              {t('nav.account')}
            </button>
          </li>
        ) : null}
        <li>
          <button type="button" className="menu-item" onClick={() => go('/support')}>
            {t('nav.support')}
          </button>
        </li>
        <li>
          <button
            type="button"
            className="menu-item"
            onClick={() => void signOut()}
            data-testid="profile-sign-out"
          >
            {t('nav.signOut')}
          </button>
        </li>
      </ul>
    </Modal>
  );
}
