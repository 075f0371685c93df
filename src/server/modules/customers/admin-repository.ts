// The admin customers list, one page at a time: the page's accounts are chosen first (searched, sorted,
// paged over the customers alone), then their order figures come from one grouped query over the
// orders of just those accounts (orders_customer_idx). The summary above the list counts every account.
import { asc, count, desc, eq, gte, isNotNull, max, sql } from 'drizzle-orm';
import { senToDecimal, toSen } from '../../../shared/money.ts';
import type { AdminCustomerListQuery, AdminCustomerSummary } from '../../../shared/schemas/admin-lists.ts';
import { malaysiaMonth } from '../../../shared/dates.ts';
import type { AdminCustomer } from '../../../shared/schemas/customers.ts';
import { pageOffset, type Paged } from '../../../shared/schemas/paging.ts';
import { countsAsRevenue, revenueSum } from '../../db/revenue.ts';
import type { DbOrTx } from '../../db/client.ts';
import { containsAnywhere } from '../../db/list-queries.ts';
import { customers, orders } from '../../db/schema.ts';

const fullName = sql`${customers.firstName} || ' ' || ${customers.lastName}`;

const sorting = {
  newest: [desc(customers.createdAt), desc(customers.id)],
  oldest: [asc(customers.createdAt), asc(customers.id)],
  name: [asc(customers.firstName), asc(customers.lastName), asc(customers.id)],
} as const;

export async function listCustomerPage(
  db: DbOrTx,
  query: AdminCustomerListQuery,
): Promise<Paged<AdminCustomer>> {
  const where = query.q
    ? containsAnywhere(query.q, [fullName, customers.email, customers.phone], [customers.phone])
    : undefined;
  const page = db
    .select({
      id: customers.id,
      firstName: customers.firstName,
      lastName: customers.lastName,
      email: customers.email,
      phone: customers.phone,
      address: customers.address,
      isActive: customers.isActive,
      createdAt: customers.createdAt,
    })
    .from(customers)
    .where(where)
    .orderBy(...sorting[query.sort])
    .limit(query.pageSize)
    .offset(pageOffset(query))
    .as('page');
  const completed = countsAsRevenue();
  const pageOrder = {
    newest: [desc(page.createdAt), desc(page.id)],
    oldest: [asc(page.createdAt), asc(page.id)],
    name: [asc(page.firstName), asc(page.lastName), asc(page.id)],
  }[query.sort];
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: page.id,
        firstName: page.firstName,
        lastName: page.lastName,
        email: page.email,
        phone: page.phone,
        address: page.address,
        isActive: page.isActive,
        createdAt: page.createdAt,
        orderCount: count(orders.id),
        completedOrderCount: sql<number>`count(${orders.id}) filter (where ${completed})`.mapWith(Number),
        totalSpent: sql<string>`coalesce(sum(${orders.totalAmount}) filter (where ${completed}), 0)::text`,
        lastOrderDate: max(orders.createdAt),
      })
      .from(page)
      .leftJoin(orders, eq(orders.customerId, page.id))
      .groupBy(
        page.id,
        page.firstName,
        page.lastName,
        page.email,
        page.phone,
        page.address,
        page.isActive,
        page.createdAt,
      )
      .orderBy(...pageOrder),
    db.select({ total: count() }).from(customers).where(where),
  ]);
  return {
    items: rows.map((row) => ({
      ...row,
      createdAt: new Date(row.createdAt).toISOString(),
      // Summed as numeric in SQL, then read through sen so the number carries exactly two decimals.
      totalSpent: Number(senToDecimal(toSen(row.totalSpent))),
      lastOrderDate: row.lastOrderDate ? new Date(row.lastOrderDate).toISOString() : null,
    })),
    page: query.page,
    pageSize: query.pageSize,
    total: counted?.total ?? 0,
  };
}

/** The figures over every account: one pass over the customers and one over their orders, side by side;
 * "this month" is the Malaysian calendar month. */
export async function customerSummary(db: DbOrTx, now = new Date()): Promise<AdminCustomerSummary> {
  const monthStart = new Date(`${malaysiaMonth(now)}-01T00:00:00+08:00`);
  const [[accounts], [bought]] = await Promise.all([
    db
      .select({
        total: count(),
        active: sql<number>`count(*) filter (where ${customers.isActive})`.mapWith(Number),
        newThisMonth: sql<number>`count(*) filter (where ${gte(customers.createdAt, monthStart)})`.mapWith(
          Number,
        ),
      })
      .from(customers),
    db
      .select({
        orders: count(),
        revenue: revenueSum(),
      })
      .from(orders)
      .where(isNotNull(orders.customerId)),
  ]);
  const total = accounts?.total ?? 0;
  return {
    total,
    active: accounts?.active ?? 0,
    revenue: senToDecimal(toSen(bought?.revenue ?? '0')),
    averageOrders: (total ? (bought?.orders ?? 0) / total : 0).toFixed(1),
    newThisMonth: accounts?.newThisMonth ?? 0,
  };
}
