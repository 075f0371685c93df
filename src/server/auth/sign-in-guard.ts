// Sign-in throttling for customers and staff alike. Every attempt is counted before the password is
// checked, each count one atomic database statement, so parallel guesses cannot slip past the limits:
// - per account and source address: a short block after a few attempts, so a stranger's guesses
//   never lock the owner out of their own address;
// - per source address across all accounts: a ceiling against credential stuffing.
// A right password takes its attempts back. Repeated failures on one account, from anywhere, tell its
// owner by mail, at most once an hour.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import type { Notifications } from '../mail/notifications.ts';
import type { AccountForMail } from '../mail/templates/account-for-mail.ts';
import { tooManyRequests } from '../limits/guard.ts';
import { signInLimitMessage } from '../limits/messages.ts';
import { LIMITS } from '../limits/policies.ts';
import type { RateLimiter } from '../limits/rate-limiter.ts';
import { requestLanguage } from '../limits/request-language.ts';

export type SignInScope = 'customer' | 'admin';

export type PasswordCheck<T> =
  | { ok: true; value: T }
  /** `owner` is the account the email belongs to, when there is one: it is told about repeated failures. */
  | { ok: false; owner?: AccountForMail };

export interface SignInGuardDeps {
  db: Db;
  limiter: RateLimiter;
  notifications: Notifications;
}

/** Runs `check` unless the limits refuse the attempt (429 with Retry-After); returns what it found. */
export async function guardedSignIn<T>(
  deps: SignInGuardDeps,
  attempt: { request: FastifyRequest; reply: FastifyReply; scope: SignInScope; email: string },
  check: () => Promise<PasswordCheck<T>>,
): Promise<PasswordCheck<T>> {
  const { limiter } = deps;
  const { request, reply, scope } = attempt;
  const address = request.ip;
  const account = `${scope}:${attempt.email.toLowerCase()}`;
  const pair = `${account}@${address}`;

  for (const [limit, subject] of [
    [LIMITS.signInFailuresPerAddress, address],
    [LIMITS.signInPerAccountAndAddress, pair],
  ] as const) {
    const counted = await limiter.hit(limit, subject);
    if (!counted.allowed) {
      const message = signInLimitMessage(requestLanguage(request), counted.retryAfterSeconds);
      throw tooManyRequests(reply, counted.retryAfterSeconds, message);
    }
  }

  const result = await check();
  if (result.ok) {
    await limiter.clear(LIMITS.signInPerAccountAndAddress, pair);
    await limiter.forgive(LIMITS.signInFailuresPerAddress, address);
    return result;
  }
  const failures = await limiter.hit(LIMITS.signInFailuresPerAccount, account);
  // Counted for an email without an account too: past the limit, both do the same work, so the answer
  // time does not tell which emails have accounts (docs/rules/accounts.md).
  if (!failures.allowed) {
    const alert = await limiter.hit(LIMITS.signInAlertsPerAccount, account);
    if (alert.allowed && result.owner) await deps.notifications.signInFailuresNoticed(deps.db, result.owner);
  }
  return result;
}
