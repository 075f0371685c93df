// A real SMTP server for mail tests (smtp-server on loopback), keeping every message it accepted, decoded
// enough to read the subject, headers and the text and HTML parts.
import { SMTPServer, type SMTPServerAddress } from 'smtp-server';
import { SMTPConnection } from 'smtp-server/lib/smtp-connection.js';

// smtp-server waits 100 ms before it greets a connection, to catch clients that talk too early. The shop's
// transport never does, and it opens a connection per message: over a test's many messages the wait adds
// up to seconds. The sink greets at once.
SMTPConnection.prototype.init = function (this: SMTPConnection) {
  this._setListeners(() => this.connectionReady());
};

export interface ReceivedMail {
  /** Envelope recipients. */
  to: string[];
  headers: Map<string, string>;
  subject: string;
  text: string;
  html: string;
  raw: string;
}

export interface SmtpSink {
  port: number;
  url: string;
  received: ReceivedMail[];
  close(): Promise<void>;
}

export interface SmtpSinkOptions {
  port?: number;
  /** Answer for a recipient the server should refuse, e.g. { code: 550, message: 'No such user' }. */
  refuse?: (address: string) => { code: number; message: string } | null;
  /** Shared list, so a restarted sink keeps what its predecessor received. */
  received?: ReceivedMail[];
}

export async function startSmtpSink(options: SmtpSinkOptions = {}): Promise<SmtpSink> {
  const received = options.received ?? [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // Loopback has no name worth looking up.
    disableReverseLookup: true,
    onRcptTo(address: SMTPServerAddress, _session, callback) {
      const refusal = options.refuse?.(address.address);
      if (!refusal) return callback();
      const error = Object.assign(new Error(refusal.message), { responseCode: refusal.code });
      return callback(error);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({ ...parseMessage(raw), to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A loopback port nobody listens on right now. */
export async function unusedPort(): Promise<number> {
  const sink = await startSmtpSink();
  await sink.close();
  return sink.port;
}

function decodeWords(value: string): string {
  return value
    .replace(/(=\?[^?]+\?[BbQq]\?[^?]*\?=)\s+(?==\?)/g, '$1')
    .replace(
      /=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g,
      (_match, _charset: string, encoding: string, text: string) =>
        encoding.toUpperCase() === 'B'
          ? Buffer.from(text, 'base64').toString('utf8')
          : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function decodeQuotedPrintable(text: string): string {
  const soft = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

interface Part {
  headers: Map<string, string>;
  body: string;
}

function splitPart(raw: string): Part {
  const at = raw.search(/\r?\n\r?\n/);
  const head = at === -1 ? raw : raw.slice(0, at);
  const body = at === -1 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBody(part: Part): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '').toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body);
  return part.body;
}

function leafParts(part: Part): Part[] {
  const type = part.headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!type.toLowerCase().startsWith('multipart/') || !boundary) return [part];
  const pieces = part.body.split(`--${boundary}`).slice(1, -1);
  return pieces.flatMap((piece) => leafParts(splitPart(piece.replace(/^\r?\n/, ''))));
}

export function parseMessage(raw: string): Omit<ReceivedMail, 'to' | 'raw'> {
  const top = splitPart(raw);
  const parts = leafParts(top);
  const find = (type: string) =>
    parts.find((p) => (p.headers.get('content-type') ?? 'text/plain').toLowerCase().startsWith(type));
  const text = find('text/plain');
  const html = find('text/html');
  const headers = new Map([...top.headers].map(([k, v]) => [k, decodeWords(v)]));
  return {
    headers,
    subject: headers.get('subject') ?? '',
    text: text ? decodeBody(text) : '',
    html: html ? decodeBody(html) : '',
  };
}
