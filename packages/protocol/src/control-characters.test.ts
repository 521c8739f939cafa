import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  chatMessageTextSchema,
  emailSchema,
  feedbackMessageSchema,
  hasForbiddenCharacters,
  idSchema,
  passwordSchema,
  tokenStringSchema,
  usernameSchema,
  VALIDATION_MESSAGES,
} from './validation.js';

const controlCharacter = fc
  .integer({ min: 0, max: 0x20 })
  .map((code) => String.fromCharCode(code === 0x20 ? 0x7f : code));
const lineBreakOrTab = fc.constantFrom('\n', '\r', '\t');

describe('control characters in text fields', () => {
  it('single-line text refuses every C0 control and DEL anywhere in the text', () => {
    fc.assert(
      fc.property(fc.string(), controlCharacter, fc.string(), (before, control, after) => {
        expect(hasForbiddenCharacters(`${before}${control}${after}`)).toBe(true);
      }),
    );
  });

  it('multi-line text keeps line breaks and tabs but refuses the other controls', () => {
    fc.assert(
      fc.property(fc.string(), lineBreakOrTab, (text, allowed) => {
        const clean = text.replace(/[\p{Cc}]/gu, '');
        expect(hasForbiddenCharacters(`${clean}${allowed}${clean}`, true)).toBe(false);
      }),
    );
    expect(hasForbiddenCharacters('a\u0000b', true)).toBe(true);
    expect(hasForbiddenCharacters('a\u001bb', true)).toBe(true);
  });

  it('accepts any printable text including astral characters, refuses lone surrogates', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        const printable = text.replace(/[\p{Cc}]/gu, '');
        expect(hasForbiddenCharacters(printable)).toBe(false);
      }),
    );
    expect(hasForbiddenCharacters('ok \ud83c\udca1')).toBe(false);
    expect(hasForbiddenCharacters('a\ud800b')).toBe(true);
    expect(hasForbiddenCharacters('a\udc00')).toBe(true);
  });

  it.each([
    ['feedback', feedbackMessageSchema, 'hello\u0000world', VALIDATION_MESSAGES.controlCharacters],
    ['chat', chatMessageTextSchema, 'hi\u0000', VALIDATION_MESSAGES.controlCharacters],
    ['id', idSchema, 'abc\u0000', VALIDATION_MESSAGES.controlCharacters],
    ['token', tokenStringSchema, '\u0000abc', VALIDATION_MESSAGES.controlCharacters],
    ['password', passwordSchema, 'Secret#123\u0000', VALIDATION_MESSAGES.controlCharacters],
    ['email', emailSchema, 'a\u0000b@example.com', VALIDATION_MESSAGES.invalidEmail],
    ['username', usernameSchema, 'ab\u0000cd', VALIDATION_MESSAGES.usernameProhibited],
  ] as const)('%s refuses a NUL byte with its message', (_name, schema, input, message) => {
    const result = schema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(message);
  });

  it('multi-line fields still accept a message with line breaks', () => {
    expect(feedbackMessageSchema.parse('line one\r\nline two\tend')).toBe('line one\r\nline two\tend');
    expect(chatMessageTextSchema.parse('gg\nwp')).toBe('gg\nwp');
  });
});
