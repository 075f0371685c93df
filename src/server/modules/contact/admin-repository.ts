// The contact messages as staff read them, one page at a time (read or unread, searched, newest or oldest
// first), their counts, and the one-way "read" mark.
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { ContactMessageCounts, ContactMessageListQuery } from '../../../shared/schemas/admin-lists.ts';
import { pageOffset } from '../../../shared/schemas/paging.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { containsAnywhere } from '../../db/list-queries.ts';
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

const sorting = {
  newest: [desc(contactMessages.createdAt), desc(contactMessages.id)],
  oldest: [asc(contactMessages.createdAt), asc(contactMessages.id)],
} as const;

export async function listContactMessagePage(db: Db, query: ContactMessageListQuery) {
  const where = and(
    query.status ? eq(contactMessages.isRead, query.status === 'read') : undefined,
    query.q
      ? containsAnywhere(
          query.q,
          [contactMessages.name, contactMessages.email, contactMessages.phone, contactMessages.message],
          [contactMessages.phone],
        )
      : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select(columns)
      .from(contactMessages)
      .where(where)
      .orderBy(...sorting[query.sort])
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db.select({ total: count() }).from(contactMessages).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** Every message counted, read and unread, in one grouped query. */
export async function countContactMessages(db: Db): Promise<ContactMessageCounts> {
  const [row] = await db
    .select({
      total: count(),
      unread: sql<number>`count(*) filter (where not ${contactMessages.isRead})`.mapWith(Number),
    })
    .from(contactMessages);
  const total = row?.total ?? 0;
  const unread = row?.unread ?? 0;
  return { total, unread, read: total - unread };
}

/** Marks a message read; undefined when there is no such message. */
export async function markContactMessageRead(db: DbOrTx, id: string) {
  const [row] = await db
    .update(contactMessages)
    .set({ isRead: true })
    .where(eq(contactMessages.id, id))
    .returning(columns);
  return row;
}

/** Whether the message was already read, locking it for the rest of the transaction; null when there is none. */
export async function lockReadMark(tx: DbOrTx, id: string): Promise<boolean | null> {
  const [row] = await tx
    .select({ isRead: contactMessages.isRead })
    .from(contactMessages)
    .where(eq(contactMessages.id, id))
    .for('update');
  return row ? row.isRead : null;
}
