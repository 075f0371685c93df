import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterEach, expect, test } from 'vitest';
import { buildApp } from '../app.ts';
import { mailOutbox } from '../db/schema.ts';
import { loadEnv } from '../env.ts';
import { signInAdmin } from '../test-support/admin-session.ts';
import { parseMessage, startSmtpSink, unusedPort, type SmtpSink } from '../test-support/smtp-sink.ts';
import { startTestApp, untilMailPass, type TestApp } from '../test-support/test-app.ts';
import { enqueueMail, type OutgoingMail } from './outbox.ts';

// Each test waits on the sender's passes over the outbox, never on a clock; this is only a deadline.
const SLOW = 60_000;
const fastMail = { pollIntervalMs: 50, backoffMs: () => 100, maxAttempts: 3 };
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** Enough attempts that a message outlasts a short outage in these tests. */
const patientMail = { ...fastMail, maxAttempts: 100 };

async function appWithSmtp(smtpUrl: string | undefined, timing = fastMail): Promise<TestApp> {
  const t = await startTestApp({ env: smtpUrl ? { SMTP_URL: smtpUrl } : {}, mail: timing });
  cleanups.push(() => t.close());
  return t;
}

async function sink(options: Parameters<typeof startSmtpSink>[0] = {}): Promise<SmtpSink> {
  const s = await startSmtpSink(options);
  cleanups.push(() => s.close());
  return s;
}

const mail = (to: string, subject = `Hello ${to}`): OutgoingMail => ({
  kind: 'test',
  to,
  subject,
  text: `Plain text for ${to}`,
  html: `<p>HTML for ${to}</p>`,
});

async function rows(t: TestApp) {
  return t.database.db.select().from(mailOutbox).orderBy(mailOutbox.recipient);
}

/** Waits until nothing is left to send: every row is either sent or failed. */
async function settled(t: TestApp) {
  await untilMailPass(t, async () =>
    (await rows(t)).every((r) => r.status !== 'pending' && r.status !== 'sending'),
  );
  return rows(t);
}

test(
  'each queued message arrives once at its recipient, with its subject, reply-to and headers',
  async () => {
    const smtp = await sink();
    const t = await appWithSmtp(smtp.url);
    await enqueueMail(t.database.db, {
      ...mail('ana@example.my', '欢迎订阅 Taproom 通讯'),
      replyTo: 'reply@example.my',
    });
    await enqueueMail(t.database.db, {
      ...mail('ben@example.my'),
      headers: { 'List-Unsubscribe': '<https://x.test/u>' },
    });

    const done = await settled(t);
    expect(done.map((r) => [r.recipient, r.status, r.attempts])).toEqual([
      ['ana@example.my', 'sent', 1],
      ['ben@example.my', 'sent', 1],
    ]);
    expect(smtp.received).toHaveLength(2);
    const ana = smtp.received.find((m) => m.to.includes('ana@example.my'))!;
    expect(ana.subject).toBe('欢迎订阅 Taproom 通讯');
    expect(ana.headers.get('reply-to')).toBe('reply@example.my');
    expect(ana.headers.get('from')).toContain('orders@taproom.my');
    expect(ana.text).toContain('Plain text for ana@example.my');
    expect(ana.html).toContain('<p>HTML for ana@example.my</p>');
    const ben = smtp.received.find((m) => m.to.includes('ben@example.my'))!;
    expect(ben.headers.get('list-unsubscribe')).toBe('<https://x.test/u>');
  },
  SLOW,
);

test(
  'with the SMTP server down for a while, messages arrive after it returns and none twice',
  async () => {
    const port = await unusedPort();
    const t = await appWithSmtp(`smtp://127.0.0.1:${port}`, patientMail);
    for (const to of ['a@example.my', 'b@example.my', 'c@example.my'])
      await enqueueMail(t.database.db, mail(to));

    await untilMailPass(t, async () => {
      const tried = (await rows(t)).filter((r) => r.attempts >= 1 && r.lastError && r.status === 'pending');
      return tried.length === 3;
    });
    const smtp = await sink({ port });

    const done = await settled(t);
    expect(done.map((r) => r.status)).toEqual(['sent', 'sent', 'sent']);
    expect(smtp.received.map((m) => m.to[0]).sort()).toEqual([
      'a@example.my',
      'b@example.my',
      'c@example.my',
    ]);
  },
  SLOW,
);

test(
  'after a restart with messages pending (or left mid-send by a crash), each arrives once',
  async () => {
    const port = await unusedPort();
    const first = await startTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` }, mail: patientMail });
    const { database, dataDir } = first;
    cleanups.push(async () => {
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });
    for (const to of ['a@example.my', 'b@example.my', 'c@example.my'])
      await enqueueMail(database.db, mail(to));
    await untilMailPass(first, async () => (await rows(first)).every((r) => r.attempts >= 1));
    await first.app.close();
    // As a process that died while holding c's lease would leave it.
    await database.db
      .update(mailOutbox)
      .set({ status: 'sending', lockedUntil: sql`now() - interval '1 minute'` })
      .where(eq(mailOutbox.recipient, 'c@example.my'));

    const smtp = await sink({ port });
    const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, SMTP_URL: smtp.url });
    // The same mail timing as the first app, whose passes `settled(first)` waits on.
    const second = await buildApp({ ...first.deps, env });
    await second.ready();
    cleanups.push(() => second.close());

    const done = await settled(first);
    expect(done.map((r) => r.status)).toEqual(['sent', 'sent', 'sent']);
    expect(smtp.received.map((m) => m.to[0]).sort()).toEqual([
      'a@example.my',
      'b@example.my',
      'c@example.my',
    ]);
  },
  SLOW,
);

test(
  'a refused recipient is recorded as failed within the attempt limit and does not hold back the others',
  async () => {
    const smtp = await sink({
      refuse: (address) => {
        if (address.startsWith('nobody@')) return { code: 550, message: 'No such mailbox' };
        if (address.startsWith('busy@')) return { code: 450, message: 'Mailbox busy, try later' };
        return null;
      },
    });
    const t = await appWithSmtp(smtp.url);
    for (const to of ['first@example.my', 'nobody@example.my', 'busy@example.my', 'last@example.my']) {
      await enqueueMail(t.database.db, mail(to));
    }

    const done = await settled(t);
    const byRecipient = Object.fromEntries(done.map((r) => [r.recipient, r]));
    expect(byRecipient['first@example.my']!.status).toBe('sent');
    expect(byRecipient['last@example.my']!.status).toBe('sent');
    // A permanent refusal is not retried; a temporary one is retried up to the limit.
    expect(byRecipient['nobody@example.my']).toMatchObject({ status: 'failed', attempts: 1 });
    expect(byRecipient['nobody@example.my']!.lastError).toContain('550');
    expect(byRecipient['busy@example.my']).toMatchObject({
      status: 'failed',
      attempts: fastMail.maxAttempts,
    });
    expect(byRecipient['busy@example.my']!.lastError).toContain('450');
    expect(smtp.received.map((m) => m.to[0]).sort()).toEqual(['first@example.my', 'last@example.my']);

    const admin = await signInAdmin(t);
    const status = await admin.get('/api/admin/mail-status');
    expect(status.status).toBe(200);
    expect(status.body).toEqual({ waiting: 0, failed: 2 });
  },
  SLOW,
);

test(
  'the back office counts messages still waiting, and the count is for staff only',
  async () => {
    const t = await appWithSmtp(`smtp://127.0.0.1:${await unusedPort()}`, patientMail);
    await enqueueMail(t.database.db, mail('later@example.my'));
    expect((await t.client().get('/api/admin/mail-status')).status).toBe(401);
    const admin = await signInAdmin(t);
    expect((await admin.get('/api/admin/mail-status')).body).toEqual({ waiting: 1, failed: 0 });
  },
  SLOW,
);

test(
  'without SMTP_URL each message is written as an .eml file under DATA_DIR/outbox',
  async () => {
    const t = await appWithSmtp(undefined);
    await enqueueMail(t.database.db, mail('file@example.my', 'Kami telah menerima pesanan anda'));

    const done = await settled(t);
    expect(done.map((r) => r.status)).toEqual(['sent']);
    const dir = path.join(t.dataDir, 'outbox');
    const files = fs.readdirSync(dir).filter((f) => f.endsWith('.eml'));
    expect(files).toHaveLength(1);
    const message = parseMessage(fs.readFileSync(path.join(dir, files[0]!), 'utf8'));
    expect(message.headers.get('to')).toBe('file@example.my');
    expect(message.subject).toBe('Kami telah menerima pesanan anda');
    expect(message.text).toContain('Plain text for file@example.my');
  },
  SLOW,
);
