// A customer's data export (docs/rules/accounts.md): everything the shop holds about the account, as one
// JSON document. Each stored field is named here; a new column reaches the export only once it is added.
import { z } from 'zod';
import { CONSENT_KINDS } from './consent.ts';
import { orderViewSchema } from './orders.ts';
import { instant } from './responses.ts';

const storedContactMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  message: z.string(),
  isRead: z.boolean(),
  adminResponse: z.string().nullable(),
  language: z.string(),
  createdAt: instant(),
});

const storedCustomBeerRequestSchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  occasion: z.unknown(),
  quantity: z.number().int(),
  budgetPerKegMYR: z.number().int(),
  sliders: z.unknown(),
  aromas: z.unknown(),
  styles: z.unknown(),
  dietary: z.unknown(),
  packaging: z.string(),
  timeline: z.string(),
  delivery: z.string(),
  notes: z.string().nullable(),
  summaryText: z.string().nullable(),
  language: z.string(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  createdAt: instant(),
});

const consentRecordSchema = z.object({
  kind: z.enum(CONSENT_KINDS),
  email: z.string(),
  sourceForm: z.string(),
  noticeVersion: z.string(),
  clientAddress: z.string().nullable(),
  givenAt: instant(),
  withdrawnAt: instant().nullable(),
});

export const customerDataExportSchema = z.object({
  exportedAt: z.string(),
  profile: z.object({
    id: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    phone: z.string().nullable(),
    address: z.string().nullable(),
    /** False: messages, requests, sign-ups and consents made with the address alone are left out. */
    emailVerified: z.boolean(),
    createdAt: instant(),
    updatedAt: instant(),
  }),
  orders: z.array(orderViewSchema),
  contactMessages: z.array(storedContactMessageSchema),
  customBeerRequests: z.array(storedCustomBeerRequestSchema),
  /** Requests to be mailed when a size is back (docs/decisions/026-releases-and-stock-alerts.md). */
  backInStockRequests: z.array(
    z.object({
      product: z.string(),
      size: z.string(),
      email: z.string(),
      language: z.string(),
      createdAt: instant(),
      confirmedAt: instant().nullable(),
      notifiedAt: instant().nullable(),
    }),
  ),
  /** The mails whose copies are still kept (MAIL_RETENTION_DAYS): what each was and when it went. */
  mails: z.array(
    z.object({
      kind: z.string(),
      subject: z.string(),
      status: z.string(),
      writtenAt: instant(),
      sentAt: instant().nullable(),
    }),
  ),
  consents: z.object({
    ageDeclarations: z.array(z.object({ order: z.string(), declaredAt: z.string().nullable() })),
    newsletter: z.array(
      z.object({ email: z.string(), status: z.string(), subscribed: z.boolean(), since: instant() }),
    ),
    records: z.array(consentRecordSchema),
  }),
});
export type CustomerDataExport = z.infer<typeof customerDataExportSchema>;
