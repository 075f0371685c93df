// The orders of the server bench: each a guest pickup of 1–5 bottles of one catalogue size, with its own
// Idempotency-Key, customer email and client address, so no order is a retry of another and no limit
// refuses one. Every answer is checked (201, the right total), and afterwards the database must hold
// each acknowledged order exactly once with the right total.
import type autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { senToDecimal, toSen } from '../src/shared/money.ts';
import type { Product } from '../src/shared/schemas/catalog.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { line, submission, type FixtureVariant } from '../src/server/modules/orders/order-fixtures.ts';
import { streamAddress } from '../src/server/test-support/order-stream.ts';

const KEY_PREFIX = 'bench-order-';

export interface OrderLedger {
  /** The autocannon request that places one order after another and checks each answer. */
  request: autocannon.Request;
  /** Orders sent (numbered from 0) and those answered 201. */
  sent: () => number;
  acknowledged: () => ReadonlySet<number>;
  /** Answers whose order did not carry the total the cart adds up to. */
  wrongTotals: () => number;
  /** The total of order `i`, in sen. */
  totalOf: (i: number) => number;
}

/** The first size of the catalogue a guest orders by the bottle or can (not a keg). */
export async function orderableSize(baseUrl: string): Promise<FixtureVariant> {
  const products = (await (await fetch(`${baseUrl}/api/products`)).json()) as Product[];
  const product = products.find((p) => p.variants.some((v) => !/keg/i.test(v.size)))!;
  const size = product.variants.find((v) => !/keg/i.test(v.size))!;
  return { productId: product.id, variantId: size.id, price: size.price };
}

export function orderLedger(variant: FixtureVariant): OrderLedger {
  let next = 0;
  let wrongTotals = 0;
  const acknowledged = new Set<number>();
  const unitSen = toSen(variant.price);
  const quantityOf = (i: number) => (i % 5) + 1;
  const totalOf = (i: number) => unitSen * quantityOf(i);
  const request: autocannon.Request = {
    method: 'POST',
    path: '/api/orders',
    setupRequest(req, context: { i?: number }) {
      const i = next++;
      context.i = i;
      return {
        ...req,
        headers: {
          'content-type': 'application/json',
          'idempotency-key': `${KEY_PREFIX}${i}`,
          'x-forwarded-for': streamAddress(i),
        },
        body: JSON.stringify(
          submission([line(variant, quantityOf(i))], { customerEmail: `bench${i}@example.my` }),
        ),
      };
    },
    onResponse(status, body, context: { i?: number }) {
      if (status !== 201) return;
      const i = context.i!;
      acknowledged.add(i);
      const { order } = JSON.parse(body) as { order: { totalAmount: string } };
      if (order.totalAmount !== senToDecimal(totalOf(i))) wrongTotals++;
    },
  };
  return {
    request,
    sent: () => next,
    acknowledged: () => acknowledged,
    wrongTotals: () => wrongTotals,
    totalOf,
  };
}

/** The bench's orders as the database holds them, total in sen by order number (read once the server has stopped). */
export async function storedBenchOrders(
  dataDir: string,
  databaseUrl: string | undefined,
): Promise<Map<number, number>> {
  const database = await openDatabase({ dataDir, databaseUrl });
  try {
    const result = await database.db.execute<{ key: string; total: string }>(
      sql`select idempotency_key as key, total_amount as total from orders where idempotency_key like ${`${KEY_PREFIX}%`}`,
    );
    return new Map(
      result.rows.map((row) => [Number(row.key.slice(KEY_PREFIX.length)), toSen(String(row.total))]),
    );
  } finally {
    await database.close();
  }
}

/**
 * True when every answer was 201 with the order's total, every acknowledged order is stored, and every
 * stored order was sent and holds its total. Orders still in flight when a load run ended may be stored
 * without an answer: at most one per connection and run.
 */
export function ordersCorrect(
  ledger: OrderLedger,
  stored: ReadonlyMap<number, number>,
  failures: number,
  inFlightAtMost: number,
): boolean {
  const acknowledged = ledger.acknowledged();
  const allStored = [...acknowledged].every((i) => stored.has(i));
  const storedRight = [...stored].every(([i, sen]) => i < ledger.sent() && sen === ledger.totalOf(i));
  return (
    failures === 0 &&
    ledger.wrongTotals() === 0 &&
    allStored &&
    storedRight &&
    stored.size - acknowledged.size <= inFlightAtMost
  );
}
