// Every BACK_IN_STOCK_CHECK_MS (a minute unless set) one server answers the back-in-stock requests whose size can be ordered again: after a
// staff count, a cancelled order or a release time passing alike (docs/decisions/026-releases-and-stock-alerts.md).
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { claimJobRun } from '../../db/job-runs.ts';
import type { Notifications } from '../../mail/notifications.ts';
import { schedulePeriodic } from '../../periodic-work.ts';
import { answerBackInStock } from './service.ts';

export function scheduleBackInStock(
  app: FastifyInstance,
  db: Db,
  notifications: Notifications,
  everyMs: number,
): void {
  schedulePeriodic(app, 'back-in-stock', everyMs, async () => {
    if (!(await claimJobRun(db, 'back-in-stock', everyMs))) return;
    const answered = await answerBackInStock(db, notifications);
    if (answered > 0) app.log.info({ answered }, 'back-in-stock mails queued');
  });
}
