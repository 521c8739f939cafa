/**
 * /account (spec §2): profile facts, play for cash (its checklist), purchases, cash withdrawals with the payout
 * email, username, email and password changes, sign out, delete account.
 */
import { isGuest } from '@cardroom/protocol';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { Avatar } from '../../components/Avatar.js';
import { formatDate } from '../../components/format.js';
import { VerificationBadge } from '../../components/VerificationBadge.js';
import { selectUser, useAppDispatch, useAppSelector } from '../../store/hooks.js';
import { logout } from '../../store/session-thunks.js';
import { LinkedAccounts } from '../auth/oauth/LinkedAccounts.js';
import { CashPlayChecklist } from '../cash-play/CashPlayChecklist.js';
import { CollectionLink } from '../collection/CollectionLink.js';
import { AccountPurchases } from './AccountPurchases.js';
import { AccountWithdrawals } from './AccountWithdrawals.js';
import '../collection/collection.css';
import { DeleteAccount } from './DeleteAccount.js';
import { EmailForm } from './EmailForm.js';
import { PasswordForm } from './PasswordForm.js';
import { UsernameForm } from './UsernameForm.js';

export function AccountScreen() {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { hash } = useLocation();
  const user = useAppSelector(selectUser);

  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView({ block: 'start' });
  }, [hash]);

  if (!user) {
    return (
      <section className="screen">
        <h1>{t('account.title')}</h1>
        <p>{t('account.loginRequired')}</p>
        <Link className="btn btn-primary" to="/auth/login">
          {t('nav.login')}
        </Link>
      </section>
    );
  }

  const signOut = async () => {
    await dispatch(logout());
    void navigate('/auth/login');
  };

  return (
    <section className="screen" data-testid="account-screen">
      <h1>{t('account.title')}</h1>
      <div className="card profile-head">
        <Avatar name={user.username} src={user.avatar} size={64} />
        <div>
          <strong className="profile-name" data-testid="account-username">
            {user.username}
          </strong>
          <VerificationBadge user={user} />
          <p className="muted">
            {user.email ?? t('account.noEmail')}
            {user.email ? ` · ${user.email_verified ? t('account.verified') : t('account.unverified')}` : ''}
          </p>
          <p className="muted">
            {t('account.memberSince', { date: formatDate(user.createdAt, i18n.language) })}
          </p>
        </div>
      </div>
      {isGuest(user) ? <p className="notice">{t('profile.guestAccount')}</p> : null}
      <CollectionLink />
      {isGuest(user) ? null : <CashPlayChecklist />}
      {isGuest(user) ? null : <AccountPurchases />}
      {isGuest(user) ? null : <AccountWithdrawals user={user} />}
      <UsernameForm current={user.username} />
      {isGuest(user) ? null : <EmailForm />}
      {isGuest(user) ? null : <PasswordForm />}
      {isGuest(user) ? null : <LinkedAccounts user={user} />}
      <section className="card">
        <h2>{t('account.sessionSection')}</h2>
        <button
          type="button"
          className="btn btn-ghost"
          onClick={() => void signOut()}
          data-testid="account-sign-out"
        >
          {t('account.signOut')}
        </button>
      </section>
      <DeleteAccount />
    </section>
  );
}
