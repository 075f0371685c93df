import type { ContactMessage, ContactMessageCreated } from '../../../shared/schemas/contact.ts';
import type { Db } from '../../db/client.ts';
import type { Notifications } from '../../mail/notifications.ts';
import { insertContactMessage } from './repository.ts';

/**
 * Stores a contact message. It runs in a transaction so whatever else the message causes (a staff alert
 * in the mail outbox) is written together with it or not at all.
 */
export async function receiveContactMessage(
  db: Db,
  input: ContactMessage,
  notifications: Notifications,
): Promise<ContactMessageCreated> {
  return db.transaction(async (tx) => {
    const row = await insertContactMessage(tx, input);
    await notifications.contactMessageReceived(tx, {
      name: input.name,
      email: input.email,
      phone: input.phone ? input.phone : null,
      message: input.message,
      language: input.language ?? 'en',
    });
    return { id: row.id, createdAt: row.createdAt.toISOString() };
  });
}
