// The admin customers list: every account with its order figures, computed in one query.
import { count, desc, eq, max, sql } from 'drizzle-orm';
import { senToDecimal, toSen } from '../../../shared/money.ts';
import type { AdminCustomer } from '../../../shared/schemas/customers.ts';
import type { DbOrTx } from '../../db/client.ts';
import { customers, orders } from '../../db/schema.ts';

export async function listCustomersWithFigures(db: DbOrTx): Promise<AdminCustomer[]> {
  const completed = sql`${orders.status} = 'completed'`;
  const rows = await db
    .select({
      id: customers.id,
      firstName: customers.firstName,
      lastName: customers.lastName,
      email: customers.email,
      phone: customers.phone,
      address: customers.address,
      isActive: customers.isActive,
      createdAt: customers.createdAt,
      orderCount: count(orders.id),
      completedOrderCount: sql<number>`count(${orders.id}) filter (where ${completed})`.mapWith(Number),
      totalSpent: sql<string>`coalesce(sum(${orders.totalAmount}) filter (where ${completed}), 0)::text`,
      lastOrderDate: max(orders.createdAt),
    })
    .from(customers)
    .leftJoin(orders, eq(orders.customerId, customers.id))
    .groupBy(customers.id)
    .orderBy(desc(customers.createdAt), desc(customers.id));
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    // Summed as numeric in SQL, then read through sen so the number carries exactly two decimals.
    totalSpent: Number(senToDecimal(toSen(row.totalSpent))),
    lastOrderDate: row.lastOrderDate ? new Date(row.lastOrderDate).toISOString() : null,
  }));
}
