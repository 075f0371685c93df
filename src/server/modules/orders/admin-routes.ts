// Order management for staff (docs/rules/ordering.md); mounted inside the admin guard.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminOrderListQuerySchema,
  orderIdParamsSchema,
  orderUpdateSchema,
  orderViewSchema,
  pagedOrdersSchema,
} from '../../../shared/schemas/orders.ts';
import type { Db } from '../../db/client.ts';
import type { Notifications } from '../../mail/notifications.ts';
import { listOrderPage } from './order-page.ts';
import { listOrderViews } from './order-views.ts';
import { updateOrderAsStaff } from './service.ts';

export const adminOrderRoutes: FastifyPluginAsyncZod<{ db: Db; notifications: Notifications }> = async (
  app,
  { db, notifications },
) => {
  // Without query parameters the whole list, as always; with any of them one page in an envelope
  // (docs/decisions/008-paged-admin-lists.md).
  app.get(
    '/orders',
    {
      schema: {
        querystring: adminOrderListQuerySchema,
        response: { 200: z.union([z.array(orderViewSchema), pagedOrdersSchema]) },
      },
    },
    async (request) => (request.url.includes('?') ? listOrderPage(db, request.query) : listOrderViews(db)),
  );

  app.put(
    '/orders/:id',
    { schema: { params: orderIdParamsSchema, body: orderUpdateSchema, response: { 200: orderViewSchema } } },
    async (request) => updateOrderAsStaff(db, request.params.id, request.body, notifications),
  );
};
