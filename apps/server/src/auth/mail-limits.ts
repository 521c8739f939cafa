/**
 * The one gate every account mail passes (forgot password, login code, verification, email change), so
 * nobody can flood a stranger's inbox or use the server as a mail cannon. Counters are shared by every
 * server process when Redis is configured. Network addresses are counted as the HTTP rate limit counts
 * them (clientAddressKey: an IPv6 /64 is one network).
 *
 * Three limits, checked in this order, each counted only when the ones before it let the mail through:
 * - MAIL_PER_IP_PER_HOUR mails triggered from one network, whatever the addresses;
 * - MAIL_PER_RECIPIENT_PER_HOUR mails to one address asked for from one network;
 * - MAIL_PER_RECIPIENT_TOTAL_PER_HOUR mails to one address in all.
 * Forgot password and login code need no sign-in and answer neutrally, so a single per-address limit
 * would let anyone use up a victim's mails and keep a passwordless account from signing in at all. Keyed
 * per (address, network), one network's flood only closes that network's own way to the address, and the
 * mails it was refused do not reach the overall count. The overall cap is the trade-off: without it a
 * botnet could still flood one inbox; with it, an attacker with enough networks (total ÷ per-network) can
 * still hold an address's mail for the rest of the hour. The cap sits well above what a person needs.
 */
import type { AppContext } from '../context.js';
import { AppError } from '../http/errors.js';
import { clientAddressKey } from '../security/client-address.js';

const HOUR_MS = 3600 * 1000;

export const MAIL_LIMITED_MESSAGE =
  'Too many emails have been sent to this address or from your network. Please try again in an hour.';

type LimitContext = Pick<AppContext, 'config' | 'counters'>;

/**
 * Counts one mail to `to` triggered from `ip` (absent for server-side mail: only the overall cap applies)
 * and says whether it may go. Callers take the slot before storing the mail's secret, so a dropped mail
 * does not void the last link sent. Calls whose reply must not reveal whether an account exists (forgot
 * password, login code) drop the mail silently; the others use requireMailSlot.
 */
export async function takeMailSlot(ctx: LimitContext, to: string, ip: string | undefined): Promise<boolean> {
  const { counters, config } = ctx;
  const recipient = to.trim().toLowerCase();
  if (ip !== undefined) {
    const network = clientAddressKey(ip);
    if ((await counters.hit(`mail-ip:${network}`, HOUR_MS)) > config.MAIL_PER_IP_PER_HOUR) return false;
    const fromNetwork = await counters.hit(`mail-to-from:${recipient}:${network}`, HOUR_MS);
    if (fromNetwork > config.MAIL_PER_RECIPIENT_PER_HOUR) return false;
  }
  return (await counters.hit(`mail-to:${recipient}`, HOUR_MS)) <= config.MAIL_PER_RECIPIENT_TOTAL_PER_HOUR;
}

/** For calls that answer the caller directly (register, email change): past a limit, 429 RATE_LIMITED. */
export async function requireMailSlot(ctx: LimitContext, to: string, ip: string | undefined): Promise<void> {
  if (!(await takeMailSlot(ctx, to, ip))) throw new AppError('RATE_LIMITED', MAIL_LIMITED_MESSAGE);
}
