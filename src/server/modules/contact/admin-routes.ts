// Staff read contact messages and mark them read; registered inside the admin guard (app.ts).
import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contactMessageIdSchema, contactMessageViewSchema } from '../../../shared/schemas/admin-inbox.ts';
import type { Db } from '../../db/client.ts';
import { contactMessages } from '../../db/schema.ts';
import { notFound } from '../../http-error.ts';

const columns = {
  id: contactMessages.id,
  name: contactMessages.name,
  email: contactMessages.email,
  phone: contactMessages.phone,
  message: contactMessages.message,
  isRead: contactMessages.isRead,
  createdAt: contactMessages.createdAt,
};
const toView = <T extends { createdAt: Date }>(row: T) => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

export const adminContactRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/contact-messages',
    { schema: { response: { 200: z.array(contactMessageViewSchema) } } },
    async () => {
      const rows = await db
        .select(columns)
        .from(contactMessages)
        .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id));
      return rows.map(toView);
    },
  );

  // One way only (docs/rules/messages.md): there is no action to mark a message unread again.
  app.put(
    '/contact-messages/:id/read',
    { schema: { params: contactMessageIdSchema, response: { 200: contactMessageViewSchema } } },
    async (request) => {
      const [row] = await db
        .update(contactMessages)
        .set({ isRead: true })
        .where(eq(contactMessages.id, request.params.id))
        .returning(columns);
      if (!row) throw notFound('Message not found');
      return toView(row);
    },
  );
};
