/** The mail_outbox table: mail kept in the database (and the log) when no SMTP server is configured. */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { mailOutbox } from '../db/schema.js';

export async function insertOutboxMail(
  db: Db,
  mail: { recipient: string; subject: string; text: string; html: string },
): Promise<void> {
  await db.insert(mailOutbox).values(mail);
}

/** Deletes the stored copies of mail sent to an address (whatever its case). */
export async function deleteOutboxMailTo(db: Db, email: string): Promise<void> {
  await db.delete(mailOutbox).where(eq(sql`lower(${mailOutbox.recipient})`, email.toLowerCase()));
}
