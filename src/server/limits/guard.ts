// Puts routes under the database-backed limits: a preHandler counts one hit per rule (the source address,
// then the target email) and answers 429 with Retry-After and a message in the shopper's language.
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { HttpError } from '../http-error.ts';
import { limitMessage } from './messages.ts';
import type { Limit, RateLimiter } from './rate-limiter.ts';
import { requestLanguage } from './request-language.ts';

export interface LimitRule {
  limit: Limit;
  /** What is counted for this request; nothing to count skips the rule. */
  subject: (request: FastifyRequest) => string | undefined;
}

/** Counted by the client address (request.ip, which honours TRUST_PROXY only). */
export const perAddress = (limit: Limit): LimitRule => ({ limit, subject: (request) => request.ip });

/** Counted by an email field of the validated body, in any letter case. */
export const perEmail = (limit: Limit, field: string): LimitRule => ({
  limit,
  subject: (request) => {
    const value = (request.body as Record<string, unknown> | null | undefined)?.[field];
    return typeof value === 'string' ? value.trim().toLowerCase() : undefined;
  },
});

export function tooManyRequests(reply: FastifyReply, retryAfterSeconds: number, message: string): HttpError {
  reply.header('retry-after', String(retryAfterSeconds));
  return new HttpError(429, message, { details: { retryAfter: retryAfterSeconds } });
}

/** Counts one hit of `limit` for `subject`, and refuses with 429 once it is used up. */
export async function checkLimit(
  limiter: RateLimiter,
  request: FastifyRequest,
  reply: FastifyReply,
  limit: Limit,
  subject: string,
): Promise<void> {
  const result = await limiter.hit(limit, subject);
  if (result.allowed) return;
  const message = limitMessage(requestLanguage(request), result.retryAfterSeconds);
  throw tooManyRequests(reply, result.retryAfterSeconds, message);
}

/**
 * Rules are checked in order and a refused rule stops the rest, so a flooding address does not use up the
 * budget of the emails it names.
 */
export function limitedBy(limiter: RateLimiter, ...rules: LimitRule[]): preHandlerAsyncHookHandler {
  return async (request, reply) => {
    for (const rule of rules) {
      const subject = rule.subject(request);
      if (subject) await checkLimit(limiter, request, reply, rule.limit, subject);
    }
  };
}
