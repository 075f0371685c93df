// Order management for staff (SPEC §2 Admin order management); mounted inside the admin guard.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { orderIdParamsSchema, orderUpdateSchema, orderViewSchema } from '../../../shared/schemas/orders.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http-error.ts';
import { findOrderView, listOrderViews } from './order-views.ts';
import { updateOrder } from './repository.ts';

export const adminOrderRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/orders', { schema: { response: { 200: z.array(orderViewSchema) } } }, async () => listOrderViews(db));

  app.put(
    '/orders/:id',
    { schema: { params: orderIdParamsSchema, body: orderUpdateSchema, response: { 200: orderViewSchema } } },
    async (request) => {
      const { id } = request.params;
      if (!(await updateOrder(db, id, request.body))) throw notFound('Order not found');
      return (await findOrderView(db, id))!;
    },
  );
};
