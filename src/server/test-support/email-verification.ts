// Reads the newest email verification link mailed to an address from the outbox, and follows it.
import { and, desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { mailOutbox } from '../db/schema.ts';
import type { TestApp } from './test-app.ts';

/** The token of the newest verification link mailed to `email`, or undefined when none went out. */
export async function verificationToken(t: TestApp, email: string): Promise<string | undefined> {
  const [mail] = await t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.recipient, email), eq(mailOutbox.kind, 'email-verification')))
    .orderBy(desc(mailOutbox.createdAt));
  const found = mail && /\/customer\/verify-email\?token=(\S+)/.exec(mail.textBody);
  return found ? decodeURIComponent(found[1]!) : undefined;
}

/** Follows the newest verification link mailed to `email`, as its owner would. */
export async function proveEmail(t: TestApp, email: string): Promise<void> {
  const token = await verificationToken(t, email);
  expect(token).toBeDefined();
  const res = await t.client().post('/api/customer/verify-email', { token });
  expect(res.status).toBe(200);
}
