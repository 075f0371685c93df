// Back-in-stock requests (docs/decisions/026-releases-and-stock-alerts.md): a shopper asks to be mailed
// once when a sold-out or coming size can be ordered, and confirms from the mailed link (double opt-in).
import { z } from 'zod';
import { LANGUAGES } from '../config.ts';
import { noticeVersionField } from './consent.ts';
import { newsletterSubscribeSchema } from './newsletter.ts';
import { singleLine } from './text.ts';

export const backInStockRequestSchema = z.strictObject({
  variantId: z.uuid('Choose a size'),
  /** The same address rules as the newsletter: trimmed, checked and stored lower-cased. */
  email: newsletterSubscribeSchema.shape.email,
  language: z.enum(LANGUAGES, { error: 'language must be en, ms or zh' }),
  noticeVersion: noticeVersionField,
});
export type BackInStockRequestInput = z.input<typeof backInStockRequestSchema>;

/** The same answer whatever the address's state, so the form reveals nothing about who asked. */
export const backInStockReceivedSchema = z.object({ received: z.literal(true) });

export const backInStockLinkSchema = z.strictObject({
  token: singleLine().trim().min(1, 'The link code is required').max(200, 'Invalid link code'),
});

/** What a followed link concerned: the address, as the mail-link pages show it. */
export const backInStockLinkAnswerSchema = z.object({ email: z.string() });
