/**
 * Settings panel (spec §2): language (English, Spanish), sound, haptics, music and notification toggles,
 * Sign out or Login; signed in outside a game, Player support and Delete account; in a game, Exit game;
 * the app name and version.
 */
import { APP_VERSION, UI_LOCALES } from '@cardroom/protocol';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { TrackPanel } from '../audio/TrackPanel.js';
import { Modal } from '../components/Modal.js';
import { Toggle } from '../components/Toggle.js';
import { useAppDispatch, useAppSelector } from '../store/hooks.js';
import { changeLocale, logout } from '../store/session-thunks.js';
import { type SettingToggle, settingToggled } from '../store/settings-slice.js';
import type { OpenDialog } from './dialogs.js';

const TOGGLES: SettingToggle[] = ['sound', 'haptics', 'music', 'notifications'];

export function SettingsPanel({
  inGame,
  onClose,
  openDialog,
}: {
  inGame: boolean;
  onClose(): void;
  openDialog: OpenDialog;
}) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const settings = useAppSelector((state) => state.settings);
  const signedIn = useAppSelector((state) => state.session.accessToken !== null);
  const go = (to: string) => {
    onClose();
    void navigate(to);
  };
  const signOut = async () => {
    onClose();
    await dispatch(logout());
    void navigate('/auth/login');
  };

  return (
    <Modal
      title={t('settings.title')}
      onClose={onClose}
      testId="settings-panel"
      footer={
        <button type="button" className="btn btn-ghost" onClick={onClose}>
          {t('common.close')}
        </button>
      }
    >
      <fieldset className="language-picker">
        <legend>{t('settings.language')}</legend>
        {UI_LOCALES.map((locale) => (
          <label key={locale} className={`choice${settings.locale === locale ? ' choice-selected' : ''}`}>
            <input
              type="radio"
              name="language"
              value={locale}
              checked={settings.locale === locale}
              onChange={() => void dispatch(changeLocale(locale))}
              data-testid={`language-${locale}`}
            />
            <span lang={locale}>{t(`languages.${locale}`)}</span>
          </label>
        ))}
      </fieldset>
      <div className="toggle-list">
        {TOGGLES.map((name) => (
          <Toggle
            key={name}
            label={t(`settings.${name}`)}
            checked={settings[name]}
            onChange={() => dispatch(settingToggled(name))}
          />
        ))}
      </div>
      <TrackPanel />
      <ul className="menu-list">
        {signedIn && !inGame ? (
          <>
            <li>
              <button type="button" className="menu-item" onClick={() => go('/support/report-bug')}>
                {t('supportMenu.reportBug')}
              </button>
            </li>
            <li>
              <button type="button" className="menu-item" onClick={() => go('/support')}>
                {t('settings.support')}
              </button>
            </li>
            <li>
              <button type="button" className="menu-item" onClick={() => go('/legal/privacy')}>
                {t('supportMenu.privacy')}
              </button>
            </li>
            <li>
              <button type="button" className="menu-item" onClick={() => go('/legal/terms')}>
                {t('supportMenu.terms')}
              </button>
            </li>
            <li>
              <button type="button" className="menu-item" onClick={() => go('/account#delete')}>
                {t('settings.deleteAccount')}
              </button>
            </li>
            <li>
              <button type="button" className="menu-item" onClick={() => go('/support/data-request')}>
                {t('supportMenu.requestData')}
              </button>
            </li>
          </>
        ) : null}
        {inGame ? (
          <li>
            <button type="button" className="menu-item" onClick={() => openDialog('exitGame')}>
              {t('nav.exitGame')}
            </button>
          </li>
        ) : null}
        <li>
          {signedIn ? (
            <button type="button" className="menu-item" onClick={() => void signOut()}>
              {t('nav.signOut')}
            </button>
          ) : (
            <button type="button" className="menu-item" onClick={() => go('/auth/login')}>
              {t('nav.login')}
            </button>
          )}
        </li>
      </ul>
      <p className="muted center">
        {t('settings.about', { name: t('common.appName'), version: APP_VERSION })}
      </p>
    </Modal>
  );
}
