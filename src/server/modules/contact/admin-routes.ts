// Staff read contact messages and mark them read; registered inside the admin guard (app.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactMessageIdSchema, contactMessageViewSchema } from '../../../shared/schemas/admin-inbox.ts';
import {
  contactMessageCountsSchema,
  contactMessageListQuerySchema,
  pagedContactMessagesSchema,
} from '../../../shared/schemas/admin-lists.ts';
import { errorResponses } from '../../../shared/schemas/responses.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http-error.ts';
import { staffOf } from '../../plugins/auth-guards.ts';
import { countContactMessages, listContactMessagePage } from './admin-repository.ts';
import { markMessageRead } from './admin-service.ts';

const toView = <T extends { createdAt: Date }>(row: T) => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

export const adminContactRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  // One page at a time (docs/decisions/008-paged-admin-lists.md).
  app.get(
    '/contact-messages',
    {
      schema: {
        querystring: contactMessageListQuerySchema,
        response: { 200: pagedContactMessagesSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { rows, total } = await listContactMessagePage(db, request.query);
      const { page, pageSize } = request.query;
      return { items: rows.map(toView), page, pageSize, total };
    },
  );

  app.get(
    '/contact-messages/counts',
    { schema: { response: { 200: contactMessageCountsSchema, ...errorResponses } } },
    async () => countContactMessages(db),
  );

  // One way only (docs/rules/messages.md): there is no action to mark a message unread again.
  app.put(
    '/contact-messages/:id/read',
    {
      schema: {
        params: contactMessageIdSchema,
        response: { 200: contactMessageViewSchema, ...errorResponses },
      },
    },
    async (request) => {
      const row = await markMessageRead(db, staffOf(request), request.params.id);
      if (!row) throw notFound('Message not found');
      return toView(row);
    },
  );
};
