// What the server may write to its log. Requests are logged by method, path and status only (no query,
// headers, body or client address); errors by type, code and a message with quoted values, emails and
// query parameters taken out; and known personal or secret fields are redacted wherever they appear.
import type { FastifyServerOptions } from 'fastify';
import pino from 'pino';
import type { Env } from './env.ts';

/** Where log lines go; tests pass their own to read every line. */
export interface LogDestination {
  write(line: string): void;
}

const SECRET_OR_PERSONAL = [
  'password',
  'newCustomerPassword',
  'passwordHash',
  'token',
  'email',
  'customerEmail',
  'name',
  'customerName',
  'firstName',
  'lastName',
  'phone',
  'customerPhone',
  'address',
  'deliveryAddress',
  'notes',
  'body',
  'cookie',
  'authorization',
];

/** Text from an error, without the data it may quote: values, emails, query parameters. */
export function scrubbed(text: string): string {
  return text
    .replace(/params:[\s\S]*/, 'params: [hidden]')
    .replace(/"[^"\n]*"/g, '"…"')
    .replace(/\([^()\n]*\)=\([^()\n]*\)/g, '(…)=(…)')
    .replace(/[^\s@"'<>()]+@[^\s@"'<>()]+/g, '[email]');
}

interface LoggableError {
  constructor?: { name?: string };
  code?: unknown;
  statusCode?: unknown;
  message?: unknown;
  stack?: unknown;
  cause?: unknown;
  table?: unknown;
  constraint?: unknown;
}

/** An error as the log shows it: never its detail, body, parameters or query values. */
export function errorForLog(error: unknown, depth = 0): Record<string, unknown> {
  if (!error || typeof error !== 'object') return { message: scrubbed(String(error)) };
  const e = error as LoggableError;
  const logged: Record<string, unknown> = { type: e.constructor?.name ?? 'Error' };
  if (typeof e.code === 'string' || typeof e.code === 'number') logged.code = e.code;
  if (typeof e.statusCode === 'number') logged.statusCode = e.statusCode;
  if (typeof e.table === 'string') logged.table = e.table;
  if (typeof e.constraint === 'string') logged.constraint = e.constraint;
  if (typeof e.message === 'string') logged.message = scrubbed(e.message);
  if (typeof e.stack === 'string') logged.stack = scrubbed(e.stack);
  if (e.cause && depth < 3) logged.cause = errorForLog(e.cause, depth + 1);
  return logged;
}

export function loggerOptions(env: Env, destination?: LogDestination): FastifyServerOptions['logger'] {
  const quiet = env.NODE_ENV === 'test' && !destination;
  return {
    level: quiet ? 'silent' : env.LOG_LEVEL,
    // Standard output is written asynchronously, so a request never waits for the log. Lines are
    // gathered until 4 KB or a second has passed, so a busy server writes one chunk for some thirty lines;
    // what is still buffered is written when the process exits.
    stream:
      destination ??
      (quiet ? undefined : pino.destination({ dest: 1, sync: false, minLength: 4096, periodicFlush: 1000 })),
    redact: {
      paths: SECRET_OR_PERSONAL.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]),
      censor: '[redacted]',
    },
    serializers: {
      req: (request: { method?: string; url?: string }) => ({
        method: request.method,
        path: (request.url ?? '').split('?')[0],
      }),
      res: (reply: { statusCode?: number }) => ({ statusCode: reply.statusCode }),
      err: (error: unknown) => ({ type: 'Error', message: '', stack: '', ...errorForLog(error) }),
    },
  };
}
