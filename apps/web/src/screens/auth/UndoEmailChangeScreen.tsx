/**
 * /auth/undo-email-change?token: the link mailed to the old address when someone asks to change the
 * account's email. The server restores that address, cancels any pending change, clears the password and
 * signs out every session, so this browser is signed out too and the owner picks a new password.
 */
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../store/hooks.js';
import { appReset } from '../../store/index.js';
import { MailedLinkCard } from './MailedLinkCard.js';

export function UndoEmailChangeScreen() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  return (
    <MailedLinkCard
      title={t('auth.undoEmail.title')}
      testId="undo-email-status"
      texts={{
        working: t('auth.undoEmail.working'),
        done: t('auth.undoEmail.done'),
        failed: t('auth.undoEmail.failed'),
        missing: t('auth.undoEmail.missing'),
      }}
      next={{ to: '/auth/login', label: t('auth.verify.toLogin') }}
      // Every session of the account was revoked, this browser's included.
      onDone={() => dispatch(appReset())}
    />
  );
}
