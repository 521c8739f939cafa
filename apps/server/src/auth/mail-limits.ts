/**
 * The one gate every account mail passes (forgot password, login code, verification, email change): at
 * most MAIL_PER_RECIPIENT_PER_HOUR mails to one address and MAIL_PER_IP_PER_HOUR mails triggered from one
 * IP, so nobody can flood a stranger's inbox or use the server as a mail cannon. Counters are shared by
 * every server process when Redis is configured.
 */
import type { AppContext } from '../context.js';
import { AppError } from '../http/errors.js';

const HOUR_MS = 3600 * 1000;

export const MAIL_LIMITED_MESSAGE =
  'Too many emails have been sent to this address or from your network. Please try again in an hour.';

type LimitContext = Pick<AppContext, 'config' | 'counters'>;

/**
 * Counts one mail to `to` triggered from `ip` (absent for server-side mail) and says whether it may go.
 * A refused mail still counts, so hammering an address keeps it closed for the rest of the hour. Callers
 * take the slot before storing the mail's secret, so a dropped mail does not void the last link sent.
 * Calls whose reply must not reveal whether an account exists (forgot password, login code) drop the
 * mail silently; the others use requireMailSlot.
 */
export async function takeMailSlot(ctx: LimitContext, to: string, ip: string | undefined): Promise<boolean> {
  const [toCount, ipCount] = await Promise.all([
    ctx.counters.hit(`mail-to:${to.trim().toLowerCase()}`, HOUR_MS),
    ip ? ctx.counters.hit(`mail-ip:${ip}`, HOUR_MS) : Promise.resolve(0),
  ]);
  return toCount <= ctx.config.MAIL_PER_RECIPIENT_PER_HOUR && ipCount <= ctx.config.MAIL_PER_IP_PER_HOUR;
}

/** For calls that answer the caller directly (register, email change): past a limit, 429 RATE_LIMITED. */
export async function requireMailSlot(ctx: LimitContext, to: string, ip: string | undefined): Promise<void> {
  if (!(await takeMailSlot(ctx, to, ip))) throw new AppError('RATE_LIMITED', MAIL_LIMITED_MESSAGE);
}
