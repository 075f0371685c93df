// Orders as every screen reads them: the order row plus its items with the product name and size they
// were sold under. Shared by the order API, the admin orders screen and the customer's order history.
// The staff note is read only by the staff's list and update (selectAdminOrderRows): no customer-facing
// answer, mail or export is built from a row that holds it.
import { and, asc, desc, eq, inArray, isNull, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { formatOrderNumber, orderReference } from '../../../shared/order-rules.ts';
import type { AdminOrderView, OrderItemView, OrderView } from '../../../shared/schemas/orders.ts';
import type { DbOrTx } from '../../db/client.ts';
import { orderItems, orders } from '../../db/schema.ts';

export interface OrderViewFilter {
  /** Only this customer's orders (a customer only ever reads their own). */
  customerId?: string;
  /**
   * With `customerId`: the account's email once the customer has proven they own it. Guest orders placed
   * with it (any letter case) belong to the same person and join the history (docs/rules/accounts.md).
   */
  provenEmail?: string | null;
  orderId?: string;
}

/** The columns of an order every view reads (the staff note is not one of them). */
export const orderColumns = {
  id: orders.id,
  orderNumber: orders.orderNumber,
  customerId: orders.customerId,
  customerName: orders.customerName,
  customerEmail: orders.customerEmail,
  customerPhone: orders.customerPhone,
  status: orders.status,
  totalAmount: orders.totalAmount,
  deliveryOption: orders.deliveryOption,
  deliveryAddress: orders.deliveryAddress,
  kegDispenserRental: orders.kegDispenserRental,
  kegDispenserQuantity: orders.kegDispenserQuantity,
  kegDispenserCost: orders.kegDispenserCost,
  notes: orders.notes,
  adminNotes: orders.adminNotes,
  language: orders.language,
  ageDeclaredAt: orders.ageDeclaredAt,
  createdAt: orders.createdAt,
  updatedAt: orders.updatedAt,
};

/** What a line says wherever an order is shown outside the back office: its names, quantity and prices. */
export const orderLineColumns = {
  productName: orderItems.productName,
  variantSize: orderItems.variantSize,
  quantity: orderItems.quantity,
  unitPrice: orderItems.unitPrice,
  totalPrice: orderItems.totalPrice,
};

/** Orders with their items, newest first. Two queries, whatever the number of orders. */
export async function listOrderViews(db: DbOrTx, filter: OrderViewFilter = {}): Promise<OrderView[]> {
  const conditions: SQL[] = [];
  if (filter.customerId) {
    const own = eq(orders.customerId, filter.customerId);
    const email = filter.provenEmail;
    const asGuest = email
      ? and(isNull(orders.customerId), sql`lower(${orders.customerEmail}) = lower(${email})`)
      : undefined;
    conditions.push(asGuest ? or(own, asGuest)! : own);
  }
  if (filter.orderId) conditions.push(eq(orders.id, filter.orderId));
  const rows = await selectOrderRows(db)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return withItems(db, rows);
}

/** Order rows with the columns a view needs, for a caller to filter, sort and page. */
export const selectOrderRows = (db: DbOrTx) => db.select(orderColumns).from(orders);
type OrderRow = Awaited<ReturnType<typeof selectOrderRows>>[number];

/** The same rows with the staff's private note, for staff screens only. */
export const selectAdminOrderRows = (db: DbOrTx) =>
  db.select({ ...orderColumns, staffNote: orders.staffNote }).from(orders);

type Dated = 'ageDeclaredAt' | 'createdAt' | 'updatedAt';

/** How a view lists an order's items: by product name and size, then as they were written. */
export const itemOrder = (items: Record<'productName' | 'variantSize' | 'id', SQLWrapper>) => [
  asc(items.productName),
  asc(items.variantSize),
  asc(items.id),
];

/** The rows as order views, their items read in one more query. */
export async function withItems<Row extends OrderRow>(
  db: DbOrTx,
  rows: Row[],
): Promise<Array<Omit<Row, Dated> & OrderView>> {
  if (rows.length === 0) return [];
  const itemRows = await db
    .select()
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(...itemOrder(orderItems));
  return asOrderViews(rows, itemRows);
}

/** The rows as order views, with their items as read in `itemOrder`. */
export function asOrderViews<Row extends OrderRow>(
  rows: Row[],
  itemRows: (typeof orderItems.$inferSelect)[],
): Array<Omit<Row, Dated> & OrderView> {
  const itemsByOrder = new Map<string, OrderItemView[]>();
  for (const { orderedProductName, orderedVariantSize, ...item } of itemRows) {
    const list = itemsByOrder.get(item.orderId) ?? [];
    list.push({
      ...item,
      orderedName: orderedProductName ?? item.productName,
      orderedSize: orderedVariantSize ?? item.variantSize,
      createdAt: item.createdAt.toISOString(),
    });
    itemsByOrder.set(item.orderId, list);
  }
  return rows.map((row) => ({
    ...row,
    reference: orderReference(row.id),
    orderNumber: formatOrderNumber(row.orderNumber),
    ageDeclaredAt: row.ageDeclaredAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    items: itemsByOrder.get(row.id) ?? [],
  }));
}

export async function findOrderView(db: DbOrTx, orderId: string): Promise<OrderView | null> {
  const [view] = await listOrderViews(db, { orderId });
  return view ?? null;
}

/** One order as staff read it, with the private note. */
export async function findAdminOrderView(db: DbOrTx, orderId: string): Promise<AdminOrderView | null> {
  const [view] = await withItems(db, await selectAdminOrderRows(db).where(eq(orders.id, orderId)));
  return view ?? null;
}
