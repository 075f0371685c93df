// Puts routes under the database-backed limits: a preHandler counts one hit per rule (the source address,
// then the target email) and answers 429 with Retry-After and a message in the shopper's language.
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { HttpError } from '../http-error.ts';
import { limitMessage } from './messages.ts';
import type { HitResult, Limit, RateLimiter } from './rate-limiter.ts';
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

/** The 429 for a used-up limit, in the shopper's language. */
function refusal(request: FastifyRequest, reply: FastifyReply, { retryAfterSeconds }: HitResult): HttpError {
  return tooManyRequests(reply, retryAfterSeconds, limitMessage(requestLanguage(request), retryAfterSeconds));
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
  if (!result.allowed) throw refusal(request, reply, result);
}

/**
 * Rules are checked in order and a refused rule stops the rest, so a flooding address does not use up the
 * budget of the emails it names. All of them are counted in one statement.
 */
export function limitedBy(limiter: RateLimiter, ...rules: LimitRule[]): preHandlerAsyncHookHandler {
  return async (request, reply) => {
    const hits = rules.flatMap(({ limit, subject }) => {
      const counted = subject(request);
      return counted ? [{ limit, subject: counted }] : [];
    });
    const refused = (await limiter.hitInTurn(hits)).find((result) => !result.allowed);
    if (refused) throw refusal(request, reply, refused);
  };
}
