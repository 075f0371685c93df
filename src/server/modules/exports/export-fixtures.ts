// Test-only: orders, customers and subscribers on known days (Malaysian time), one of each carrying text
// a spreadsheet would run as a formula, for the export tests of the back office and the command line.
import type { Db } from '../../db/client.ts';
import { customers, newsletterSubscribers, orderItems, orders } from '../../db/schema.ts';

/** Noon in Kuala Lumpur on that day. */
const noon = (day: string) => new Date(`${day}T12:00:00+08:00`);

export const FORMULA_NAME = '=HYPERLINK("http://evil.example","Aina")';

export async function seedExportFixtures(db: Db): Promise<void> {
  const placed = [
    { day: '2026-01-15', status: 'completed', name: 'Wei Jie Tan', items: 2 },
    { day: '2026-02-10', status: 'pending', name: FORMULA_NAME, items: 1 },
    { day: '2026-03-31', status: 'completed', name: 'Priya Kumar', items: 1 },
    { day: '2026-04-01', status: 'cancelled', name: 'Hafiz Rahman', items: 1 },
  ];
  for (const order of placed) {
    const [row] = await db
      .insert(orders)
      .values({
        customerName: order.name,
        customerEmail: 'buyer@example.my',
        customerPhone: '+60 12-345 6789',
        status: order.status,
        totalAmount: '28.00',
        deliveryOption: 'pickup',
        createdAt: noon(order.day),
      })
      .returning({ id: orders.id });
    for (let i = 0; i < order.items; i++) {
      await db.insert(orderItems).values({
        orderId: row!.id,
        productName: i === 0 ? 'Teh Tarik Porter' : 'Setapak Lager',
        variantSize: '330ML Can',
        quantity: 1,
        unitPrice: '14.00',
        totalPrice: '14.00',
      });
    }
  }
  await db.insert(customers).values([
    {
      email: 'aina@example.my',
      password: '!',
      firstName: '@Aina',
      lastName: 'Rahman',
      createdAt: noon('2026-01-02'),
    },
    {
      email: 'closed@example.my',
      password: '!',
      firstName: 'Kok Leong',
      lastName: 'Lim',
      isActive: false,
      createdAt: noon('2026-03-03'),
    },
  ]);
  await db.insert(newsletterSubscribers).values([
    { email: 'active@example.my', status: 'active', isActive: true, createdAt: noon('2026-01-05') },
    { email: 'pending@example.my', status: 'pending', createdAt: noon('2026-02-05') },
  ]);
}
