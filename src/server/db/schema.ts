// Database tables: the shop's records (docs/product.md) plus the server's own tables (staff password
// hashes, idempotency keys, page views, the mail outbox, rate-limit counters).
import { PRODUCT_CATEGORIES } from '../../shared/schemas/catalog.ts';
import { sql } from 'drizzle-orm';
import type { BusinessProfile } from '../../shared/business-profile.ts';
import {
  bigint,
  boolean,
  check,
  smallint,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const money = (name: string) => numeric(name, { precision: 10, scale: 2 });

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: varchar('email', { length: 254 }).notNull(),
    firstName: varchar('first_name', { length: 100 }),
    lastName: varchar('last_name', { length: 100 }),
    profileImageUrl: text('profile_image_url'),
    /** `owner` or `staff` (src/shared/staff-permissions.ts). */
    role: varchar('role', { length: 20 }).notNull().default('staff'),
    /** Null for an invited member who has not yet chosen a password. */
    passwordHash: text('password_hash'),
    /** Set when the account is disabled: it cannot sign in and its sessions end. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** The authenticator's secret, encrypted (src/server/auth/secret-box.ts); set once confirmed. */
    totpSecret: text('totp_secret'),
    /** A secret shown for enrolment, encrypted, until its first code confirms it. */
    totpPendingSecret: text('totp_pending_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The last time step a code was accepted for: a code of that step or before is a replay. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    check('users_role_check', sql`${t.role} IN ('owner', 'staff')`),
  ],
);

/** Ten single-use codes per member with a second factor, stored as SHA-256 hashes. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ name: 'staff_recovery_codes_pk', columns: [t.userId, t.codeHash] })],
);

/** A single-use link an owner sent; the invitee sets their password through it. */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique('staff_invitations_token_hash_unique'),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('staff_invitations_user_idx').on(t.userId)],
);

/** The team's one row of rules: whether every member must sign in with a second factor. */
export const teamSettings = pgTable(
  'team_settings',
  {
    id: smallint('id').primaryKey().default(1),
    twoFactorRequired: boolean('two_factor_required').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [check('team_settings_single_row', sql`${t.id} = 1`)],
);

export const sessions = pgTable(
  'sessions',
  {
    sid: varchar('sid', { length: 64 }).primaryKey(),
    sess: jsonb('sess').notNull(),
    expire: timestamp('expire', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_expire_idx').on(t.expire)],
);

export const customers = pgTable(
  'customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: varchar('email', { length: 254 }).notNull(),
    password: text('password').notNull(),
    firstName: varchar('first_name', { length: 100 }).notNull(),
    lastName: varchar('last_name', { length: 100 }).notNull(),
    phone: varchar('phone', { length: 40 }),
    address: text('address'),
    /** The language the customer last used the shop in, for the mails only they receive. */
    language: varchar('language', { length: 5 }).notNull().default('en'),
    isActive: boolean('is_active').notNull().default(true),
    /**
     * When the customer followed a verification link mailed to `email`; null until then and again after
     * the email changes. The one proof that the account owns its address (docs/rules/accounts.md).
     */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('customers_email_unique').on(sql`lower(${t.email})`),
    // The back-office list, newest first (docs/decisions/008-paged-admin-lists.md).
    index('customers_created_at_idx').on(t.createdAt, t.id),
    index('customers_name_idx').on(t.firstName, t.lastName, t.id),
    // Search by any part of the name, email or phone (pg_trgm).
    index('customers_name_trgm_idx').using('gin', sql`(${t.firstName} || ' ' || ${t.lastName}) gin_trgm_ops`),
    index('customers_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
    index('customers_phone_trgm_idx').using('gin', t.phone.op('gin_trgm_ops')),
  ],
);

export const products = pgTable('products', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: varchar('name', { length: 200 }).notNull(),
  description: text('description'),
  category: varchar('category', { length: 20, enum: PRODUCT_CATEGORIES }).notNull(),
  abv: numeric('abv', { precision: 4, scale: 2 }),
  ibu: integer('ibu'),
  style: varchar('style', { length: 100 }),
  color: varchar('color', { length: 100 }),
  tastingNotes: text('tasting_notes'),
  brewingStory: text('brewing_story'),
  imageUrl: text('image_url'),
  isTopSeller: boolean('is_top_seller').notNull().default(false),
  isActive: boolean('is_active').notNull().default(true),
  /** While in the future the product is "coming soon" and cannot be ordered; it opens at this time. */
  releaseAt: timestamp('release_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * A product's Malay and Chinese texts (docs/decisions/010-product-translations.md). English stays on the
 * product; an empty field here falls back to the English one.
 */
export const productTranslations = pgTable(
  'product_translations',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    language: varchar('language', { length: 5 }).notNull(),
    name: varchar('name', { length: 200 }),
    description: text('description'),
    style: varchar('style', { length: 100 }),
    color: varchar('color', { length: 100 }),
    tastingNotes: text('tasting_notes'),
    brewingStory: text('brewing_story'),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.language] }),
    check('product_translations_language_check', sql`${t.language} in ('ms', 'zh')`),
  ],
);

export const productVariants = pgTable(
  'product_variants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    size: varchar('size', { length: 100 }).notNull(),
    /** The size's name in Malay and Chinese; null (or empty) reads as the English one. */
    sizeMs: varchar('size_ms', { length: 100 }),
    sizeZh: varchar('size_zh', { length: 100 }),
    price: money('price').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    /**
     * Units on hand when the size is counted; null when it is not counted and always available
     * (docs/decisions/025-stock-ledger.md). Only changed together with a `stock_movements` row.
     */
    stock: integer('stock'),
    /** A counted size at or below this many units is low (staff to-do list, daily mail); null: no alert. */
    lowStockAt: integer('low_stock_at'),
    /** Soft removal: a removed variant is gone from the shop and the admin, but past orders keep it. */
    removedAt: timestamp('removed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('product_variants_product_idx').on(t.productId),
    check('product_variants_stock_check', sql`${t.stock} is null or ${t.stock} >= 0`),
    check('product_variants_low_stock_at_check', sql`${t.lowStockAt} is null or ${t.lowStockAt} >= 0`),
  ],
);

/**
 * The stock ledger: every change of a counted size's stock, so the count always equals the sum of its
 * movements. Staff adjustments carry the actor and reason; order reservations and returns the order.
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    variantId: uuid('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    change: integer('change').notNull(),
    reason: varchar('reason', { length: 30 }).notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('stock_movements_variant_idx').on(t.variantId, t.createdAt),
    index('stock_movements_order_idx').on(t.orderId),
  ],
);

/** Every change of a variant's price, with the staff member who made it. */
export const variantPriceChanges = pgTable(
  'variant_price_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    variantId: uuid('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    oldPrice: money('old_price').notNull(),
    newPrice: money('new_price').notNull(),
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('variant_price_changes_variant_idx').on(t.variantId, t.changedAt)],
);

export const productImages = pgTable(
  'product_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    imageUrl: text('image_url').notNull(),
    displayOrder: integer('display_order').notNull().default(0),
    altText: varchar('alt_text', { length: 300 }),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [unique('product_images_product_order_unique').on(t.productId, t.displayOrder)],
);

/** Human order numbers (TR-1001, TR-1002, ...): one sequence, so numbers never repeat. */
export const orderNumberSequence = pgSequence('order_number_seq', { startWith: 1001 });

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderNumber: integer('order_number')
      .notNull()
      .default(sql`nextval('order_number_seq')`),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    customerName: varchar('customer_name', { length: 200 }).notNull(),
    customerEmail: varchar('customer_email', { length: 254 }).notNull(),
    customerPhone: varchar('customer_phone', { length: 40 }),
    status: varchar('status', { length: 20 }).notNull().default('pending'),
    totalAmount: money('total_amount').notNull(),
    deliveryOption: varchar('delivery_option', { length: 20 }).notNull(),
    deliveryAddress: text('delivery_address'),
    kegDispenserRental: boolean('keg_dispenser_rental').notNull().default(false),
    kegDispenserQuantity: integer('keg_dispenser_quantity').notNull().default(0),
    kegDispenserCost: money('keg_dispenser_cost').notNull().default('0'),
    notes: text('notes'),
    /** The brewery's message to the customer: shown in their order history, mailed only when staff send it. */
    adminNotes: text('admin_notes'),
    /** Staff's private note: never shown or sent to the customer. */
    staffNote: text('staff_note'),
    language: varchar('language', { length: 5 }).notNull().default('en'),
    /** When the customer declared being of drinking age with this order. */
    ageDeclaredAt: timestamp('age_declared_at', { withTimezone: true }),
    idempotencyKey: varchar('idempotency_key', { length: 200 }),
    /** SHA-256 of the submission the key came with: a replay must send the same one. */
    idempotencyFingerprint: varchar('idempotency_fingerprint', { length: 64 }),
    /** Who sent it (`customer:<id>` or `guest`): a replay answers only the same client. */
    idempotencyOwner: varchar('idempotency_owner', { length: 60 }),
    /** The random key of the order's confirmation page (docs/decisions/033-order-confirmation-link.md). */
    confirmationToken: varchar('confirmation_token', { length: 64 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_customer_idx').on(t.customerId),
    // The back-office list: newest first, or of one status newest first (docs/decisions/008-paged-admin-lists.md).
    index('orders_created_at_idx').on(t.createdAt, t.id),
    index('orders_status_created_at_idx').on(t.status, t.createdAt),
    // Search by any part of the name, email or phone (pg_trgm).
    index('orders_customer_name_trgm_idx').using('gin', t.customerName.op('gin_trgm_ops')),
    index('orders_customer_email_trgm_idx').using('gin', t.customerEmail.op('gin_trgm_ops')),
    index('orders_customer_phone_trgm_idx').using('gin', t.customerPhone.op('gin_trgm_ops')),
    uniqueIndex('orders_idempotency_key_unique').on(t.idempotencyKey),
    uniqueIndex('orders_order_number_unique').on(t.orderNumber),
    uniqueIndex('orders_confirmation_token_unique').on(t.confirmationToken),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    variantId: uuid('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    productName: varchar('product_name', { length: 200 }).notNull(),
    variantSize: varchar('variant_size', { length: 100 }).notNull(),
    /**
     * The names as the shopper read them, in the order's language; null on orders placed in English or
     * before names were kept per language. Staff read the English ones above.
     */
    orderedProductName: varchar('ordered_product_name', { length: 200 }),
    orderedVariantSize: varchar('ordered_variant_size', { length: 100 }),
    quantity: integer('quantity').notNull(),
    unitPrice: money('unit_price').notNull(),
    totalPrice: money('total_price').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('order_items_order_idx').on(t.orderId)],
);

/**
 * Double opt-in (docs/rules/messages.md): a sign-up is 'pending' until its confirmation link is followed,
 * then 'active'; 'unsubscribed' after the unsubscribe link. `isActive` is true exactly when 'active': only
 * active subscribers receive the newsletter.
 */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: varchar('email', { length: 254 }).notNull().unique(),
    isActive: boolean('is_active').notNull().default(false),
    status: varchar('status', { length: 20, enum: ['pending', 'active', 'unsubscribed'] })
      .notNull()
      .default('pending'),
    language: varchar('language', { length: 5 }).notNull().default('en'),
    createdAt: createdAt(),
    /**
     * When the address last signed up, confirmed or unsubscribed: a sign-up never confirmed, or an address
     * unsubscribed, is removed MAIL_RETENTION_DAYS after it (src/server/modules/retention/retention.ts).
     */
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('newsletter_subscribers_status_check', sql`${t.status} in ('pending', 'active', 'unsubscribed')`),
    index('newsletter_subscribers_created_at_idx').on(t.createdAt, t.id),
  ],
);

/** Single-use newsletter confirmation links: only the SHA-256 of the token is stored. */
export const newsletterConfirmationTokens = pgTable(
  'newsletter_confirmation_tokens',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    subscriberId: uuid('subscriber_id')
      .notNull()
      .references(() => newsletterSubscribers.id, { onDelete: 'cascade' }),
    /** The form the sign-up came from and the privacy-notice version it showed, recorded on confirmation. */
    sourceForm: varchar('source_form', { length: 40 }).notNull(),
    noticeVersion: varchar('notice_version', { length: 20 }).notNull(),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('newsletter_confirmation_tokens_subscriber_idx').on(t.subscriberId)],
);

/**
 * Proof of consent (docs/rules/messages.md): who agreed to what, from which form, under which privacy
 * notice version, from which client address and when; withdrawing sets `withdrawnAt`, the record stays.
 */
export const consentRecords = pgTable(
  'consent_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: varchar('kind', { length: 20, enum: ['newsletter', 'marketing', 'back-in-stock'] }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    sourceForm: varchar('source_form', { length: 40 }).notNull(),
    noticeVersion: varchar('notice_version', { length: 20 }).notNull(),
    clientAddress: varchar('client_address', { length: 64 }),
    givenAt: timestamp('given_at', { withTimezone: true }).notNull().defaultNow(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [
    check('consent_records_kind_check', sql`${t.kind} in ('newsletter', 'marketing', 'back-in-stock')`),
    index('consent_records_email_idx').on(sql`lower(${t.email})`),
    index('consent_records_customer_idx').on(t.customerId),
  ],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: varchar('name', { length: 200 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    phone: varchar('phone', { length: 40 }),
    message: text('message').notNull(),
    isRead: boolean('is_read').notNull().default(false),
    adminResponse: text('admin_response'),
    language: varchar('language', { length: 5 }).notNull().default('en'),
    createdAt: createdAt(),
  },
  (t) => [
    index('contact_messages_created_at_idx').on(t.createdAt, t.id),
    index('contact_messages_read_created_at_idx').on(t.isRead, t.createdAt),
  ],
);

export const customBeerRequests = pgTable(
  'custom_beer_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: varchar('name', { length: 200 }),
    email: varchar('email', { length: 254 }).notNull(),
    phone: varchar('phone', { length: 40 }),
    occasion: jsonb('occasion').notNull(),
    quantity: integer('quantity').notNull().default(1),
    budgetPerKegMYR: integer('budget_per_keg_myr').notNull().default(600),
    sliders: jsonb('sliders'),
    aromas: jsonb('aromas'),
    styles: jsonb('styles'),
    dietary: jsonb('dietary'),
    packaging: varchar('packaging', { length: 100 }).notNull().default('20L keg'),
    timeline: varchar('timeline', { length: 100 }).notNull().default('4–6 weeks'),
    delivery: varchar('delivery', { length: 200 }).notNull().default('Self-pickup (Klang Valley)'),
    notes: text('notes'),
    summaryText: text('summary_text'),
    language: varchar('language', { length: 5 }).notNull().default('en'),
    ipAddress: varchar('ip_address', { length: 64 }),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [index('custom_beer_requests_created_at_idx').on(t.createdAt, t.id)],
);

/** Daily page-view counts per path and language (no personal data). */
export const pageViews = pgTable(
  'page_views',
  {
    day: date('day').notNull(),
    path: varchar('path', { length: 200 }).notNull(),
    language: varchar('language', { length: 5 }).notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.path, t.language] })],
);

/** Outgoing email, written in the same transaction as what causes it and sent in the background. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: varchar('kind', { length: 50 }).notNull(),
    recipient: varchar('recipient', { length: 254 }).notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    replyTo: varchar('reply_to', { length: 254 }),
    /** Extra headers such as List-Unsubscribe. */
    headers: jsonb('headers').$type<Record<string, string>>(),
    status: varchar('status', { length: 20 }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt)],
);

/** Failed sign-in attempts, for the per-account lockout. */
/**
 * Rate-limit counters shared by every server process: one row per limited thing (a hashed key such as
 * "orders:address:<hash>"), counting hits until the window ends. Rows past their window are swept.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: varchar('key', { length: 120 }).primaryKey(),
    hits: integer('hits').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_reset_at_idx').on(t.resetAt)],
);

/**
 * A shopper waiting for a sold-out or coming size (docs/decisions/026-releases-and-stock-alerts.md):
 * pending until the mailed link (only its SHA-256 stored) is followed, then waiting until the one mail
 * saying the size is back, stamped `notifiedAt` in the transaction that queues it.
 */
export const backInStockRequests = pgTable(
  'back_in_stock_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    variantId: uuid('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    email: varchar('email', { length: 254 }).notNull(),
    language: varchar('language', { length: 5 }).notNull().default('en'),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    noticeVersion: varchar('notice_version', { length: 20 }).notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).unique('back_in_stock_requests_token_hash_unique'),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('back_in_stock_requests_variant_email_unique').on(t.variantId, t.email),
    index('back_in_stock_requests_waiting_idx')
      .on(t.variantId)
      .where(sql`${t.confirmedAt} is not null and ${t.notifiedAt} is null`),
    index('back_in_stock_requests_email_idx').on(sql`lower(${t.email})`),
  ],
);

/** When each periodic job last started on any server, so with several servers it runs once a period. */
export const jobRuns = pgTable('job_runs', {
  name: varchar('name', { length: 60 }).primaryKey(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
});

/** Single-use signed upload URLs that have been redeemed. */
export const usedUploadTokens = pgTable('used_upload_tokens', {
  tokenId: varchar('token_id', { length: 64 }).primaryKey(),
  usedAt: createdAt(),
});

/** The brewery's business profile: a single row (id 1), edited by staff on the settings screen. */
export const businessProfile = pgTable(
  'business_profile',
  {
    id: smallint('id').primaryKey().default(1),
    profile: jsonb('profile').$type<BusinessProfile>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [check('business_profile_single_row', sql`${t.id} = 1`)],
);

/** Password-reset links: only a hash of the token is kept; a link works once and for 30 minutes. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    /** 'customer' or 'staff'. */
    accountKind: varchar('account_kind', { length: 20 }).notNull(),
    accountId: uuid('account_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_tokens_account_idx').on(t.accountKind, t.accountId)],
);

/**
 * The audit trail: one row per staff change or staff sign-in attempt, written in the change's own
 * transaction (src/server/modules/audit/). `changes` holds the changed fields only, before and after;
 * never a password, hash or token. Rows older than AUDIT_RETENTION_DAYS are removed by the retention sweep.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    createdAt: createdAt(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The staff member's email at the time, kept when the account is gone. */
    actorEmail: varchar('actor_email', { length: 254 }),
    action: varchar('action', { length: 40 }).notNull(),
    entityType: varchar('entity_type', { length: 20 }).notNull(),
    entityId: varchar('entity_id', { length: 100 }),
    entityLabel: varchar('entity_label', { length: 300 }),
    changes: jsonb('changes')
      .$type<{ before: Record<string, unknown>; after: Record<string, unknown> }>()
      .notNull(),
  },
  (t) => [
    index('audit_events_created_at_idx').on(t.createdAt, t.id),
    index('audit_events_actor_idx').on(t.actorId, t.createdAt),
    index('audit_events_entity_type_idx').on(t.entityType, t.createdAt),
    index('audit_events_entity_label_trgm_idx').using('gin', t.entityLabel.op('gin_trgm_ops')),
  ],
);

/**
 * Email verification links: only a hash of the token is kept, with the address it was mailed to; a link
 * works once, for EMAIL_VERIFICATION_LINK_HOURS, and only while the account still has that address.
 */
export const emailVerificationTokens = pgTable(
  'email_verification_tokens',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    email: varchar('email', { length: 254 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('email_verification_tokens_customer_idx').on(t.customerId)],
);
