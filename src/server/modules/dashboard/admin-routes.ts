// GET /api/admin/stats (behind the admin guard): the dashboard's counts and chart series; GET
// /api/admin/to-do: what needs doing. Other figures
// (e.g. the mail outbox) can join this answer as further top-level keys.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { dashboardStatsSchema } from '../../../shared/schemas/admin-stats.ts';
import { NEW_REQUEST_DAYS, TO_DO_LIST_LIMIT, toDoSchema } from '../../../shared/schemas/admin-to-do.ts';
import { errorResponses } from '../../../shared/schemas/responses.ts';
import { dashboardStats } from './service.ts';
import { customBeerRequestsSince, unreadMessages, waitingOrders } from './to-do-repository.ts';
import { lowStockSizes } from '../stock/low-stock.ts';

export const adminStatsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/stats', { schema: { response: { 200: dashboardStatsSchema, ...errorResponses } } }, async () =>
    dashboardStats(db),
  );

  // What needs doing, for the top of the dashboard.
  app.get('/to-do', { schema: { response: { 200: toDoSchema, ...errorResponses } } }, async () => {
    const since = new Date(Date.now() - NEW_REQUEST_DAYS * 24 * 3600 * 1000);
    const [waiting, unread, requests, lowStock] = await Promise.all([
      waitingOrders(db, TO_DO_LIST_LIMIT),
      unreadMessages(db, TO_DO_LIST_LIMIT),
      customBeerRequestsSince(db, since, TO_DO_LIST_LIMIT),
      lowStockSizes(db, TO_DO_LIST_LIMIT),
    ]);
    return { waitingOrders: waiting, unreadMessages: unread, newCustomBeerRequests: requests, lowStock };
  });
};
