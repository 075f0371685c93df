// The back office's view of the outbox: how many messages wait for delivery and how many failed.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mailStatusSchema } from '../../shared/schemas/mail.ts';
import { errorResponses } from '../../shared/schemas/responses.ts';
import type { Db } from '../db/client.ts';
import { mailStatusCounts } from './outbox.ts';

export const adminMailRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/mail-status', { schema: { response: { 200: mailStatusSchema, ...errorResponses } } }, async () =>
    mailStatusCounts(db),
  );
};
