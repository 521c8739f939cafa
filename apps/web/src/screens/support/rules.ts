/**
 * Spec §5 rules for the support forms, as pure functions the screens and the unit tests share: the
 * feedback message (empty, under 10, over 1000, over the 5000 input cap), screenshot files (images only,
 * the upload size limit) and the data-request form's fields and their maximum lengths.
 */
import {
  DATA_REQUEST_MAX_LENGTHS,
  emailSchema,
  FEEDBACK_INPUT_CAP,
  FEEDBACK_MAX_LENGTH,
  FEEDBACK_MIN_LENGTH,
  MAX_UPLOAD_BYTES,
} from '@cardroom/protocol';

export type MessageProblem = 'empty' | 'tooShort' | 'tooLong' | 'overCap';

/** What is wrong with a feedback message, measured without surrounding spaces; null when it can be sent. */
export function feedbackMessageProblem(message: string): MessageProblem | null {
  const text = message.trim();
  if (!text) return 'empty';
  if (text.length > FEEDBACK_INPUT_CAP) return 'overCap';
  if (text.length < FEEDBACK_MIN_LENGTH) return 'tooShort';
  if (text.length > FEEDBACK_MAX_LENGTH) return 'tooLong';
  return null;
}

/** The image types /user/upload-attachment accepts; also the file picker's filter. */
export const SCREENSHOT_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

export type FileProblem = 'notImage' | 'tooLarge';

export function screenshotFileProblem(file: { type: string; size: number }): FileProblem | null {
  if (!(SCREENSHOT_TYPES as readonly string[]).includes(file.type)) return 'notImage';
  if (file.size > MAX_UPLOAD_BYTES) return 'tooLarge';
  return null;
}

export const DATA_REQUEST_FIELDS = [
  'email',
  'firstName',
  'lastName',
  'contactNumber',
  'detail',
  'description',
] as const;
export type DataRequestField = (typeof DATA_REQUEST_FIELDS)[number];
export type DataRequestValues = Record<DataRequestField, string>;

/** Spec §5 maximum lengths; the description has none in the spec and takes the feedback input cap. */
export const DATA_REQUEST_LIMITS: Record<DataRequestField, number> = {
  ...DATA_REQUEST_MAX_LENGTHS,
  description: FEEDBACK_INPUT_CAP,
};

const OPTIONAL_FIELDS: ReadonlySet<DataRequestField> = new Set(['contactNumber', 'description']);
const PHONE_PATTERN = /^[0-9+\-(). ]+$/;

export type FieldProblem = 'required' | 'invalidEmail' | 'tooLong' | 'phone';

export function dataRequestProblems(
  values: DataRequestValues,
): Partial<Record<DataRequestField, FieldProblem>> {
  const problems: Partial<Record<DataRequestField, FieldProblem>> = {};
  for (const field of DATA_REQUEST_FIELDS) {
    const value = values[field].trim();
    if (!value) {
      if (!OPTIONAL_FIELDS.has(field)) problems[field] = 'required';
    } else if (value.length > DATA_REQUEST_LIMITS[field]) {
      problems[field] = 'tooLong';
    } else if (field === 'email' && !emailSchema.safeParse(value).success) {
      problems[field] = 'invalidEmail';
    } else if (field === 'contactNumber' && !PHONE_PATTERN.test(value)) {
      problems[field] = 'phone';
    }
  }
  return problems;
}

/** The requestInfo body: trimmed values, optional fields left out when empty. */
export function dataRequestBody(values: DataRequestValues) {
  const contactNumber = values.contactNumber.trim();
  const description = values.description.trim();
  return {
    email: values.email.trim(),
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    detail: values.detail.trim(),
    ...(contactNumber ? { contactNumber } : {}),
    ...(description ? { description } : {}),
  };
}
