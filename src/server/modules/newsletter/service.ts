import type { Language } from '../../../shared/config.ts';
import type { Db } from '../../db/client.ts';
import type { Notifications } from '../../mail/notifications.ts';
import { findSubscriberForUpdate, upsertSubscriber } from './repository.ts';

/**
 * Subscribes an address (already lower-cased by the schema). Subscribing twice re-activates it and answers
 * the same, so the form never reveals who is on the list. A transaction, so a welcome mail queued in the
 * outbox is written with the row or not at all.
 */
export async function subscribe(
  db: Db,
  input: { email: string; language?: Language },
  notifications: Notifications,
): Promise<{ created: boolean }> {
  return db.transaction(async (tx) => {
    const before = await findSubscriberForUpdate(tx, input.email);
    const { created } = await upsertSubscriber(tx, input.email, input.language);
    // Welcome new and returning subscribers; an address already on the list is not mailed again.
    if (created || before?.isActive === false) {
      await notifications.newsletterSubscribed(tx, {
        email: input.email,
        language: input.language ?? before?.language ?? 'en',
      });
    }
    return { created };
  });
}
