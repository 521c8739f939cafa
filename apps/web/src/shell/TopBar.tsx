/**
 * The fixed top app bar (spec §2, height 60, max width 800): menu button (hidden while the desktop panel
 * is open), the brand, then Login/Register when signed out, or coins, avatar with cash balance and the
 * notification bell when signed in; the game status replaces them during a game.
 */
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Avatar } from '../components/Avatar.js';
import { AvatarFrame } from '../components/AvatarFrame.js';
import { formatMoney } from '../components/format.js';
import { Icon } from '../components/Icon.js';
import { SuitIcon } from '../components/Suit.js';
import { selectUser, useAppSelector } from '../store/hooks.js';
import { CurrencyDisplay } from './CurrencyDisplay.js';
import { isGameRoute, isOnboardingRoute, type OpenDialog } from './dialogs.js';
import { GameStatus } from './GameStatus.js';

export interface TopBarProps {
  showMenuButton: boolean;
  menuOpen: boolean;
  onMenu(): void;
  openDialog: OpenDialog;
}

export function TopBar({ showMenuButton, menuOpen, onMenu, openDialog }: TopBarProps) {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const user = useAppSelector(selectUser);
  const loggedIn = useAppSelector((state) => state.session.accessToken !== null);
  const game = useAppSelector((state) => state.game.gameData);
  const inGame = game !== null && isGameRoute(pathname);
  const unread = user?.notifications.filter((notification) => !notification.isRead).length ?? 0;

  return (
    <header className="topbar" data-testid="topbar">
      {showMenuButton ? (
        <button
          type="button"
          className="icon-button"
          onClick={onMenu}
          aria-label={t('nav.openMenu')}
          aria-expanded={menuOpen}
          aria-controls="side-menu"
          data-testid="menu-button"
        >
          <Icon name="menu" />
        </button>
      ) : null}
      <Link to="/" className={`brand${loggedIn ? ' brand-compact' : ''}`}>
        <SuitIcon suit="spades" size={22} />
        <span className="brand-name">{t('common.appName')}</span>
      </Link>
      <div className="topbar-actions">
        {inGame && game ? (
          <GameStatus game={game} onExit={() => openDialog('exitGame')} />
        ) : loggedIn && user ? (
          <>
            <CurrencyDisplay user={user} />
            <button
              type="button"
              className="pill pill-avatar"
              onClick={() => openDialog('profile')}
              aria-label={t('topbar.profile', { cash: formatMoney(user.cash_balance, i18n.language) })}
              data-testid="avatar-button"
            >
              <AvatarFrame skin={user.skins?.frame}>
                <Avatar name={user.username} src={user.avatar} size={26} />
              </AvatarFrame>
              <span className="pill-value">{formatMoney(user.cash_balance, i18n.language)}</span>
            </button>
            <button
              type="button"
              className="icon-button bell"
              onClick={() => openDialog('notifications')}
              aria-label={
                unread > 0 ? t('topbar.notificationsUnread', { count: unread }) : t('topbar.notifications')
              }
              data-testid="bell"
            >
              <Icon name="bell" />
              {unread > 0 ? <span className="bell-badge">{unread > 99 ? '99+' : unread}</span> : null}
            </button>
          </>
        ) : (
          <>
            {pathname !== '/auth/login' ? (
              <Link className="btn btn-ghost btn-small" to="/auth/login" data-testid="topbar-login">
                {t('nav.login')}
              </Link>
            ) : null}
            {!isOnboardingRoute(pathname) ? (
              <Link className="btn btn-primary btn-small" to="/auth/register" data-testid="topbar-register">
                {t('nav.register')}
              </Link>
            ) : null}
          </>
        )}
      </div>
    </header>
  );
}
