// A stream of guest orders against a running server, for the tests that break things under load (the
// database restarting, the process killed or stopped): each order has its own customer email and
// Idempotency-Key, so what was acknowledged can be matched against what was stored and mailed.
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { orders } from '../db/schema.ts';
import { line, seedOrderFixtures, submission } from '../modules/orders/order-fixtures.ts';
import type { ReceivedMail } from './smtp-sink.ts';

export interface OrderAttempt {
  index: number;
  email: string;
  key: string;
  /** HTTP status, or 0 when the connection failed (refused, reset). */
  status: number;
  retryAfter: string | null;
  body: string;
}

export type Cart = ReturnType<typeof line>[];

/** One can of the fixture lager: enough for an order to be written with its items and two mails. */
export async function seedCart(db: Db): Promise<Cart> {
  const fixtures = await seedOrderFixtures(db);
  return [line(fixtures.can, 1)];
}

export const streamEmail = (index: number) => `stream${index}@example.my`;

/**
 * Each order comes from an address of its own (X-Forwarded-For, trusted with TRUST_PROXY=loopback), as
 * a stream of different shoppers would, so the per-address order limit does not refuse the stream.
 */
export const streamAddress = (index: number) =>
  `198.18.${Math.floor(index / 250) % 256}.${(index % 250) + 1}`;

/** Server settings the stream needs: trust the loopback proxy header above. */
export const streamServerEnv = { TRUST_PROXY: 'loopback' } as const;

export async function sendOrder(baseUrl: string, cart: Cart, index: number): Promise<OrderAttempt> {
  const email = streamEmail(index);
  const key = `stream-order-${index}`;
  try {
    const res = await fetch(`${baseUrl}/api/orders`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'idempotency-key': key,
        'x-forwarded-for': streamAddress(index),
      },
      body: JSON.stringify(submission(cart, { customerEmail: email })),
    });
    return {
      index,
      email,
      key,
      status: res.status,
      retryAfter: res.headers.get('retry-after'),
      body: await res.text(),
    };
  } catch {
    return { index, email, key, status: 0, retryAfter: null, body: '' };
  }
}

/** How many stored orders each customer email has. */
export async function storedOrderCounts(db: Db, emails: string[]): Promise<Map<string, number>> {
  const rows = await db
    .select({ email: orders.customerEmail })
    .from(orders)
    .where(inArray(orders.customerEmail, emails));
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(row.email, (counts.get(row.email) ?? 0) + 1);
  return counts;
}

/** Distinct acknowledgement messages (by Message-ID) each customer received, and raw deliveries. */
export function acknowledgementsTo(received: ReceivedMail[], email: string) {
  const messages = received.filter((mail) => mail.to.includes(email));
  return {
    deliveries: messages.length,
    distinct: new Set(messages.map((m) => m.headers.get('message-id'))).size,
  };
}
