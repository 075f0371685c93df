// Without SMTP_URL each message is written to DATA_DIR/outbox as `<time>-<outbox row id>.eml`
// (transport.ts). Such a file is a full copy of the mail, names and addresses included, so it is kept
// exactly as long as its row in the outbox table (docs/rules/messages.md, "Mail"): once the
// retention sweep or an account's deletion has removed the row, the folder's copy goes at its next check.
import fs from 'node:fs/promises';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../db/client.ts';
import { mailOutbox } from '../db/schema.ts';
import { schedulePeriodic } from '../periodic-work.ts';

const COPY_NAME = /-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.eml$/;
/** Ids looked up per statement. */
const BATCH = 500;
const CHECK_EVERY_MS = 10 * 60 * 1000;

/** Removes each copy in `dir` whose outbox row no longer exists; other files stay. Says how many went. */
export async function removeOrphanedCopies(db: DbOrTx, dir: string): Promise<number> {
  let names: string[];
  try {
    names = await fs.readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  const copies = names.flatMap((name) => {
    const id = COPY_NAME.exec(name)?.[1];
    return id ? [{ name, id }] : [];
  });
  let removed = 0;
  for (let start = 0; start < copies.length; start += BATCH) {
    const batch = copies.slice(start, start + BATCH);
    const rows = await db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        inArray(
          mailOutbox.id,
          batch.map((copy) => copy.id),
        ),
      );
    const kept = new Set(rows.map((row) => row.id));
    for (const copy of batch) {
      if (kept.has(copy.id)) continue;
      await fs.rm(path.join(dir, copy.name), { force: true });
      removed += 1;
    }
  }
  return removed;
}

/** Checks the folder once the server is ready and every ten minutes after, until it closes. */
export function scheduleOutboxFolderCheck(app: FastifyInstance, db: DbOrTx, dir: string): void {
  schedulePeriodic(app, 'outbox folder', CHECK_EVERY_MS, async () => {
    const removed = await removeOrphanedCopies(db, dir);
    if (removed > 0) app.log.info({ removed }, 'mail copies removed from the outbox folder');
  });
}
