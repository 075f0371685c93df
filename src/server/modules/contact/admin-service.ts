// Staff mark a contact message read (one way, docs/rules/messages.md). The audit record names no sender:
// a message is removed after RETENTION_DAYS, and its sender's name must not outlive it in the trail.
import type { Db } from '../../db/client.ts';
import { recordActivity, type Actor } from '../audit/record.ts';
import { lockReadMark, markContactMessageRead } from './admin-repository.ts';

/** The message, now read; undefined when there is no such message. */
export async function markMessageRead(db: Db, actor: Actor, id: string) {
  return db.transaction(async (tx) => {
    const wasRead = await lockReadMark(tx, id);
    if (wasRead === null) return undefined;
    const row = await markContactMessageRead(tx, id);
    await recordActivity(tx, {
      actor,
      action: 'message.read',
      entity: { type: 'message', id, label: null },
      before: { isRead: wasRead },
      after: { isRead: true },
    });
    return row;
  });
}
