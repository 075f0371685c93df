// The background sender: polls the outbox (and looks again right after a message is enqueued), claims due
// messages with a lease, sends each and marks it sent at once. All state is in the database, so a restart
// picks up where the last process stopped and several processes can share one outbox.
//
// Delivery is at most once per claim, and a message is marked sent right after the SMTP server accepts it.
// The one window for a duplicate: the process dies after the server accepted a message and before the
// "sent" mark is written (a database that is briefly away only delays the mark). Its lease then runs out
// and the message is sent again. Each message carries a Message-ID derived from its row id, so receiving servers can recognise it.
import type { FastifyBaseLogger } from 'fastify';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema.ts';
import { claimDueMail, markFailedAttempt, markSent, onMailEnqueued, type OutboxRow } from './outbox.ts';
import { isPermanentFailure, type MailTransport } from './transport.ts';
import { isDatabaseUnavailable } from '../db/unavailable.ts';

export interface MailSenderOptions {
  db: Db;
  transport: MailTransport;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** How often the outbox is checked when nothing wakes the sender. */
  pollIntervalMs?: number;
  /** How long a claimed message stays reserved for this process. */
  leaseMs?: number;
  /** Attempts (including the first) before a message is given up as failed. */
  maxAttempts?: number;
  /** Wait before the next attempt, given how many attempts have been made. */
  backoffMs?: (attempts: number) => number;
  batchSize?: number;
  /** Called after every look at the outbox, so a caller can wait for the sender instead of a clock. */
  afterPass?: () => void;
}

export interface MailSender {
  start(): void;
  /** Look at the outbox soon, e.g. after a message was enqueued. */
  wake(): void;
  /** Stops polling, finishes the message in hand and releases the rest of its batch. */
  stop(): Promise<void>;
}

const WAKE_DELAY_MS = 25;
const MARK_RETRY_MS = 250;
const DEFAULT_BACKOFF_MS = [30_000, 120_000, 600_000, 3_600_000, 6 * 3_600_000];

export function defaultBackoffMs(attempts: number): number {
  return DEFAULT_BACKOFF_MS[Math.min(attempts, DEFAULT_BACKOFF_MS.length) - 1] ?? DEFAULT_BACKOFF_MS[0]!;
}

function describe(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, 1000);
}

export function createMailSender(options: MailSenderOptions): MailSender {
  const pollIntervalMs = options.pollIntervalMs ?? 5_000;
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const maxAttempts = options.maxAttempts ?? 6;
  const backoffMs = options.backoffMs ?? defaultBackoffMs;
  const batchSize = options.batchSize ?? 10;
  const { db, transport, log } = options;

  let stopped = true;
  let timer: NodeJS.Timeout | undefined;
  let wakeScheduled = false;
  let wokenWhileRunning = false;
  let running: Promise<void> | undefined;
  let unsubscribe: (() => void) | undefined;

  async function deliver(message: OutboxRow): Promise<void> {
    try {
      await transport.send({
        id: message.id,
        to: message.recipient,
        subject: message.subject,
        text: message.textBody,
        html: message.htmlBody,
        replyTo: message.replyTo,
        headers: message.headers,
      });
    } catch (error) {
      const permanent = isPermanentFailure(error);
      const giveUp = permanent || message.attempts >= maxAttempts;
      await markFailedAttempt(db, message.id, {
        error: describe(error),
        retryInMs: giveUp ? null : backoffMs(message.attempts),
      });
      log.warn(
        { mailId: message.id, kind: message.kind, attempts: message.attempts, err: error },
        giveUp ? 'mail failed for good' : 'mail attempt failed, will retry',
      );
      return;
    }
    await markSentOnceReachable(message.id);
    log.info({ mailId: message.id, kind: message.kind }, 'mail sent');
  }

  /**
   * The SMTP server has the message: if the database is away at this moment, the "sent" mark is retried
   * until it is back (within the lease), so the message is not sent a second time after the outage.
   */
  async function markSentOnceReachable(id: string): Promise<void> {
    const giveUpAt = Date.now() + leaseMs;
    for (;;) {
      try {
        return await markSent(db, id);
      } catch (error) {
        if (!isDatabaseUnavailable(error) || Date.now() > giveUpAt) throw error;
        await new Promise((resolve) => setTimeout(resolve, MARK_RETRY_MS));
      }
    }
  }

  /** Hands claimed but untouched messages back, so the next process need not wait for the lease. */
  async function release(messages: OutboxRow[]): Promise<void> {
    if (messages.length === 0) return;
    await db
      .update(mailOutbox)
      .set({ status: 'pending', lockedUntil: null, attempts: sql`${mailOutbox.attempts} - 1` })
      .where(
        inArray(
          mailOutbox.id,
          messages.map((m) => m.id),
        ),
      );
  }

  async function drain(): Promise<void> {
    while (!stopped) {
      const batch = await claimDueMail(db, { limit: batchSize, leaseMs });
      for (const [index, message] of batch.entries()) {
        if (stopped) {
          await release(batch.slice(index));
          return;
        }
        await deliver(message);
      }
      if (batch.length < batchSize) return;
    }
  }

  function schedule(delayMs: number): void {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => void tick(), delayMs);
  }

  async function tick(): Promise<void> {
    timer = undefined;
    wakeScheduled = false;
    running = drain().catch((error: unknown) => {
      // The database may be briefly away; the next poll tries again.
      log.error({ err: error }, 'mail outbox check failed');
    });
    await running;
    running = undefined;
    options.afterPass?.();
    const again = wokenWhileRunning;
    wokenWhileRunning = false;
    schedule(again ? WAKE_DELAY_MS : pollIntervalMs);
  }

  function wake(): void {
    if (stopped) return;
    if (running) {
      wokenWhileRunning = true;
      return;
    }
    // A short delay lets the enqueuing transaction commit; an already pending wake-up is not pushed back,
    // so a steady stream of orders cannot starve the sender.
    if (wakeScheduled) return;
    wakeScheduled = true;
    schedule(WAKE_DELAY_MS);
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      unsubscribe = onMailEnqueued(wake);
      schedule(0);
    },
    wake,
    async stop() {
      stopped = true;
      unsubscribe?.();
      clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
}
