/**
 * Spec §5's validation texts and the field schemas built from them. The server validates every request
 * with these schemas and the client's forms use the same ones, so both show the same words.
 */
import { z } from 'zod';
import {
  CHAT_MESSAGE_MAX_LENGTH,
  DATA_REQUEST_MAX_LENGTHS,
  FEEDBACK_INPUT_CAP,
  FEEDBACK_MAX_LENGTH,
  FEEDBACK_MIN_LENGTH,
  MAX_UPLOAD_BYTES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
} from './constants.js';

export const VALIDATION_MESSAGES = {
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters long.`,
  passwordRequired: 'Please enter your password.',
  passwordsDoNotMatch: 'Passwords do not match.',
  passwordComplexity:
    'Password must contain at least one uppercase letter, one lowercase letter, one number and one special character.',
  invalidEmail: 'Invalid email address.',
  usernameTooShort: `Username must be at least ${USERNAME_MIN_LENGTH} characters long.`,
  usernameTooLong: `Username must be at most ${USERNAME_MAX_LENGTH} characters long.`,
  usernameProhibited: 'Username contains prohibited characters.',
  feedbackEmpty: 'Please enter a message.',
  feedbackOverCap: `Message is too long. Please limit to ${FEEDBACK_INPUT_CAP} characters.`,
  feedbackTooShort: `Feedback must be at least ${FEEDBACK_MIN_LENGTH} characters long.`,
  feedbackTooLong: `Feedback must be at most ${FEEDBACK_MAX_LENGTH} characters long.`,
  chatTooLong: `Message is too long. Please limit to ${CHAT_MESSAGE_MAX_LENGTH} characters.`,
  unsupportedLocale: 'Unsupported locale.',
  unsupportedPlatform: 'Unsupported platform.',
  notAnImage: 'Image files only.',
  imageTooLarge: 'Image is too large.',
  required: 'This field is required.',
  controlCharacters: 'Text contains characters that are not allowed.',
  avatarNotAllowed: 'Choose one of the preset avatars or upload an image.',
  dateOfBirthFormat: 'Enter your date of birth as YYYY-MM-DD.',
  dateOfBirthFuture: 'The date of birth cannot be in the future.',
  dateOfBirthTooOld: 'Enter your real date of birth.',
} as const;

/**
 * C0 control characters and DEL are never typed by a person; NUL in particular is refused by PostgreSQL
 * (a 500 before this check). Multi-line fields keep tab, line feed and carriage return. Lone UTF-16
 * surrogates are refused too: they are not text and would be silently replaced on the way to the database.
 */
export function hasForbiddenCharacters(text: string, multiline = false): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const lineBreakOrTab = code === 0x09 || code === 0x0a || code === 0x0d;
    if ((code < 0x20 || code === 0x7f) && !(multiline && lineBreakOrTab)) return true;
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return true;
      i += 1;
    } else if (code >= 0xdc00 && code <= 0xdfff) return true;
  }
  return false;
}

/** A single-line text field (names, subjects, ids, tokens): no control characters at all. */
export function singleLineText<T extends z.ZodString>(
  schema: T,
  message = VALIDATION_MESSAGES.controlCharacters,
): T {
  return schema.refine((text) => !hasForbiddenCharacters(text), message) as T;
}

/** A multi-line text field (feedback, contact, chat): line breaks and tabs allowed, other controls refused. */
export function multiLineText<T extends z.ZodString>(
  schema: T,
  message = VALIDATION_MESSAGES.controlCharacters,
): T {
  return schema.refine((text) => !hasForbiddenCharacters(text, true), message) as T;
}

/** A plain single-line text field of at most `max` characters, trimmed. */
export function textSchema(max: number) {
  return singleLineText(z.string().trim().max(max));
}

/** "<Field> must be at most n characters." for the data-request form's limits (spec §5). */
export function maxLengthMessage(label: string, max: number): string {
  return `${label} must be at most ${max} characters.`;
}

/** Locales the server accepts for a language update (spec §5); the picker offers only the first two. */
export const SUPPORTED_LOCALES = ['en', 'es', 'fr', 'de'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];
export const UI_LOCALES = ['en', 'es'] as const satisfies readonly Locale[];
export const DEFAULT_LOCALE: Locale = 'en';

/** Where a request comes from; native apps may name their OS, the mobile web says 'mobile'. */
export const PLATFORMS = ['web', 'mobile', 'ios', 'android'] as const;
export type Platform = (typeof PLATFORMS)[number];

export const localeSchema = z.enum(SUPPORTED_LOCALES, { error: VALIDATION_MESSAGES.unsupportedLocale });
export const platformSchema = z.enum(PLATFORMS, { error: VALIDATION_MESSAGES.unsupportedPlatform });

/** Surrounding spaces are a typing slip, not part of the address; case is kept (the server normalises). */
export const emailSchema = z
  .string({ error: VALIDATION_MESSAGES.invalidEmail })
  .trim()
  .max(254, VALIDATION_MESSAGES.invalidEmail)
  .refine((text) => !hasForbiddenCharacters(text), VALIDATION_MESSAGES.invalidEmail)
  .pipe(z.email({ error: VALIDATION_MESSAGES.invalidEmail }));

/** A new password. Only the length is enforced: complexity is a client-side hint (spec §5). */
export const passwordSchema = singleLineText(
  z
    .string({ error: VALIDATION_MESSAGES.passwordTooShort })
    .min(PASSWORD_MIN_LENGTH, VALIDATION_MESSAGES.passwordTooShort)
    .max(PASSWORD_MAX_LENGTH, VALIDATION_MESSAGES.passwordTooLong),
);

/**
 * A password typed to sign in or to confirm a change. No minimum beyond one character, so a wrong
 * password is answered as wrong rather than by revealing the policy; the maximum still bounds hashing.
 */
export const currentPasswordSchema = z
  .string({ error: VALIDATION_MESSAGES.passwordRequired })
  .min(1, VALIDATION_MESSAGES.passwordRequired)
  .max(PASSWORD_MAX_LENGTH, VALIDATION_MESSAGES.passwordTooLong);

const PASSWORD_COMPLEXITY_RULES = [/[A-Z]/, /[a-z]/, /[0-9]/, /[^A-Za-z0-9]/];

/** The client's complexity hint: one uppercase, one lowercase, one digit and one special character. */
export function isPasswordComplex(password: string): boolean {
  return PASSWORD_COMPLEXITY_RULES.every((rule) => rule.test(password));
}

/** Letters, digits, underscore, dot and hyphen: safe in URLs, mentions and leaderboards. */
export const USERNAME_PATTERN = /^[A-Za-z0-9_.-]+$/;

export const usernameSchema = z
  .string({ error: VALIDATION_MESSAGES.usernameTooShort })
  .trim()
  .min(USERNAME_MIN_LENGTH, VALIDATION_MESSAGES.usernameTooShort)
  .max(USERNAME_MAX_LENGTH, VALIDATION_MESSAGES.usernameTooLong)
  .regex(USERNAME_PATTERN, VALIDATION_MESSAGES.usernameProhibited);

/**
 * The feedback text the server accepts: the looser of spec §5's two client paths (not blank, at most
 * 5000), so a message either client form lets through is never refused by the server.
 */
export const feedbackMessageSchema = multiLineText(
  z
    .string({ error: VALIDATION_MESSAGES.feedbackEmpty })
    .trim()
    .min(1, VALIDATION_MESSAGES.feedbackEmpty)
    .max(FEEDBACK_INPUT_CAP, VALIDATION_MESSAGES.feedbackOverCap),
);

/** The stricter client feedback form of spec §5: 10 to 1000 characters. */
export const feedbackFormMessageSchema = multiLineText(
  z
    .string({ error: VALIDATION_MESSAGES.feedbackTooShort })
    .trim()
    .min(FEEDBACK_MIN_LENGTH, VALIDATION_MESSAGES.feedbackTooShort)
    .max(FEEDBACK_MAX_LENGTH, VALIDATION_MESSAGES.feedbackTooLong),
);

export const chatMessageTextSchema = multiLineText(
  z
    .string({ error: VALIDATION_MESSAGES.feedbackEmpty })
    .trim()
    .min(1, VALIDATION_MESSAGES.feedbackEmpty)
    .max(CHAT_MESSAGE_MAX_LENGTH, VALIDATION_MESSAGES.chatTooLong),
);

/** A required, trimmed text field of the data-request form with its spec §5 length limit. */
function limitedText(label: string, max: number, multiline = false) {
  const schema = z
    .string({ error: VALIDATION_MESSAGES.required })
    .trim()
    .min(1, VALIDATION_MESSAGES.required)
    .max(max, maxLengthMessage(label, max));
  return multiline ? multiLineText(schema) : singleLineText(schema);
}

export const dataRequestFields = {
  email: z
    .string({ error: VALIDATION_MESSAGES.invalidEmail })
    .trim()
    .max(DATA_REQUEST_MAX_LENGTHS.email, maxLengthMessage('Email', DATA_REQUEST_MAX_LENGTHS.email))
    .refine((text) => !hasForbiddenCharacters(text), VALIDATION_MESSAGES.invalidEmail)
    .pipe(z.email({ error: VALIDATION_MESSAGES.invalidEmail })),
  firstName: limitedText('First name', DATA_REQUEST_MAX_LENGTHS.firstName),
  lastName: limitedText('Last name', DATA_REQUEST_MAX_LENGTHS.lastName),
  contactNumber: limitedText('Contact number', DATA_REQUEST_MAX_LENGTHS.contactNumber),
  detail: limitedText('Details', DATA_REQUEST_MAX_LENGTHS.detail, true),
  // The spec gives no limit for the description; the feedback cap keeps it bounded.
  description: limitedText('Description', FEEDBACK_INPUT_CAP, true),
} as const;

/**
 * An uploaded image sent as a base64 data URL ("data:image/png;base64,…"). The schema checks the declared
 * type and the size; the server still sniffs the decoded bytes, because the declared type is the sender's claim.
 */
const IMAGE_DATA_URL = /^data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/]+={0,2}$/;
const MAX_UPLOAD_DATA_URL_LENGTH = Math.ceil((MAX_UPLOAD_BYTES * 4) / 3) + 64;

export const imageDataUrlSchema = z
  .string({ error: VALIDATION_MESSAGES.notAnImage })
  .max(MAX_UPLOAD_DATA_URL_LENGTH, VALIDATION_MESSAGES.imageTooLarge)
  .regex(IMAGE_DATA_URL, VALIDATION_MESSAGES.notAnImage);

/** Opaque identifiers (users, games, notifications…): the server decides their form, the protocol bounds it. */
export const idSchema = singleLineText(z.string().trim().min(1, VALIDATION_MESSAGES.required).max(128));

/** One-time codes and tokens received by email or from an OAuth provider. */
export const tokenStringSchema = singleLineText(
  z.string().trim().min(1, VALIDATION_MESSAGES.required).max(4096),
);

/** Timestamps travel as ISO 8601 strings with a zone ("2025-01-31T12:00:00.000Z"). */
export const isoDateTimeSchema = z.iso.datetime({ offset: true });
/** Calendar dates without a time ("2025-01-31"). */
export const isoDateSchema = z.iso.date();
