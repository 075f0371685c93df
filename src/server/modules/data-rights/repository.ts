// Everything the shop holds about one customer account, and its removal. Messages, custom-beer requests,
// newsletter sign-ups, consents and the copies of mails carry only an email, so they are matched by it
// (case-insensitive), and only by an address the account has proven it owns when the customer acts
// (docs/rules/accounts.md, "Data rights"); staff, who check who is asking before they act, reach them by the
// account's email as it is.
import { and, eq, inArray, isNull, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  backInStockRequests,
  contactMessages,
  customBeerRequests,
  customers,
  mailOutbox,
  newsletterConfirmationTokens,
  newsletterSubscribers,
  orders,
  products,
  productVariants,
  sessions,
} from '../../db/schema.ts';
import { recordActivity, type Actor } from '../audit/record.ts';
import { listConsents, withdrawConsents } from '../consent/repository.ts';
import { provenEmailOf } from '../email-verification/repository.ts';
import { listOrderViews } from '../orders/order-views.ts';

/** Who asks: the customer about their own account, or staff from the back office. */
export type Requester = 'customer' | 'staff';

const sameEmail = (column: AnyColumn, email: string | null): SQL =>
  email === null ? sql`false` : sql`lower(${column}) = lower(${email})`;

/**
 * The account's own newsletter sign-up (from registration): pending, with an unused link naming the account.
 * Reached without a proven address, since the account itself made it.
 */
const ownPendingSignUp = (customerId: string): SQL =>
  and(
    eq(newsletterSubscribers.status, 'pending'),
    sql`exists (select 1 from ${newsletterConfirmationTokens} where ${and(
      eq(newsletterConfirmationTokens.subscriberId, newsletterSubscribers.id),
      eq(newsletterConfirmationTokens.customerId, customerId),
      isNull(newsletterConfirmationTokens.usedAt),
    )})`,
  )!;

/** The address by which records gathered by email join the account, or null for none. */
async function gatheringEmail(db: DbOrTx, account: { id: string; email: string }, requester: Requester) {
  return requester === 'staff' ? account.email : provenEmailOf(db, account.id);
}

/** Back-in-stock requests made while signed in to the account, or with its proven address. */
const backInStockOf = (customerId: string, email: string | null): SQL =>
  or(eq(backInStockRequests.customerId, customerId), sameEmail(backInStockRequests.email, email))!;

const newsletterOf = (customerId: string, email: string | null): SQL =>
  email === null ? ownPendingSignUp(customerId) : sameEmail(newsletterSubscribers.email, email);

export async function findAccount(db: DbOrTx, customerId: string) {
  const [row] = await db
    .select({
      id: customers.id,
      email: customers.email,
      firstName: customers.firstName,
      lastName: customers.lastName,
      phone: customers.phone,
      address: customers.address,
      emailVerified: sql<boolean>`${customers.emailVerifiedAt} is not null`,
      createdAt: customers.createdAt,
      updatedAt: customers.updatedAt,
    })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row ?? null;
}

/**
 * The customer's data as one JSON document: profile, orders, messages, custom-beer requests, consents.
 * `emailVerified` in the profile says whether records gathered by email could be included.
 */
export async function collectCustomerData(db: DbOrTx, customerId: string, requester: Requester) {
  const profile = await findAccount(db, customerId);
  if (!profile) return null;
  const email = await gatheringEmail(db, profile, requester);
  const [orderViews, messages, requests, waiting, newsletter, records, mails] = await Promise.all([
    listOrderViews(db, { customerId }),
    db.select().from(contactMessages).where(sameEmail(contactMessages.email, email)),
    db.select().from(customBeerRequests).where(sameEmail(customBeerRequests.email, email)),
    db
      .select({
        product: products.name,
        size: productVariants.size,
        email: backInStockRequests.email,
        language: backInStockRequests.language,
        createdAt: backInStockRequests.createdAt,
        confirmedAt: backInStockRequests.confirmedAt,
        notifiedAt: backInStockRequests.notifiedAt,
      })
      .from(backInStockRequests)
      .innerJoin(productVariants, eq(productVariants.id, backInStockRequests.variantId))
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(backInStockOf(customerId, email)),
    db.select().from(newsletterSubscribers).where(newsletterOf(customerId, email)),
    listConsents(db, { email, customerId }),
    // The copies of mails kept for a while after they went (src/server/mail/outbox.ts): what and when.
    db
      .select({
        kind: mailOutbox.kind,
        subject: mailOutbox.subject,
        status: mailOutbox.status,
        writtenAt: mailOutbox.createdAt,
        sentAt: mailOutbox.sentAt,
      })
      .from(mailOutbox)
      .where(sameEmail(mailOutbox.recipient, email))
      .orderBy(mailOutbox.createdAt),
  ]);
  return {
    exportedAt: new Date().toISOString(),
    profile,
    orders: orderViews,
    contactMessages: messages,
    customBeerRequests: requests,
    backInStockRequests: waiting,
    mails,
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
 * personal fields removed, its messages, requests, back-in-stock requests, newsletter sign-up and copies of
 * the mails sent to it go (those gathered by email only through a proven address when the customer asks),
 * its consents are withdrawn, every session it had ends, and its email can register again. When staff do it
 * (`actor`), the audit trail records it by the account's id only: no name or email of the customer stays
 * behind.
 */
export async function deleteCustomerAccount(db: Db, customerId: string, actor?: Actor): Promise<boolean> {
  return db.transaction(async (tx) => {
    const account = await findAccount(tx, customerId);
    if (!account) return false;
    const email = await gatheringEmail(tx, account, actor ? 'staff' : 'customer');
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
    await tx.delete(contactMessages).where(sameEmail(contactMessages.email, email));
    await tx.delete(customBeerRequests).where(sameEmail(customBeerRequests.email, email));
    await tx.delete(newsletterSubscribers).where(newsletterOf(customerId, email));
    await tx.delete(backInStockRequests).where(backInStockOf(customerId, email));
    // Copies of the mails already delivered or given up on; one still to go is sent.
    await tx
      .delete(mailOutbox)
      .where(and(sameEmail(mailOutbox.recipient, email), inArray(mailOutbox.status, ['sent', 'failed'])));
    // The consent records stay as proof of what was agreed, withdrawn as of now (docs/rules/messages.md).
    await withdrawConsents(tx, { email, customerId }, ['newsletter', 'marketing', 'back-in-stock']);
    await tx.delete(sessions).where(sql`${sessions.sess}->>'customerId' = ${customerId}`);
    await tx.delete(customers).where(eq(customers.id, customerId));
    return true;
  });
}
