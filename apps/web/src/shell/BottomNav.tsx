/**
 * Bottom navigation (spec §2, max width 500): Store, Rank*, Play, Mode*, Settings (*signed in only); the
 * Play icon follows the selected game mode.
 */
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { Icon } from '../components/Icon.js';
import { ModeIcon } from '../components/ModeIcon.js';
import { useAppSelector } from '../store/hooks.js';

export function BottomNav({ onSettings }: { onSettings(): void }) {
  const { t } = useTranslation();
  const signedIn = useAppSelector((state) => state.session.accessToken !== null);
  const mode = useAppSelector((state) => state.game.gameMode);
  const link = ({ isActive }: { isActive: boolean }) => `bottom-nav-item${isActive ? ' active' : ''}`;
  return (
    <nav className="bottom-nav" aria-label={t('nav.bottomNav')} data-testid="bottom-nav">
      <NavLink to="/store" className={link}>
        <Icon name="store" />
        <span>{t('nav.store')}</span>
      </NavLink>
      {signedIn ? (
        <NavLink to="/board" className={link}>
          <Icon name="rank" />
          <span>{t('nav.rank')}</span>
        </NavLink>
      ) : null}
      <NavLink to="/game" className={link} data-testid="nav-play">
        <span className="play-icon">
          <ModeIcon entry={mode} size={24} />
        </span>
        <span>{t('nav.play')}</span>
      </NavLink>
      {signedIn ? (
        <NavLink to="/game-mode" className={link}>
          <Icon name="mode" />
          <span>{t('nav.mode')}</span>
        </NavLink>
      ) : null}
      <button type="button" className="bottom-nav-item" onClick={onSettings} data-testid="nav-settings">
        <Icon name="settings" />
        <span>{t('nav.settings')}</span>
      </button>
    </nav>
  );
}
