// The access log: one line per answered request with its method, route pattern (never the path as sent,
// which may carry ids or text), status and time, and nothing else (docs/operations.md, "Logs"). Answers
// under 400 are written at ACCESS_LOG_LEVEL, a sample of ACCESS_LOG_SAMPLE of them; client errors are
// never sampled out; server errors (at error) and requests slower than ACCESS_LOG_SLOW_MS (at warn) are
// always written.
import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Env } from './env.ts';

export interface AccessLogSettings {
  level: Env['ACCESS_LOG_LEVEL'];
  /** The share of successful answers written, 0 to 1. */
  sample: number;
  slowMs: number;
}

export const accessLogSettings = (env: Env): AccessLogSettings => ({
  level: env.ACCESS_LOG_LEVEL,
  sample: env.ACCESS_LOG_SAMPLE,
  slowMs: env.ACCESS_LOG_SLOW_MS,
});

/** The route pattern of a request no route matched (the not-found answer). */
export const UNMATCHED_ROUTE = '(none)';

/**
 * Fastify's own request lines, replaced: `requestCompleted` writes the access line once the answer has
 * gone out; at trace, `incomingRequest` says when a request's headers have arrived (before its body).
 */
export class AccessLog extends LogController {
  readonly settings: AccessLogSettings;
  readonly random: () => number;
  /**
   * The access line holds nothing but the fields below, so it skips the redaction every other line goes
   * through (src/server/logging.ts), which would cost more than writing it.
   */
  #lines: FastifyBaseLogger | undefined;

  constructor(settings: AccessLogSettings, random: () => number = Math.random) {
    super();
    this.settings = settings;
    this.random = random;
  }

  override incomingRequest(request: FastifyRequest): void {
    request.log.trace({ method: request.method, route: routeOf(request) }, 'received');
  }

  override requestCompleted(_error: unknown, request: FastifyRequest, reply: FastifyReply): void {
    const { level, sample, slowMs } = this.settings;
    const status = reply.statusCode;
    const ms = reply.elapsedTime;
    const slow = ms >= slowMs;
    if (status < 400 && !slow && sample < 1 && this.random() >= sample) return;
    const line = {
      reqId: request.id,
      method: request.method,
      route: routeOf(request),
      status,
      ms: Math.round(ms * 10) / 10,
    };
    const lines = (this.#lines ??= request.server.log.child({}, { redact: [] }));
    if (status >= 500) lines.error(line, 'answered');
    else if (slow) lines.warn(line, 'answered slowly');
    else lines[level](line, 'answered');
  }
}

const routeOf = (request: FastifyRequest): string => request.routeOptions.url ?? UNMATCHED_ROUTE;
