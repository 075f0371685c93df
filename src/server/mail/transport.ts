// How a message leaves the server: SMTP when SMTP_URL is set; otherwise each message becomes an .eml file in
// DATA_DIR/outbox (and a log line), so a local run shows exactly what would have been sent.
import fs from 'node:fs/promises';
import path from 'node:path';
import type nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';

export interface MailEnvelope {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string | null;
  headers?: Record<string, string> | null;
}

export interface MailTransport {
  send(message: MailEnvelope): Promise<void>;
  close(): void;
}

/** A refusal that retrying will not change (SMTP 5xx), e.g. a mailbox the server does not accept. */
export function isPermanentFailure(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

function toMailOptions(from: string, message: MailEnvelope) {
  return {
    from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    replyTo: message.replyTo ?? undefined,
    headers: message.headers ?? undefined,
    // One id per outbox row: a receiving server can spot the duplicate if a crash ever makes us resend.
    messageId: `<${message.id}@taproom.mail>`,
  };
}

/**
 * A nodemailer transporter made when the first message is sent: nodemailer is not needed to start, and a
 * server that sends no mail never loads it (docs/decisions/032-start-up.md).
 */
function onFirstMessage<T extends Transporter>(make: (mailer: typeof nodemailer) => T) {
  let made: Promise<T> | undefined;
  return {
    get: () => (made ??= import('nodemailer').then((module) => make(module.default))),
    close: () => void made?.then((transporter) => transporter.close()),
  };
}

export function createSmtpTransport(options: { smtpUrl: string; from: string }): MailTransport {
  const transporter = onFirstMessage((mailer) =>
    mailer.createTransport({
      url: options.smtpUrl,
      // Well below the sender's lease, so a stalled server cannot outlive the claim on a message.
      connectionTimeout: 30_000,
      greetingTimeout: 30_000,
      socketTimeout: 60_000,
    }),
  );
  return {
    async send(message) {
      await (await transporter.get()).sendMail(toMailOptions(options.from, message));
    },
    close: transporter.close,
  };
}

export function createFileTransport(options: {
  dir: string;
  from: string;
  log: (line: string) => void;
}): MailTransport {
  const builder = onFirstMessage((mailer) =>
    mailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
  );
  return {
    async send(message) {
      const info = await (await builder.get()).sendMail(toMailOptions(options.from, message));
      await fs.mkdir(options.dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(options.dir, `${stamp}-${message.id}.eml`);
      await fs.writeFile(file, info.message as Buffer);
      options.log(`Mail ${message.id} written to ${file}`);
    },
    close: builder.close,
  };
}

/** Where messages are written without SMTP_URL. */
export const outboxFolder = (dataDir: string) => path.join(dataDir, 'outbox');

export function createMailTransport(options: {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
  log: (line: string) => void;
}): MailTransport {
  if (options.smtpUrl) return createSmtpTransport({ smtpUrl: options.smtpUrl, from: options.from });
  return createFileTransport({
    dir: outboxFolder(options.dataDir),
    from: options.from,
    log: options.log,
  });
}
