import type { ContactMessage, ContactMessageCreated } from '../../../shared/schemas/contact.ts';
import type { Db } from '../../db/client.ts';
import { insertContactMessage } from './repository.ts';

/**
 * Stores a contact message. It runs in a transaction so whatever else the message causes (a staff alert
 * in the mail outbox) is written together with it or not at all.
 */
export async function receiveContactMessage(db: Db, input: ContactMessage): Promise<ContactMessageCreated> {
  return db.transaction(async (tx) => {
    const row = await insertContactMessage(tx, input);
    return { id: row.id, createdAt: row.createdAt.toISOString() };
  });
}
