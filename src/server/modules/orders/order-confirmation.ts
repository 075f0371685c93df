// The order's confirmation page, read by its random link (docs/decisions/033-order-confirmation-link.md):
// the shop's words, the lines, the totals and the delivery choice, never what someone typed.
import crypto from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { senToDecimal, toSen } from '../../../shared/money.ts';
import { formatOrderNumber } from '../../../shared/order-rules.ts';
import {
  CONFIRMATION_LINK_UNKNOWN,
  type OrderConfirmation,
} from '../../../shared/schemas/order-confirmation.ts';
import type { DbOrTx } from '../../db/client.ts';
import { orderItems, orders } from '../../db/schema.ts';
import { notFound } from '../../http-error.ts';
import { orderLineColumns } from './order-views.ts';

/** A new link's token: 32 random bytes, base64url (43 characters). */
export const newConfirmationToken = (): string => crypto.randomBytes(32).toString('base64url');

export async function readOrderConfirmation(db: DbOrTx, token: string): Promise<OrderConfirmation> {
  const [order] = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      customerId: orders.customerId,
      status: orders.status,
      createdAt: orders.createdAt,
      language: orders.language,
      deliveryOption: orders.deliveryOption,
      kegDispenserRental: orders.kegDispenserRental,
      kegDispenserCost: orders.kegDispenserCost,
      totalAmount: orders.totalAmount,
    })
    .from(orders)
    .where(eq(orders.confirmationToken, token));
  if (!order) throw notFound(CONFIRMATION_LINK_UNKNOWN);
  const items = await db
    .select({
      ...orderLineColumns,
      orderedName: orderItems.orderedProductName,
      orderedSize: orderItems.orderedVariantSize,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.productName), asc(orderItems.variantSize), asc(orderItems.id));
  const { id: _id, customerId, ...shown } = order;
  return {
    ...shown,
    orderNumber: formatOrderNumber(order.orderNumber),
    createdAt: order.createdAt.toISOString(),
    itemTotal: senToDecimal(items.reduce((sum, item) => sum + toSen(item.totalPrice), 0)),
    placedAsGuest: customerId === null,
    // The names the shopper read when ordering.
    items: items.map(({ orderedName, orderedSize, ...item }) => ({
      ...item,
      productName: orderedName ?? item.productName,
      variantSize: orderedSize ?? item.variantSize,
    })),
  };
}
