// The contact messages as staff read them, newest first, and the one-way "read" mark.
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contactMessages } from '../../db/schema.ts';

const columns = {
  id: contactMessages.id,
  name: contactMessages.name,
  email: contactMessages.email,
  phone: contactMessages.phone,
  message: contactMessages.message,
  isRead: contactMessages.isRead,
  createdAt: contactMessages.createdAt,
};

export async function listContactMessages(db: Db) {
  return db
    .select(columns)
    .from(contactMessages)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id));
}

/** Marks a message read; undefined when there is no such message. */
export async function markContactMessageRead(db: Db, id: string) {
  const [row] = await db
    .update(contactMessages)
    .set({ isRead: true })
    .where(eq(contactMessages.id, id))
    .returning(columns);
  return row;
}
