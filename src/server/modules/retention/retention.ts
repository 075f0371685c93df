// Contact messages and custom-beer requests are kept for RETENTION_DAYS (the privacy notice states it),
// the audit trail of staff changes for AUDIT_RETENTION_DAYS, and for MAIL_RETENTION_DAYS the copies of
// delivered or failed mails, the back-in-stock requests that are done and the newsletter addresses never
// confirmed or unsubscribed; older rows are removed once when the server is ready and every six hours
// after. Orders and accounts are not touched here: orders are business records, accounts stay until their
// owner deletes them. With several servers on one database, each period's sweep runs on one of them
// (src/server/db/job-runs.ts).
import { lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { daysAgo } from '../../db/days-ago.ts';
import { claimJobRun } from '../../db/job-runs.ts';
import { contactMessages, customBeerRequests } from '../../db/schema.ts';
import { removeExpiredMailCopies } from '../../mail/outbox.ts';
import { removeExpiredAuditEvents } from '../audit/repository.ts';
import { removeSettledRequests } from '../back-in-stock/repository.ts';
import { removeLapsedSubscribers } from '../newsletter/repository.ts';

const SWEEP_EVERY_MS = 6 * 60 * 60 * 1000;

export interface RetentionSweep {
  contactMessages: number;
  customBeerRequests: number;
}

export interface RetentionPeriods {
  /** Contact messages and custom-beer requests. */
  inquiryDays: number;
  /** The audit trail. */
  auditDays: number;
  /** Copies of delivered or failed mails, back-in-stock requests that are done, lapsed newsletter addresses. */
  mailDays: number;
}

/** Deletes what is older than the retention period and says how many rows went. */
export async function removeExpiredInquiries(db: DbOrTx, retentionDays: number): Promise<RetentionSweep> {
  const cutoff = daysAgo(retentionDays);
  const messages = await db
    .delete(contactMessages)
    .where(lt(contactMessages.createdAt, cutoff))
    .returning({ id: contactMessages.id });
  const requests = await db
    .delete(customBeerRequests)
    .where(lt(customBeerRequests.createdAt, cutoff))
    .returning({ id: customBeerRequests.id });
  return { contactMessages: messages.length, customBeerRequests: requests.length };
}

/** One sweep: every kind of record past its own period. */
export async function removeExpiredRecords(db: DbOrTx, periods: RetentionPeriods) {
  return {
    ...(await removeExpiredInquiries(db, periods.inquiryDays)),
    auditEvents: await removeExpiredAuditEvents(db, periods.auditDays),
    mailCopies: await removeExpiredMailCopies(db, periods.mailDays),
    backInStockRequests: await removeSettledRequests(db, periods.mailDays),
    newsletterSubscribers: await removeLapsedSubscribers(db, periods.mailDays),
  };
}

export function scheduleRetention(app: FastifyInstance, db: DbOrTx, periods: RetentionPeriods): void {
  let timer: NodeJS.Timeout | undefined;
  const sweep = async () => {
    try {
      if (!(await claimJobRun(db, 'retention', SWEEP_EVERY_MS))) return;
      const removed = await removeExpiredRecords(db, periods);
      if (Object.values(removed).some((n) => n > 0)) app.log.info({ removed }, 'retention sweep');
    } catch (error) {
      app.log.warn({ err: error }, 'retention sweep failed; trying again at the next one');
    }
  };
  // The first sweep is finished before the server takes requests, so nothing it removes can surprise them.
  app.addHook('onReady', async () => {
    await sweep();
    timer = setInterval(() => void sweep(), SWEEP_EVERY_MS);
    timer.unref();
  });
  app.addHook('preClose', async () => clearInterval(timer));
}
