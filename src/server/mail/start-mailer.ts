// Builds the app's mail transport and background sender, starts it with the server and stops it (after the
// message in hand) before the database closes.
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import type { Env } from '../env.ts';
import { scheduleOutboxFolderCheck } from './outbox-folder.ts';
import { createMailSender, type MailSender, type MailSenderOptions } from './sender.ts';
import { createMailTransport, outboxFolder, type MailTransport } from './transport.ts';

/** Optional overrides, mostly for tests: a transport, a faster poll, a short backoff. */
export type MailDeps = Partial<
  Pick<MailSenderOptions, 'pollIntervalMs' | 'leaseMs' | 'maxAttempts' | 'backoffMs' | 'afterPass'>
> & {
  transport?: MailTransport;
};

export function startMailer(
  app: FastifyInstance,
  options: { env: Env; db: Db; mail?: MailDeps },
): MailSender {
  const { env, db, mail = {} } = options;
  const { transport: given, ...timing } = mail;
  const dataDir = path.resolve(env.DATA_DIR);
  const transport =
    given ??
    createMailTransport({
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM,
      dataDir,
      log: (line) => app.log.info(line),
    });
  // Copies written to the folder by this or an earlier run without SMTP follow their rows.
  scheduleOutboxFolderCheck(app, db, outboxFolder(dataDir));
  const sender = createMailSender({ db, transport, log: app.log, leaseMs: env.MAIL_LEASE_MS, ...timing });
  app.addHook('onReady', async () => sender.start());
  // preClose, not onClose: onClose hooks run last-registered first, so the process's database close
  // (added after buildApp) would run before this one. Requests still finishing only add rows.
  app.addHook('preClose', async () => {
    await sender.stop();
    transport.close();
  });
  return sender;
}
