/**
 * Spec §5 form rules with the same limits and patterns the server enforces (packages/protocol), returning
 * the translated texts so they can be shown under each field.
 */
import {
  emailSchema,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
  USERNAME_PATTERN,
} from '@cardroom/protocol';
import type { TFunction } from 'i18next';

export type Errors<K extends string> = Partial<Record<K, string>>;

export function emailError(t: TFunction, email: string): string | undefined {
  return emailSchema.safeParse(email).success ? undefined : t('validation.invalidEmail');
}

/** A new password: the length rules (complexity is only a hint, see passwordHint). */
export function passwordError(t: TFunction, password: string): string | undefined {
  if (password.length < PASSWORD_MIN_LENGTH)
    return t('validation.passwordTooShort', { min: PASSWORD_MIN_LENGTH });
  if (password.length > PASSWORD_MAX_LENGTH)
    return t('validation.passwordTooLong', { max: PASSWORD_MAX_LENGTH });
  return undefined;
}

export function confirmError(t: TFunction, password: string, confirm: string): string | undefined {
  return password === confirm ? undefined : t('validation.passwordsDoNotMatch');
}

export function usernameError(t: TFunction, username: string): string | undefined {
  const name = username.trim();
  if (name.length < USERNAME_MIN_LENGTH)
    return t('validation.usernameTooShort', { min: USERNAME_MIN_LENGTH });
  if (name.length > USERNAME_MAX_LENGTH) return t('validation.usernameTooLong', { max: USERNAME_MAX_LENGTH });
  if (!USERNAME_PATTERN.test(name)) return t('validation.usernameProhibited');
  return undefined;
}

export function requiredPasswordError(t: TFunction, password: string): string | undefined {
  return password.length > 0 ? undefined : t('validation.passwordRequired');
}

export function codeError(t: TFunction, code: string): string | undefined {
  return /^\d{6}$/.test(code.trim()) ? undefined : t('validation.codeInvalid');
}

/** Drops the fields without a problem; an empty result means the form may be sent. */
export function collect<K extends string>(errors: Record<K, string | undefined>): Errors<K> {
  return Object.fromEntries(Object.entries(errors).filter(([, value]) => value !== undefined)) as Errors<K>;
}

export function hasErrors(errors: Errors<string>): boolean {
  return Object.keys(errors).length > 0;
}
