/** Spec §4 verification badge: green when email and age are verified, orange for one, red for none. */
import type { UserData } from '@cardroom/protocol';
import { useTranslation } from 'react-i18next';

export function verificationLevel(user: Pick<UserData, 'email_verified' | 'age_verified'> | null) {
  if (!user) return 'guest' as const;
  if (user.email_verified && user.age_verified) return 'full' as const;
  if (user.email_verified) return 'email' as const;
  if (user.age_verified) return 'age' as const;
  return 'none' as const;
}

export function VerificationBadge({ user }: { user: UserData | null }) {
  const { t } = useTranslation();
  const level = verificationLevel(user);
  const text = {
    guest: t('verification.guest'),
    full: t('verification.full'),
    email: t('verification.email'),
    age: t('verification.age'),
    none: t('verification.none'),
  }[level];
  return <span className={`badge badge-${level}`}>{text}</span>;
}
