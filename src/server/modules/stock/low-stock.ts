// Low stock (docs/decisions/026-releases-and-stock-alerts.md): a counted size on sale whose count is at or
// below its threshold. The dashboard's to-do list names them, and the brewery gets one mail a day at most
// listing all of them, sent by whichever server process first finds a low size on a Malaysian day.
import { and, asc, count, eq, isNotNull, isNull, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { LowStockSize } from '../../../shared/schemas/stock.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { claimDailyRun } from '../../db/job-runs.ts';
import { products, productVariants } from '../../db/schema.ts';
import type { Notifications } from '../../mail/notifications.ts';
import { schedulePeriodic } from '../../periodic-work.ts';

export const LOW_STOCK_JOB = 'low-stock-mail';

const isLow = and(
  isNotNull(productVariants.stock),
  isNotNull(productVariants.lowStockAt),
  lte(productVariants.stock, productVariants.lowStockAt),
  eq(productVariants.isActive, true),
  isNull(productVariants.removedAt),
  eq(products.isActive, true),
);

/** Low sizes, the fewest units left first (at most `limit`), and how many there are in all. */
export async function lowStockSizes(
  db: DbOrTx,
  limit?: number,
): Promise<{ total: number; fewest: LowStockSize[] }> {
  const query = db
    .select({
      productId: products.id,
      variantId: productVariants.id,
      productName: products.name,
      size: productVariants.size,
      stock: productVariants.stock,
      lowStockAt: productVariants.lowStockAt,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(isLow)
    .orderBy(asc(productVariants.stock), asc(products.name), asc(productVariants.size))
    .$dynamic();
  const [rows, [all]] = await Promise.all([
    limit === undefined ? query : query.limit(limit),
    db
      .select({ n: count() })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(isLow),
  ]);
  // The filter keeps only counted sizes with a threshold.
  const fewest = rows.map((row) => ({ ...row, stock: row.stock!, lowStockAt: row.lowStockAt! }));
  return { total: all?.n ?? 0, fewest };
}

/**
 * Queues today's low-stock mail when some size is low and no server has sent it on this Malaysian day;
 * the day's claim and the mail commit together. True when the mail was queued.
 */
export async function mailLowStockOncePerDay(db: Db, notifications: Notifications): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { fewest } = await lowStockSizes(tx);
    if (fewest.length === 0) return false;
    if (!(await claimDailyRun(tx, LOW_STOCK_JOB))) return false;
    await notifications.lowStockNoticed(tx, fewest);
    return true;
  });
}

/** Looks for low sizes every `everyMs` (LOW_STOCK_CHECK_MS); the mail goes out once a Malaysian day at most. */
export function scheduleLowStockMail(
  app: FastifyInstance,
  db: Db,
  notifications: Notifications,
  everyMs: number,
): void {
  schedulePeriodic(app, LOW_STOCK_JOB, everyMs, async () => {
    if (await mailLowStockOncePerDay(db, notifications)) app.log.info('low-stock mail queued');
  });
}
