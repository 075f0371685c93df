// Order management for staff (docs/rules/ordering.md); mounted inside the admin guard.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminOrderListQuerySchema,
  adminOrderSummarySchema,
  adminOrderViewSchema,
  orderIdParamsSchema,
  orderMailPreviewRequestSchema,
  orderMailPreviewSchema,
  orderUpdateSchema,
  pagedOrdersSchema,
} from '../../../shared/schemas/orders.ts';
import { errorResponses } from '../../../shared/schemas/responses.ts';
import type { Db } from '../../db/client.ts';
import type { Notifications } from '../../mail/notifications.ts';
import { staffOf } from '../../plugins/auth-guards.ts';
import { listOrderPage, orderSummary } from './order-page.ts';
import { previewOrderUpdateMail, updateOrderAsStaff } from './service.ts';

export const adminOrderRoutes: FastifyPluginAsyncZod<{ db: Db; notifications: Notifications }> = async (
  app,
  { db, notifications },
) => {
  // Always one page in an envelope (docs/decisions/008-paged-admin-lists.md).
  app.get(
    '/orders',
    {
      schema: {
        querystring: adminOrderListQuerySchema,
        response: { 200: pagedOrdersSchema, ...errorResponses },
      },
    },
    async (request) => listOrderPage(db, request.query),
  );

  app.get(
    '/orders/summary',
    { schema: { response: { 200: adminOrderSummarySchema, ...errorResponses } } },
    async () => orderSummary(db),
  );

  app.put(
    '/orders/:id',
    {
      schema: {
        params: orderIdParamsSchema,
        body: orderUpdateSchema,
        response: { 200: adminOrderViewSchema, ...errorResponses },
      },
    },
    async (request) =>
      updateOrderAsStaff(db, request.params.id, request.body, {
        notifications,
        actor: staffOf(request),
      }),
  );

  // What the customer would receive, in their language, before staff choose to send it.
  app.post(
    '/orders/:id/mail-preview',
    {
      schema: {
        params: orderIdParamsSchema,
        body: orderMailPreviewRequestSchema,
        response: { 200: orderMailPreviewSchema, ...errorResponses },
      },
    },
    async (request) => previewOrderUpdateMail(db, request.params.id, request.body),
  );
};
