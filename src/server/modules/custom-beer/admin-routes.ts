// Staff read the stored briefs; registered inside the admin guard (app.ts), paths relative to /api/admin.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { customBeerRequestViewSchema } from '../../../shared/schemas/custom-beer.ts';
import type { Db } from '../../db/client.ts';
import { listCustomBeerRequests } from './repository.ts';

export const adminCustomBeerRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/custom-beer-requests',
    { schema: { response: { 200: z.array(customBeerRequestViewSchema) } } },
    () => listCustomBeerRequests(db),
  );
};
