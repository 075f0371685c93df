// Mail-related calls: the newsletter unsubscribe link and the back office's outbox counters.
import { z } from 'zod';
import { singleLine } from './text.ts';

export const unsubscribeRequestSchema = z.strictObject({
  token: singleLine().trim().min(1, 'Unsubscribe token is required').max(2000),
});
export type UnsubscribeRequest = z.infer<typeof unsubscribeRequestSchema>;

export const unsubscribeResponseSchema = z.object({ email: z.string() });
export type UnsubscribeResponse = z.infer<typeof unsubscribeResponseSchema>;

/** Why a link was refused, so the page can say it in the visitor's language. */
export const UNSUBSCRIBE_FAILURES = ['invalid', 'expired'] as const;
export type UnsubscribeFailure = (typeof UNSUBSCRIBE_FAILURES)[number];

export const mailStatusSchema = z.object({
  /** Messages not delivered yet (including ones waiting for a retry). */
  waiting: z.number().int(),
  /** Messages given up on after their attempts ran out or a permanent refusal. */
  failed: z.number().int(),
});
export type MailStatus = z.infer<typeof mailStatusSchema>;
