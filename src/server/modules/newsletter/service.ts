import type { Language } from '../../../shared/config.ts';
import type { Db } from '../../db/client.ts';
import { upsertSubscriber } from './repository.ts';

/**
 * Subscribes an address (already lower-cased by the schema). Subscribing twice re-activates it and answers
 * the same, so the form never reveals who is on the list. A transaction, so a welcome mail queued in the
 * outbox is written with the row or not at all.
 */
export async function subscribe(db: Db, input: { email: string; language?: Language }): Promise<{ created: boolean }> {
  return db.transaction(async (tx) => {
    const { created } = await upsertSubscriber(tx, input.email, input.language);
    return { created };
  });
}
