// GET /api/admin/stats (behind the admin guard): the dashboard's counts and chart series. Other figures
// (e.g. the mail outbox) can join this answer as further top-level keys.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { dashboardStats } from './service.ts';

export const adminStatsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/stats', async () => dashboardStats(db));
};
