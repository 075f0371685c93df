// Order management for staff (docs/rules/ordering.md); mounted inside the admin guard.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { orderIdParamsSchema, orderUpdateSchema, orderViewSchema } from '../../../shared/schemas/orders.ts';
import type { Db } from '../../db/client.ts';
import type { Notifications } from '../../mail/notifications.ts';
import { listOrderViews } from './order-views.ts';
import { updateOrderAsStaff } from './service.ts';

export const adminOrderRoutes: FastifyPluginAsyncZod<{ db: Db; notifications: Notifications }> = async (
  app,
  { db, notifications },
) => {
  app.get('/orders', { schema: { response: { 200: z.array(orderViewSchema) } } }, async () =>
    listOrderViews(db),
  );

  app.put(
    '/orders/:id',
    { schema: { params: orderIdParamsSchema, body: orderUpdateSchema, response: { 200: orderViewSchema } } },
    async (request) => updateOrderAsStaff(db, request.params.id, request.body, notifications),
  );
};
