// The access log: one line per answered request with its method, route pattern (never the path as sent,
// which may carry ids or text), status and time, and nothing else (docs/operations.md, "Logs"). Answers
// under 400 are written at ACCESS_LOG_LEVEL, a sample of ACCESS_LOG_SAMPLE of them; client errors are
// never sampled out; server errors (at error) and requests slower than ACCESS_LOG_SLOW_MS (at warn) are
// always written.
import type { FastifyInstance } from 'fastify';
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

export function registerAccessLog(
  app: FastifyInstance,
  settings: AccessLogSettings,
  random: () => number = Math.random,
): void {
  // At trace, a line also says when a request's headers have arrived (before its body, if any).
  if (app.log.level === 'trace')
    app.addHook('onRequest', (request, _reply, done) => {
      request.log.trace(
        { method: request.method, route: request.routeOptions.url ?? UNMATCHED_ROUTE },
        'received',
      );
      done();
    });
  app.addHook('onResponse', (request, reply, done) => {
    const status = reply.statusCode;
    const ms = reply.elapsedTime;
    const slow = ms >= settings.slowMs;
    const sampledOut = status < 400 && !slow && settings.sample < 1 && random() >= settings.sample;
    if (!sampledOut) {
      const line = {
        method: request.method,
        route: request.routeOptions.url ?? UNMATCHED_ROUTE,
        status,
        ms: Math.round(ms * 10) / 10,
      };
      if (status >= 500) request.log.error(line, 'answered');
      else if (slow) request.log.warn(line, 'answered slowly');
      else request.log[settings.level](line, 'answered');
    }
    done();
  });
}
