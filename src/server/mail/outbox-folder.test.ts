// A mail's copy in DATA_DIR/outbox (a shop run without SMTP_URL) is kept as long as its outbox row and
// no longer: the copies hold names and addresses the privacy notice promises to remove.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, expect, test, vi } from 'vitest';
import { buildApp } from '../app.ts';
import { mailOutbox } from '../db/schema.ts';
import { loadEnv } from '../env.ts';
import { parseMessage } from '../test-support/smtp-sink.ts';
import { startTestApp, untilMailPass, type TestApp } from '../test-support/test-app.ts';
import { enqueueMail } from './outbox.ts';
import { removeOrphanedCopies } from './outbox-folder.ts';

const SLOW = 60_000;
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A shop without SMTP_URL whose two mails, to ana@ and ben@, have been written to its outbox folder. */
async function shopWithTwoCopies(): Promise<{ t: TestApp; dir: string }> {
  const t = await startTestApp({ mail: { pollIntervalMs: 50 } });
  for (const to of ['ana@example.my', 'ben@example.my'])
    await enqueueMail(t.database.db, {
      kind: 'test',
      to,
      subject: `For ${to}`,
      text: to,
      html: `<p>${to}</p>`,
    });
  await untilMailPass(t, async () =>
    (await t.database.db.select().from(mailOutbox)).every((row) => row.status === 'sent'),
  );
  return { t, dir: path.join(t.dataDir, 'outbox') };
}

const recipientsIn = (dir: string) =>
  fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .map((name) => parseMessage(fs.readFileSync(path.join(dir, name), 'utf8')).headers.get('to'))
    .sort();

const removeRowsTo = (t: TestApp, to: string) =>
  t.database.db.delete(mailOutbox).where(eq(mailOutbox.recipient, to));

test(
  'a copy goes once its row is gone; the other copies and files that are not copies stay',
  async () => {
    const { t, dir } = await shopWithTwoCopies();
    cleanups.push(() => t.close());
    fs.writeFileSync(path.join(dir, 'notes.txt'), 'kept');
    expect(recipientsIn(dir)).toEqual(['ana@example.my', 'ben@example.my']);

    expect(await removeOrphanedCopies(t.database.db, dir)).toBe(0);
    await removeRowsTo(t, 'ana@example.my');
    expect(await removeOrphanedCopies(t.database.db, dir)).toBe(1);

    expect(recipientsIn(dir)).toEqual(['ben@example.my']);
    expect(fs.readFileSync(path.join(dir, 'notes.txt'), 'utf8')).toBe('kept');
  },
  SLOW,
);

test('a shop that never wrote a copy has no folder to check', async () => {
  const t = await startTestApp();
  cleanups.push(() => t.close());
  expect(await removeOrphanedCopies(t.database.db, path.join(t.dataDir, 'outbox'))).toBe(0);
});

test(
  'a server starting on the same data removes the copies whose rows went while it was stopped',
  async () => {
    const { t: first, dir } = await shopWithTwoCopies();
    const { database, dataDir } = first;
    cleanups.push(async () => {
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });
    await first.app.close();
    await removeRowsTo(first, 'ben@example.my');
    // A copy whose row was never in this database (another shop's folder copied in, say).
    fs.writeFileSync(
      path.join(dir, `2026-01-01T00-00-00-000Z-${crypto.randomUUID()}.eml`),
      'To: x@example.my',
    );

    const second = await buildApp({ ...first.deps, env: loadEnv({ NODE_ENV: 'test', DATA_DIR: dataDir }) });
    await second.ready();
    cleanups.push(() => second.close());

    // The check runs beside the server's start, not before it.
    await vi.waitFor(() => expect(recipientsIn(dir)).toEqual(['ana@example.my']), { timeout: 10_000 });
  },
  SLOW,
);
