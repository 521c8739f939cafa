import type { ContactInfo, DataRequestForm, FeedbackType, Locale, Platform } from '@cardroom/protocol';
import { countUsersWithLiveSessionsOpenedWithin } from '../auth/session-repository.js';
import type { AppContext } from '../context.js';
import { AppError } from '../http/errors.js';
import type { UploadStore } from '../uploads/store.js';
import { insertContactMessage, insertDataRequest, insertFeedback } from './repository.js';

export const FEEDBACK_THANKS = 'Thank you for your feedback!';
export const CONTACT_RECEIVED = 'Thank you for contacting us. We will get back to you soon.';
export const DATA_REQUEST_RECEIVED = 'Your data request has been received. We will contact you by email.';
export const ATTACHMENT_NOT_OURS = 'Attachments must be screenshots uploaded with this app.';

/** The window of GET /user/active-users. */
export const ACTIVE_WINDOW_MINUTES = 15;

export interface FeedbackInput {
  message: string;
  type: FeedbackType;
  attachments: string[];
  platform?: Platform | undefined;
  version?: string | undefined;
  locale?: Locale | undefined;
}

/** Runs a write; a database failure is logged and answered with the spec §8 text for the action. */
async function storing<T>(
  ctx: AppContext,
  code: 'FEEDBACK_ERROR' | 'MESSAGE_ERROR',
  write: () => Promise<T>,
) {
  try {
    return await write();
  } catch (error) {
    ctx.logger.error({ err: error }, 'storing a support message failed');
    throw new AppError(code);
  }
}

/**
 * Stores feedback. Each attachment must be a screenshot this server stored (a URL it returned from
 * /user/upload-attachment whose file exists), so a report can never point staff at an arbitrary site.
 */
export async function sendFeedback(
  ctx: AppContext,
  uploads: UploadStore,
  userId: string,
  input: FeedbackInput,
): Promise<void> {
  for (const [index, url] of input.attachments.entries()) {
    const name = uploads.nameFromUrl(url);
    if (!name || !(await uploads.exists(name))) {
      throw new AppError('VALIDATION_ERROR', ATTACHMENT_NOT_OURS, `attachments.${index}`);
    }
  }
  await storing(ctx, 'FEEDBACK_ERROR', () =>
    insertFeedback(ctx.db, {
      userId,
      type: input.type,
      message: input.message,
      attachments: [...new Set(input.attachments)],
      platform: input.platform ?? null,
      version: input.version ?? null,
      locale: input.locale ?? null,
    }),
  );
}

export async function saveContactMessage(
  ctx: AppContext,
  userId: string | null,
  info: ContactInfo,
): Promise<void> {
  await storing(ctx, 'MESSAGE_ERROR', () =>
    insertContactMessage(ctx.db, {
      userId,
      name: info.name || null,
      email: info.email.toLowerCase(),
      subject: info.subject || null,
      message: info.message,
    }),
  );
}

export async function saveDataRequest(ctx: AppContext, form: DataRequestForm): Promise<void> {
  await storing(ctx, 'FEEDBACK_ERROR', () =>
    insertDataRequest(ctx.db, {
      email: form.email.toLowerCase(),
      firstName: form.firstName,
      lastName: form.lastName,
      contactNumber: form.contactNumber ?? null,
      detail: form.detail,
      description: form.description ?? null,
    }),
  );
}

/**
 * "Active users" = distinct accounts (guests included) holding a live session (not revoked, not expired)
 * that was opened in the last ACTIVE_WINDOW_MINUTES. A session opens at every sign-in, registration or
 * guest start, and requests do not touch its row, so this counts people who signed in recently and have
 * not signed out since — not everyone who made a request in the window (that would need a last-seen column
 * written on every call). Signing out or deleting the account removes a user from the count at once.
 */
export async function countActiveUsers(ctx: AppContext): Promise<number> {
  return countUsersWithLiveSessionsOpenedWithin(ctx.db, ACTIVE_WINDOW_MINUTES);
}
