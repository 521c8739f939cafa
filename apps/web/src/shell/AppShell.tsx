/**
 * The global shell of spec §2: top bar, side menu, bottom nav, snackbar and the shell's dialogs around
 * the current screen. The side menu follows the 768 breakpoint: crossing it opens (desktop) or closes
 * (narrow) the menu; on a narrow screen a route change closes it, and any route change closes a dialog, except
 * the redirect that follows a sign-in on an /auth/ screen.
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { useAppSelector } from '../store/hooks.js';
import { BottomNav } from './BottomNav.js';
import { isGameRoute, type ShellDialog } from './dialogs.js';
import { ExitGameDialog } from './ExitGameDialog.js';
import { InactivityGuard } from './InactivityGuard.js';
import { LanguageSuggestion } from './LanguageSuggestion.js';
import { MessageDialog } from './MessageDialog.js';
import { SideMenu } from './SideMenu.js';
import { Snackbar } from './Snackbar.js';
import { TopBar } from './TopBar.js';
import { useDesktop } from './useDesktop.js';

// Dialogs opened on demand are fetched on first open, outside the first screen's script (decision 0010).
const NotificationsPanel = lazy(() =>
  import('./NotificationsPanel.js').then((m) => ({ default: m.NotificationsPanel })),
);
const ProfileMenu = lazy(() => import('./ProfileMenu.js').then((m) => ({ default: m.ProfileMenu })));
const ReferralDialog = lazy(() => import('./ReferralDialog.js').then((m) => ({ default: m.ReferralDialog })));
const SettingsPanel = lazy(() => import('./SettingsPanel.js').then((m) => ({ default: m.SettingsPanel })));

export function AppShell() {
  const { t } = useTranslation();
  const desktop = useDesktop();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(desktop);
  const [dialog, setDialog] = useState<ShellDialog | null>(null);
  const inGame = useAppSelector((state) => state.game.gameData !== null) && isGameRoute(pathname);
  const loading = useAppSelector((state) => state.ui.loading);
  const accessToken = useAppSelector((state) => state.session.accessToken);
  /** The route shown and the session it was entered with. */
  const entered = useRef({ pathname, accessToken });

  useEffect(() => setMenuOpen(desktop), [desktop]);
  useEffect(() => {
    const before = entered.current;
    if (before.pathname === pathname) return;
    entered.current = { pathname, accessToken };
    // The router's navigation is a transition: after a sign-in the signed-in shell shows at once, and the
    // redirect from the sign-in screen may land later. What the person opened meanwhile stays open.
    if (before.pathname.startsWith('/auth/') && before.accessToken !== accessToken) return;
    if (!desktop) setMenuOpen(false);
    setDialog(null);
  }, [pathname, accessToken, desktop]);

  const panelOpen = desktop && menuOpen;
  const close = () => setDialog(null);
  return (
    <div className={`shell${panelOpen ? ' shell-panel-open' : ''}${inGame ? ' shell-in-game' : ''}`}>
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      <TopBar
        showMenuButton={!panelOpen}
        menuOpen={menuOpen}
        onMenu={() => setMenuOpen(true)}
        openDialog={setDialog}
      />
      {loading ? <div className="loading-bar" role="progressbar" aria-label={t('common.loading')} /> : null}
      <SideMenu open={menuOpen} desktop={desktop} onClose={() => setMenuOpen(false)} openDialog={setDialog} />
      <main id="main" className="content">
        <Suspense fallback={<p className="muted center">{t('common.loading')}</p>}>
          <Outlet />
        </Suspense>
      </main>
      {inGame ? null : <BottomNav onSettings={() => setDialog('settings')} />}
      <Snackbar />
      <Suspense fallback={null}>
        {dialog === 'profile' ? <ProfileMenu inGame={inGame} onClose={close} /> : null}
        {dialog === 'notifications' ? <NotificationsPanel onClose={close} /> : null}
        {dialog === 'settings' ? (
          <SettingsPanel inGame={inGame} onClose={close} openDialog={setDialog} />
        ) : null}
        {dialog === 'referral' ? <ReferralDialog onClose={close} /> : null}
      </Suspense>
      {dialog === 'exitGame' ? <ExitGameDialog onClose={close} /> : null}
      <MessageDialog />
      <LanguageSuggestion />
      <InactivityGuard />
    </div>
  );
}
