/** The SQL of cash play's checks (cash-play.ts decides what they mean). */
import { and, eq, or } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { users } from '../db/schema.js';
import type { UserRow } from './repository.js';

/**
 * Stores a verified date of birth unless another one is already verified: one statement, so two calls
 * racing with different dates cannot both win. Undefined when the row kept its other verified date.
 */
export async function storeVerifiedBirthDate(
  db: Db,
  userId: string,
  dateOfBirth: string,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ dateOfBirth, ageVerified: true })
    .where(and(eq(users.id, userId), or(eq(users.ageVerified, false), eq(users.dateOfBirth, dateOfBirth))))
    .returning();
  return row;
}

export interface LocationCheck {
  locationRegion: string | null;
  countryCode: string | null;
  regionName: string | null;
  locationCheckedAt: Date;
}

/** Records the place of the user's latest location check and when it was made. */
export async function storeLocationCheck(
  db: Db,
  userId: string,
  check: LocationCheck,
): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set(check).where(eq(users.id, userId)).returning();
  return row;
}
