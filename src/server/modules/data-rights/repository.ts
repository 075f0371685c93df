// Everything the shop holds about one customer account, and its removal. Messages, custom-beer requests
// and newsletter sign-ups are matched to the account by its email (case-insensitive), as that is all
// they carry.
import { eq, sql, type AnyColumn } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  contactMessages,
  customBeerRequests,
  customers,
  newsletterSubscribers,
  orders,
  sessions,
} from '../../db/schema.ts';
import { recordActivity, type Actor } from '../audit/record.ts';
import { listConsents, withdrawConsents } from '../consent/repository.ts';
import { listOrderViews } from '../orders/order-views.ts';

const sameEmail = (column: AnyColumn, email: string) => sql`lower(${column}) = lower(${email})`;

export async function findAccount(db: DbOrTx, customerId: string) {
  const [row] = await db
    .select({
      id: customers.id,
      email: customers.email,
      firstName: customers.firstName,
      lastName: customers.lastName,
      phone: customers.phone,
      address: customers.address,
      createdAt: customers.createdAt,
      updatedAt: customers.updatedAt,
    })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row ?? null;
}

/** The customer's data as one JSON document: profile, orders, messages, custom-beer requests, consents. */
export async function collectCustomerData(db: DbOrTx, customerId: string) {
  const profile = await findAccount(db, customerId);
  if (!profile) return null;
  const [orderViews, messages, requests, newsletter, records] = await Promise.all([
    listOrderViews(db, { customerId }),
    db.select().from(contactMessages).where(sameEmail(contactMessages.email, profile.email)),
    db.select().from(customBeerRequests).where(sameEmail(customBeerRequests.email, profile.email)),
    db.select().from(newsletterSubscribers).where(sameEmail(newsletterSubscribers.email, profile.email)),
    listConsents(db, { email: profile.email, customerId }),
  ]);
  return {
    exportedAt: new Date().toISOString(),
    profile,
    orders: orderViews,
    contactMessages: messages,
    customBeerRequests: requests,
    consents: {
      // The order itself records the age declaration; the newsletter row is the subscription's state.
      ageDeclarations: orderViews.map((o) => ({ order: o.reference, declaredAt: o.ageDeclaredAt })),
      newsletter: newsletter.map((n) => ({
        email: n.email,
        status: n.status,
        subscribed: n.isActive,
        since: n.createdAt,
      })),
      // Each consent to marketing mail: form, privacy-notice version, client address, given and withdrawn.
      records,
    },
  };
}

/**
 * Closes the account for good, in one transaction: its orders stay for the brewery's records with the
 * personal fields removed, its messages, requests and newsletter sign-up go, its consents are withdrawn,
 * every session it had ends, and its email can register again. When staff do it (`actor`), the audit
 * trail records it by the account's id only: no name or email of the customer stays behind.
 */
export async function deleteCustomerAccount(db: Db, customerId: string, actor?: Actor): Promise<boolean> {
  return db.transaction(async (tx) => {
    const account = await findAccount(tx, customerId);
    if (!account) return false;
    if (actor) {
      const entity = { type: 'customer', id: customerId, label: null } as const;
      await recordActivity(tx, { actor, action: 'customer.delete', entity });
    }
    await tx
      .update(orders)
      .set({
        customerId: null,
        customerName: 'Deleted customer',
        customerEmail: '',
        customerPhone: null,
        deliveryAddress: null,
        notes: null,
        updatedAt: sql`now()`,
      })
      .where(eq(orders.customerId, customerId));
    await tx.delete(contactMessages).where(sameEmail(contactMessages.email, account.email));
    await tx.delete(customBeerRequests).where(sameEmail(customBeerRequests.email, account.email));
    await tx.delete(newsletterSubscribers).where(sameEmail(newsletterSubscribers.email, account.email));
    // The consent records stay as proof of what was agreed, withdrawn as of now (docs/rules/messages.md).
    await withdrawConsents(tx, { email: account.email, customerId }, ['newsletter', 'marketing']);
    await tx.delete(sessions).where(sql`${sessions.sess}->>'customerId' = ${customerId}`);
    await tx.delete(customers).where(eq(customers.id, customerId));
    return true;
  });
}
