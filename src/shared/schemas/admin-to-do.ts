// What the back office's dashboard leads with: orders waiting for a call-back (oldest first), unread
// contact messages, new custom-beer requests and sizes running low (fewest left first).
import { z } from 'zod';
import { lowStockSizeSchema } from './stock.ts';

export const TO_DO_LIST_LIMIT = 8;
/** A custom-beer request counts as new for this many days. */
export const NEW_REQUEST_DAYS = 7;

export const waitingOrderSchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  customerName: z.string(),
  customerPhone: z.string().nullable(),
  deliveryOption: z.string(),
  totalAmount: z.string(),
  createdAt: z.string(),
});
export type WaitingOrder = z.infer<typeof waitingOrderSchema>;

const latestOf = <T extends z.ZodType>(item: T) =>
  z.object({ total: z.number().int(), latest: z.array(item) });

export const toDoSchema = z.object({
  waitingOrders: z.object({ total: z.number().int(), oldest: z.array(waitingOrderSchema) }),
  unreadMessages: latestOf(z.object({ id: z.string(), name: z.string(), createdAt: z.string() })),
  newCustomBeerRequests: latestOf(
    z.object({ id: z.string(), name: z.string().nullable(), createdAt: z.string() }),
  ),
  lowStock: z.object({ total: z.number().int(), fewest: z.array(lowStockSizeSchema) }),
});
export type ToDo = z.infer<typeof toDoSchema>;
