// Staff read contact messages and mark them read; registered inside the admin guard (app.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contactMessageIdSchema, contactMessageViewSchema } from '../../../shared/schemas/admin-inbox.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http-error.ts';
import { listContactMessages, markContactMessageRead } from './admin-repository.ts';

const toView = <T extends { createdAt: Date }>(row: T) => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

export const adminContactRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/contact-messages',
    { schema: { response: { 200: z.array(contactMessageViewSchema) } } },
    async () => (await listContactMessages(db)).map(toView),
  );

  // One way only (docs/rules/messages.md): there is no action to mark a message unread again.
  app.put(
    '/contact-messages/:id/read',
    { schema: { params: contactMessageIdSchema, response: { 200: contactMessageViewSchema } } },
    async (request) => {
      const row = await markContactMessageRead(db, request.params.id);
      if (!row) throw notFound('Message not found');
      return toView(row);
    },
  );
};
