/**
 * The side menu (spec §2): a fixed 250-wide panel on desktop, a 70%-wide slide-in overlay otherwise,
 * closed by tapping outside. Items follow the user state exactly: Continue and Exit game with a current
 * game, else Home and Store (+ Games and Leaderboard when signed in); Invite (not guests), Support and
 * Sign out when signed in; Login and Register when anonymous; and the app version.
 */
import { APP_VERSION, isGuest } from '@cardroom/protocol';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useNavigate } from 'react-router';
import { Icon, type IconName } from '../components/Icon.js';
import { SuitIcon } from '../components/Suit.js';
import { selectUser, useAppDispatch, useAppSelector } from '../store/hooks.js';
import { logout } from '../store/session-thunks.js';
import type { OpenDialog, ShellDialog } from './dialogs.js';

export interface SideMenuProps {
  open: boolean;
  desktop: boolean;
  onClose(): void;
  openDialog: OpenDialog;
}

function Item({
  icon,
  to,
  onClick,
  children,
  testId,
}: {
  icon: IconName;
  to?: string;
  onClick?: () => void;
  children: ReactNode;
  testId: string;
}) {
  const content = (
    <>
      <Icon name={icon} size={20} />
      <span>{children}</span>
    </>
  );
  return (
    <li>
      {to ? (
        <NavLink to={to} end className="menu-item" data-testid={testId}>
          {content}
        </NavLink>
      ) : (
        <button type="button" className="menu-item" onClick={onClick} data-testid={testId}>
          {content}
        </button>
      )}
    </li>
  );
}

export function SideMenu({ open, desktop, onClose, openDialog }: SideMenuProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const user = useAppSelector(selectUser);
  const signedIn = useAppSelector((state) => state.session.accessToken !== null);
  const hasGame = useAppSelector((state) => state.game.gameData !== null);

  // On a phone the overlay menu would stay open under the dialog, so a dialog opened from it closes it.
  const openFromMenu = (dialog: ShellDialog) => {
    if (!desktop) onClose();
    openDialog(dialog);
  };

  const signOut = async () => {
    await dispatch(logout());
    void navigate('/auth/login');
  };

  return (
    <>
      {!desktop && open ? (
        <button
          type="button"
          className="side-menu-backdrop"
          aria-label={t('nav.closeMenu')}
          onClick={onClose}
          data-testid="side-menu-backdrop"
        />
      ) : null}
      <nav
        id="side-menu"
        className={`side-menu ${desktop ? 'side-menu-desktop' : 'side-menu-mobile'}${open ? ' open' : ''}`}
        aria-label={t('nav.sideMenu')}
        inert={!open}
        data-testid="side-menu"
      >
        <div className="side-menu-header">
          {desktop ? (
            // Beside the top bar, which carries the brand, the panel shows the tagline.
            <span className="side-menu-tagline">{t('common.tagline')}</span>
          ) : (
            <span className="brand">
              <SuitIcon suit="spades" size={22} />
              <span className="brand-name">{t('common.appName')}</span>
            </span>
          )}
          <button type="button" className="icon-button" onClick={onClose} aria-label={t('nav.closeMenu')}>
            <Icon name={desktop ? 'chevronLeft' : 'close'} size={20} />
          </button>
        </div>
        <ul className="menu-list">
          {hasGame ? (
            <>
              <Item icon="play" to="/game" testId="menu-continue">
                {t('nav.continueGame')}
              </Item>
              <Item icon="logout" onClick={() => openFromMenu('exitGame')} testId="menu-exit-game">
                {t('nav.exitGame')}
              </Item>
            </>
          ) : (
            <>
              <Item icon="home" to="/" testId="menu-home">
                {t('nav.home')}
              </Item>
              <Item icon="store" to="/store" testId="menu-store">
                {t('nav.store')}
              </Item>
              {signedIn ? (
                <>
                  <Item icon="games" to="/game" testId="menu-games">
                    {t('nav.games')}
                  </Item>
                  <Item icon="rank" to="/board" testId="menu-leaderboard">
                    {t('nav.leaderboard')}
                  </Item>
                  {user && !isGuest(user) ? (
                    <Item icon="gift" to="/daily-rewards" testId="menu-daily-rewards">
                      {t('nav.dailyRewards')}
                    </Item>
                  ) : null}
                </>
              ) : null}
            </>
          )}
        </ul>
        <ul className="menu-list menu-list-secondary">
          {signedIn ? (
            <>
              {user && !isGuest(user) ? (
                <Item icon="invite" onClick={() => openFromMenu('referral')} testId="menu-invite">
                  {t('nav.invite')}
                </Item>
              ) : null}
              <Item icon="support" to="/support" testId="menu-support">
                {t('nav.support')}
              </Item>
              <Item icon="logout" onClick={() => void signOut()} testId="menu-sign-out">
                {t('nav.signOut')}
              </Item>
            </>
          ) : (
            <>
              <Item icon="login" to="/auth/login" testId="menu-login">
                {t('nav.login')}
              </Item>
              <Item icon="register" to="/auth/register" testId="menu-register">
                {t('nav.register')}
              </Item>
            </>
          )}
        </ul>
        <p className="side-menu-version" data-testid="app-version">
          {APP_VERSION}
        </p>
      </nav>
    </>
  );
}
