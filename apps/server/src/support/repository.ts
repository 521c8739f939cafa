/** The support tables' SQL: feedback, contact messages and personal-data requests. */
import type { Db } from '../db/client.js';
import { contactMessages, dataRequests, feedback } from '../db/schema.js';

export async function insertFeedback(db: Db, values: typeof feedback.$inferInsert): Promise<void> {
  await db.insert(feedback).values(values);
}

export async function insertContactMessage(
  db: Db,
  values: typeof contactMessages.$inferInsert,
): Promise<void> {
  await db.insert(contactMessages).values(values);
}

export async function insertDataRequest(db: Db, values: typeof dataRequests.$inferInsert): Promise<void> {
  await db.insert(dataRequests).values(values);
}
