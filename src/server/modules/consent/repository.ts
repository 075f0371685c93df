// Consent records (docs/rules/messages.md): written when a consent is given, never deleted; withdrawing
// one stamps `withdrawnAt`. Matched to a person by customer id or by a proven email, case-insensitive.
import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { ConsentKind, ConsentView } from '../../../shared/schemas/consent.ts';
import type { DbOrTx } from '../../db/client.ts';
import { consentRecords } from '../../db/schema.ts';

export interface NewConsent {
  kind: ConsentKind;
  email: string;
  customerId: string | null;
  sourceForm: string;
  noticeVersion: string;
  clientAddress: string | null;
  givenAt?: Date;
}

export async function recordConsent(db: DbOrTx, consent: NewConsent): Promise<void> {
  await db.insert(consentRecords).values({ ...consent, email: consent.email.toLowerCase() });
}

/** A person: the account's id and the address it has proven (null when none), matched either way. */
export interface ConsentHolder {
  email: string | null;
  customerId?: string | null;
}

const ofPerson = (who: ConsentHolder) => {
  const byEmail = who.email === null ? undefined : sql`lower(${consentRecords.email}) = lower(${who.email})`;
  const byAccount = who.customerId ? eq(consentRecords.customerId, who.customerId) : undefined;
  return or(byEmail, byAccount) ?? sql`false`;
};

/** Withdraws every consent of these kinds the person still has; earlier withdrawals keep their time. */
export async function withdrawConsents(
  db: DbOrTx,
  who: ConsentHolder,
  kinds: readonly ConsentKind[],
  at: Date = new Date(),
): Promise<void> {
  await db
    .update(consentRecords)
    .set({ withdrawnAt: at })
    .where(and(ofPerson(who), inArray(consentRecords.kind, [...kinds]), isNull(consentRecords.withdrawnAt)));
}

/** Every consent the person gave, newest first, as the data export lists them. */
export async function listConsents(db: DbOrTx, who: ConsentHolder) {
  return db
    .select({
      kind: consentRecords.kind,
      email: consentRecords.email,
      sourceForm: consentRecords.sourceForm,
      noticeVersion: consentRecords.noticeVersion,
      clientAddress: consentRecords.clientAddress,
      givenAt: consentRecords.givenAt,
      withdrawnAt: consentRecords.withdrawnAt,
    })
    .from(consentRecords)
    .where(ofPerson(who))
    .orderBy(desc(consentRecords.givenAt));
}

/** The newest newsletter consent of each address, for the back-office subscriber list. */
export async function latestNewsletterConsents(
  db: DbOrTx,
  emails: string[],
): Promise<Map<string, ConsentView>> {
  const latest = new Map<string, ConsentView>();
  if (emails.length === 0) return latest;
  const rows = await db
    .select()
    .from(consentRecords)
    .where(
      and(
        eq(consentRecords.kind, 'newsletter'),
        inArray(
          sql`lower(${consentRecords.email})`,
          emails.map((e) => e.toLowerCase()),
        ),
      ),
    )
    .orderBy(desc(consentRecords.givenAt));
  for (const row of rows) {
    const email = row.email.toLowerCase();
    if (latest.has(email)) continue;
    latest.set(email, {
      kind: row.kind,
      sourceForm: row.sourceForm,
      noticeVersion: row.noticeVersion,
      givenAt: row.givenAt.toISOString(),
      withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
    });
  }
  return latest;
}
