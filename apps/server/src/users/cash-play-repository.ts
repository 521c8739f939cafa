/** The SQL of cash play's checks (cash-play.ts decides what they mean). */
import { and, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { users } from '../db/schema.js';
import type { UserRow } from './repository.js';

/**
 * Stores a verified date of birth unless another one is on record: one statement, so two calls racing with
 * different dates cannot both win. Undefined when the row kept its other date.
 */
export async function storeVerifiedBirthDate(
  db: Db,
  userId: string,
  dateOfBirth: string,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ dateOfBirth, ageVerified: true })
    .where(and(eq(users.id, userId), or(isNull(users.dateOfBirth), eq(users.dateOfBirth, dateOfBirth))))
    .returning();
  return row;
}

/** Records a date of birth under the minimum age, unverified, unless one is on record already. */
export async function storeDeclaredBirthDate(db: Db, userId: string, dateOfBirth: string): Promise<void> {
  await db
    .update(users)
    .set({ dateOfBirth })
    .where(and(eq(users.id, userId), isNull(users.dateOfBirth)));
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
