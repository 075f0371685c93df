// The order's confirmation page (docs/rules/ordering.md, "Confirmation page"): reached by a random link
// the checkout leads to and the acknowledgement mail carries. Whoever holds the link may be the person the
// order's email named rather than the one who typed it, so the page shows the shop's words, the lines, the
// totals and the delivery choice: never a name, contact, address or note someone typed
// (docs/decisions/033-order-confirmation-link.md).
import { z } from 'zod';
import { SITE_PAGES } from '../site-pages.ts';
import { singleLine } from './text.ts';

/** 32 random bytes in base64url: 43 characters. */
export const CONFIRMATION_TOKEN = /^[A-Za-z0-9_-]{43}$/;
export const CONFIRMATION_LINK_UNKNOWN =
  'This confirmation link is not known. Check that it was copied whole.';

/** The page's address for a token, relative to the site. */
export const orderConfirmationPath = (token: string): string =>
  `${SITE_PAGES['order-confirmation'].path}?token=${encodeURIComponent(token)}`;

export const orderConfirmationQuerySchema = z.object({
  token: singleLine(CONFIRMATION_LINK_UNKNOWN).trim().regex(CONFIRMATION_TOKEN, CONFIRMATION_LINK_UNKNOWN),
});

export const orderConfirmationLineSchema = z.object({
  productName: z.string(),
  variantSize: z.string(),
  quantity: z.number().int(),
  unitPrice: z.string(),
  totalPrice: z.string(),
});

export const orderConfirmationSchema = z.object({
  orderNumber: z.string(),
  status: z.string(),
  createdAt: z.string(),
  /** The language the order was placed in: its lines carry the names it was placed under. */
  language: z.string(),
  deliveryOption: z.string(),
  kegDispenserRental: z.boolean(),
  kegDispenserCost: z.string(),
  itemTotal: z.string(),
  totalAmount: z.string(),
  /** Placed without an account: the page offers to open one. */
  placedAsGuest: z.boolean(),
  items: z.array(orderConfirmationLineSchema),
});
export type OrderConfirmation = z.infer<typeof orderConfirmationSchema>;
