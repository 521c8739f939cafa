/** /auth/verify-email?token: confirms the address as soon as the mailed link opens. */
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../store/hooks.js';
import { statusSet } from '../../store/ui-slice.js';
import { MailedLinkCard } from './MailedLinkCard.js';

export function VerifyEmailScreen() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const user = useAppSelector((state) => state.session.user);
  return (
    <MailedLinkCard
      title={t('auth.verify.title')}
      testId="verify-status"
      texts={{
        working: t('auth.verify.verifying'),
        done: t('auth.verify.done'),
        failed: t('auth.verify.failed'),
        missing: t('auth.verify.missing'),
      }}
      next={
        user
          ? { to: '/', label: t('auth.verify.toHome') }
          : { to: '/auth/login', label: t('auth.verify.toLogin') }
      }
      onDone={() => dispatch(statusSet('email-verified'))}
    />
  );
}
