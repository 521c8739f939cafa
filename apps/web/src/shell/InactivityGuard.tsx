/**
 * Spec §4/§9 inactivity: after 5 minutes without input a signed-in user sees a warning; 5 minutes later
 * (the warning comes 5 minutes before logout) they are signed out, the inactive flag is set and the
 * login screen says why. Any input resets the clock.
 */
import { INACTIVITY_WARNING_MS } from '@cardroom/protocol';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Modal } from '../components/Modal.js';
import { useAppDispatch, useAppSelector } from '../store/hooks.js';
import { inactiveSet } from '../store/session-slice.js';
import { logout } from '../store/session-thunks.js';
import { errorShown } from '../store/ui-slice.js';

const LOGOUT_AFTER_MS = INACTIVITY_WARNING_MS * 2;
const CHECK_EVERY_MS = 10_000;
const EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

export function InactivityGuard() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const signedIn = useAppSelector((state) => state.session.accessToken !== null);
  const lastActive = useRef(Date.now());
  const [warning, setWarning] = useState(false);

  useEffect(() => {
    if (!signedIn) return;
    lastActive.current = Date.now();
    const onActivity = () => {
      lastActive.current = Date.now();
      setWarning(false);
    };
    for (const name of EVENTS) window.addEventListener(name, onActivity, { passive: true });
    const timer = setInterval(() => {
      const idle = Date.now() - lastActive.current;
      if (idle >= LOGOUT_AFTER_MS) {
        setWarning(false);
        void dispatch(logout()).then(() => {
          dispatch(inactiveSet(true));
          dispatch(errorShown(t('inactivity.signedOut')));
          void navigate('/auth/login');
        });
      } else if (idle >= INACTIVITY_WARNING_MS) {
        setWarning(true);
      }
    }, CHECK_EVERY_MS);
    return () => {
      for (const name of EVENTS) window.removeEventListener(name, onActivity);
      clearInterval(timer);
    };
  }, [signedIn, dispatch, navigate, t]);

  if (!warning || !signedIn) return null;
  const stay = () => {
    lastActive.current = Date.now();
    setWarning(false);
  };
  return (
    <Modal
      title={t('inactivity.title')}
      onClose={stay}
      width={380}
      footer={
        <button type="button" className="btn btn-primary" onClick={stay}>
          {t('inactivity.stay')}
        </button>
      }
    >
      <p>{t('inactivity.text')}</p>
    </Modal>
  );
}
