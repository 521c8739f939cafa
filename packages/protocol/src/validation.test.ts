import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { API_CALLS } from './api/index.js';
import { dataRequestFormSchema } from './entities.js';
import { validationErrorBody } from './errors.js';
import {
  emailSchema,
  feedbackFormMessageSchema,
  feedbackMessageSchema,
  imageDataUrlSchema,
  isPasswordComplex,
  localeSchema,
  passwordSchema,
  platformSchema,
  usernameSchema,
  VALIDATION_MESSAGES,
} from './validation.js';

function firstMessage(schema: z.ZodType, value: unknown): string | undefined {
  return schema.safeParse(value).error?.issues[0]?.message;
}

describe('spec §5 texts', () => {
  it('quotes the spec verbatim', () => {
    expect(VALIDATION_MESSAGES.passwordTooShort).toBe('Password must be at least 6 characters long.');
    expect(VALIDATION_MESSAGES.passwordsDoNotMatch).toBe('Passwords do not match.');
    expect(VALIDATION_MESSAGES.invalidEmail).toBe('Invalid email address.');
    expect(VALIDATION_MESSAGES.feedbackEmpty).toBe('Please enter a message.');
    expect(VALIDATION_MESSAGES.feedbackOverCap).toBe('Message is too long. Please limit to 5000 characters.');
    expect(VALIDATION_MESSAGES.usernameTooShort).toBe('Username must be at least 3 characters long.');
    expect(VALIDATION_MESSAGES.usernameProhibited).toBe('Username contains prohibited characters.');
  });
});

describe('password', () => {
  it('needs at least 6 characters and says so in the spec words', () => {
    expect(firstMessage(passwordSchema, '12345')).toBe('Password must be at least 6 characters long.');
    expect(passwordSchema.safeParse('123456').success).toBe(true);
  });

  it('does not enforce complexity, which is only a client hint', () => {
    expect(passwordSchema.safeParse('aaaaaa').success).toBe(true);
    expect(isPasswordComplex('aaaaaa')).toBe(false);
    expect(isPasswordComplex('Abcde1!')).toBe(true);
  });

  it('reaches the register and reset bodies with the same message and field', () => {
    const register = API_CALLS.authRegister.body.safeParse({
      email: 'ann@example.com',
      password: '12345',
      username: 'ann',
    });
    expect(register.error && validationErrorBody(register.error)).toEqual({
      success: false,
      code: 'VALIDATION_ERROR',
      message: 'Password must be at least 6 characters long.',
      field: 'password',
    });
    const change = API_CALLS.authResetPassword.body.safeParse({ oldPassword: 'old', newPassword: '12345' });
    expect(change.error && validationErrorBody(change.error)).toMatchObject({
      message: 'Password must be at least 6 characters long.',
      field: 'newPassword',
    });
  });
});

describe('email', () => {
  it('rejects malformed addresses with the spec text and trims spaces', () => {
    expect(firstMessage(emailSchema, 'not-an-email')).toBe('Invalid email address.');
    expect(firstMessage(emailSchema, 42)).toBe('Invalid email address.');
    expect(emailSchema.parse('  ann@example.com ')).toBe('ann@example.com');
  });
});

describe('username', () => {
  it('is 3 to 20 letters, digits, underscore, dot or hyphen', () => {
    expect(firstMessage(usernameSchema, 'ab')).toBe('Username must be at least 3 characters long.');
    expect(firstMessage(usernameSchema, 'a'.repeat(21))).toBe('Username must be at most 20 characters long.');
    expect(firstMessage(usernameSchema, 'ann lee')).toBe('Username contains prohibited characters.');
    expect(firstMessage(usernameSchema, 'ann<script>')).toBe('Username contains prohibited characters.');
    expect(usernameSchema.safeParse('Ann_L.ee-1').success).toBe(true);
  });
});

describe('feedback', () => {
  it('server-side: not blank, at most 5000', () => {
    expect(firstMessage(feedbackMessageSchema, '   ')).toBe('Please enter a message.');
    expect(firstMessage(feedbackMessageSchema, 'x'.repeat(5001))).toBe(
      'Message is too long. Please limit to 5000 characters.',
    );
    expect(feedbackMessageSchema.safeParse('ok').success).toBe(true);
  });

  it('client form: 10 to 1000', () => {
    expect(firstMessage(feedbackFormMessageSchema, 'too short')).toBe(VALIDATION_MESSAGES.feedbackTooShort);
    expect(firstMessage(feedbackFormMessageSchema, 'x'.repeat(1001))).toBe(
      VALIDATION_MESSAGES.feedbackTooLong,
    );
    expect(feedbackFormMessageSchema.safeParse('long enough text').success).toBe(true);
  });

  it('defaults the type to other and allows at most 3 screenshots', () => {
    const body = API_CALLS.userSendFeedback.body;
    expect(body.parse({ message: 'Hello' })).toMatchObject({ type: 'other', attachments: [] });
    expect(body.safeParse({ message: 'Hello', attachments: ['a', 'b', 'c', 'd'] }).success).toBe(false);
  });
});

describe('data request form', () => {
  const valid = { email: 'a@b.co', firstName: 'Ann', lastName: 'Lee', detail: 'Copy' };

  it('enforces the spec §5 maximum lengths', () => {
    expect(dataRequestFormSchema.safeParse(valid).success).toBe(true);
    const cases: [keyof typeof valid | 'contactNumber', number, string][] = [
      ['firstName', 21, 'First name must be at most 20 characters.'],
      ['lastName', 21, 'Last name must be at most 20 characters.'],
      ['contactNumber', 21, 'Contact number must be at most 20 characters.'],
      ['detail', 101, 'Details must be at most 100 characters.'],
    ];
    for (const [field, length, message] of cases) {
      expect(firstMessage(dataRequestFormSchema, { ...valid, [field]: 'x'.repeat(length) })).toBe(message);
    }
    expect(firstMessage(dataRequestFormSchema, { ...valid, email: `${'a'.repeat(25)}@b.com` })).toBe(
      'Email must be at most 30 characters.',
    );
  });
});

describe('locale, platform and uploads', () => {
  it('accepts en, es, fr, de only', () => {
    for (const locale of ['en', 'es', 'fr', 'de']) expect(localeSchema.safeParse(locale).success).toBe(true);
    expect(firstMessage(localeSchema, 'it')).toBe('Unsupported locale.');
  });

  it('accepts the four platforms', () => {
    for (const platform of ['web', 'mobile', 'ios', 'android']) {
      expect(platformSchema.safeParse(platform).success).toBe(true);
    }
    expect(platformSchema.safeParse('desktop').success).toBe(false);
  });

  it('accepts image data URLs only', () => {
    expect(imageDataUrlSchema.safeParse('data:image/png;base64,iVBORw0KGgo=').success).toBe(true);
    expect(firstMessage(imageDataUrlSchema, 'data:text/html;base64,PGgxPg==')).toBe('Image files only.');
  });
});
