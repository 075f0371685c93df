// The back-office lists other than orders, one page at a time (docs/decisions/008-paged-admin-lists.md):
// what each list may be searched, filtered and sorted by, the page it answers, and the figures shown
// above it. Bad values are refused with a message naming the parameter (./paging.ts).
import { z } from 'zod';
import { contactMessageViewSchema, newsletterSubscriberViewSchema } from './admin-inbox.ts';
import { customBeerRequestViewSchema } from './custom-beer.ts';
import { adminCustomerSchema } from './customers.ts';
import { choiceParam, pagedSchema, pageQuerySchema, searchParam, sortParam } from './paging.ts';

/** GET /api/admin/customers: searched in name, email and phone. */
export const adminCustomerListQuerySchema = pageQuerySchema.extend({
  q: searchParam,
  sort: sortParam(['newest', 'oldest', 'name']),
});
export type AdminCustomerListQuery = z.infer<typeof adminCustomerListQuerySchema>;
export const pagedCustomersSchema = pagedSchema(adminCustomerSchema);

/** GET /api/admin/customers/summary: every account, not one page. */
export const adminCustomerSummarySchema = z.object({
  total: z.number().int(),
  active: z.number().int(),
  /** Completed orders' revenue, RM with two decimals. */
  revenue: z.string(),
  /** Orders per customer, one decimal. */
  averageOrders: z.string(),
  newThisMonth: z.number().int(),
});
export type AdminCustomerSummary = z.infer<typeof adminCustomerSummarySchema>;

export const MESSAGE_FILTERS = ['unread', 'read'] as const;
/** GET /api/admin/contact-messages: read/unread, searched in name, email, phone and the message. */
export const contactMessageListQuerySchema = pageQuerySchema.extend({
  q: searchParam,
  status: choiceParam('status', MESSAGE_FILTERS),
  sort: sortParam(['newest', 'oldest']),
});
export type ContactMessageListQuery = z.infer<typeof contactMessageListQuerySchema>;
export const pagedContactMessagesSchema = pagedSchema(contactMessageViewSchema);
export const contactMessageCountsSchema = z.object({
  total: z.number().int(),
  unread: z.number().int(),
  read: z.number().int(),
});
export type ContactMessageCounts = z.infer<typeof contactMessageCountsSchema>;

export const SUBSCRIBER_FILTERS = ['active', 'inactive'] as const;
/** GET /api/admin/newsletter-subscribers: active or not, searched in the email. */
export const subscriberListQuerySchema = pageQuerySchema.extend({
  q: searchParam,
  status: choiceParam('status', SUBSCRIBER_FILTERS),
  sort: sortParam(['newest', 'oldest', 'email']),
});
export type SubscriberListQuery = z.infer<typeof subscriberListQuerySchema>;
export const pagedSubscribersSchema = pagedSchema(newsletterSubscriberViewSchema);
export const subscriberSummarySchema = z.object({
  total: z.number().int(),
  active: z.number().int(),
  /** Signed up today, Malaysian calendar day. */
  today: z.number().int(),
});
export type SubscriberSummary = z.infer<typeof subscriberSummarySchema>;

/** GET /api/admin/custom-beer-requests: searched in name, email and phone. */
export const customBeerRequestListQuerySchema = pageQuerySchema.extend({
  q: searchParam,
  sort: sortParam(['newest', 'oldest']),
});
export type CustomBeerRequestListQuery = z.infer<typeof customBeerRequestListQuerySchema>;
export const pagedCustomBeerRequestsSchema = pagedSchema(customBeerRequestViewSchema);
