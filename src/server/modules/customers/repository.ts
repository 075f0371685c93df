// SQL for customer accounts. Emails are stored lower-cased and always compared through lower(), so an
// address typed in another case finds the same account.
import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { customers, orderItems, orders } from '../../db/schema.ts';
import type { CustomerOrder, CustomerProfile } from '../../../shared/schemas/customers.ts';

const profileColumns = {
  id: customers.id,
  email: customers.email,
  firstName: customers.firstName,
  lastName: customers.lastName,
  phone: customers.phone,
  address: customers.address,
};

export async function findCustomerForSignIn(db: DbOrTx, email: string) {
  const [row] = await db
    .select({ id: customers.id, password: customers.password, isActive: customers.isActive })
    .from(customers)
    .where(eq(sql`lower(${customers.email})`, email.toLowerCase()));
  return row ?? null;
}

export async function emailIsTaken(db: DbOrTx, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(sql`lower(${customers.email})`, email.toLowerCase()));
  return Boolean(row);
}

export async function insertCustomer(
  db: DbOrTx,
  values: Omit<CustomerProfile, 'id'> & { password: string },
): Promise<CustomerProfile> {
  const [row] = await db.insert(customers).values(values).returning(profileColumns);
  if (!row) throw new Error('Customer insert returned nothing');
  return row;
}

export async function findProfile(db: DbOrTx, customerId: string): Promise<CustomerProfile | null> {
  const [row] = await db.select(profileColumns).from(customers).where(eq(customers.id, customerId));
  return row ?? null;
}

export async function updateProfile(
  db: DbOrTx,
  customerId: string,
  values: Pick<CustomerProfile, 'firstName' | 'lastName' | 'phone' | 'address'>,
): Promise<CustomerProfile | null> {
  const [row] = await db
    .update(customers)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(customers.id, customerId))
    .returning(profileColumns);
  return row ?? null;
}

/** The customer's own orders with their items, newest first. */
export async function listOrdersOfCustomer(db: DbOrTx, customerId: string): Promise<CustomerOrder[]> {
  const rows = await db
    .select({
      id: orders.id,
      status: orders.status,
      totalAmount: orders.totalAmount,
      createdAt: orders.createdAt,
      deliveryOption: orders.deliveryOption,
      kegDispenserRental: orders.kegDispenserRental,
      notes: orders.notes,
      adminNotes: orders.adminNotes,
    })
    .from(orders)
    .where(eq(orders.customerId, customerId))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  if (rows.length === 0) return [];
  const items = await db
    .select({
      id: orderItems.id,
      orderId: orderItems.orderId,
      productName: orderItems.productName,
      variantSize: orderItems.variantSize,
      quantity: orderItems.quantity,
      unitPrice: orderItems.unitPrice,
      totalPrice: orderItems.totalPrice,
    })
    .from(orderItems)
    .where(inArray(orderItems.orderId, rows.map((r) => r.id)))
    .orderBy(orderItems.createdAt, orderItems.id);
  return rows.map((order) => ({
    ...order,
    createdAt: order.createdAt.toISOString(),
    items: items.filter((i) => i.orderId === order.id).map(({ orderId: _orderId, ...item }) => item),
  }));
}
