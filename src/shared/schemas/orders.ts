// The order contract (docs/rules/ordering.md).
//
// Prices in a submission are an echo of what the customer saw, never the truth: the server prices every
// line itself. Decisions the design leaves open:
// - a product or variant that does not exist, is inactive, or does not belong to the product is a 400
//   (the cart holds something the shop no longer sells: no refresh can fix that line);
// - any echoed price that differs from the server's (unit price, line total, keg rental cost or order
//   total) is a 409 with the current prices, because the cart is merely stale and can be refreshed.
import { z } from 'zod';
import { LANGUAGES, shopConfig } from '../config.ts';
import { toSen } from '../money.ts';
import { INVALID_PHONE, optionalPhoneField } from '../phone-number.ts';
import { isCommonPassword, PASSWORD_MIN_LENGTH, passwordMessages } from '../passwords.ts';
import { DELIVERY_OPTIONS, MAX_LINE_QUANTITY, ORDER_STATUSES } from '../order-rules.ts';
import { dayParam, pagedSchema, pageQuerySchema, searchParam } from './paging.ts';
import { emailField } from './auth.ts';
import { INVALID_CHARACTERS, multiLine, optionalText, singleLine } from './text.ts';

export const MAX_ORDER_LINES = 50;
export const MAX_IDEMPOTENCY_KEY_LENGTH = 200;
const KEG_QUANTITY = `Keg dispenser quantity must be 0 or ${shopConfig.kegRentalQuantity}`;
export const AGE_DECLARATION_REQUIRED = `Orders are taken only from customers aged ${shopConfig.minimumAge} or older: confirm your age (ageDeclaration must be true)`;
export const REGISTRATION_CHOICES = ['register', 'skip', 'existing'] as const;

/** The English texts; the checkout form passes translated ones. */
export const checkoutMessages = {
  nameRequired: 'Name is required',
  invalidEmail: 'Please enter a valid email',
  deliveryOptionRequired: 'Please select a delivery option',
  addressRequired: 'Delivery address is required for delivery',
  passwordTooShort: 'Password must be at least 6 characters when creating account',
  invalidCharacters: INVALID_CHARACTERS,
  passwordTooCommon: passwordMessages.passwordTooCommon,
  invalidPhone: INVALID_PHONE,
};
export type CheckoutMessages = typeof checkoutMessages;

/** A money echo: "12.50" or 12.5, read into integer sen. */
const moneyEcho = z
  .union([
    z
      .string()
      .trim()
      .regex(/^\d{1,8}(\.\d{1,2})?$/, 'Must be an amount like 12.50'),
    z.number().nonnegative('Must not be negative').max(99_999_999, 'Amount is too large'),
  ])
  .transform((value) => toSen(value));

export const orderItemInputSchema = z.strictObject({
  productId: z.uuid('Unknown product'),
  variantId: z.uuid('Unknown product size'),
  quantity: z
    .number('Quantity must be a whole number')
    .int('Quantity must be a whole number')
    .min(1, 'Quantity must be at least 1')
    .max(MAX_LINE_QUANTITY, `Quantity must be at most ${MAX_LINE_QUANTITY}`),
  unitPrice: moneyEcho,
  totalPrice: moneyEcho,
});

const customerFields = (m: CheckoutMessages) => ({
  customerName: singleLine(m.nameRequired, m.invalidCharacters)
    .trim()
    .min(1, m.nameRequired)
    .max(200, 'Name is too long'),
  customerEmail: z.string(m.invalidEmail).pipe(emailField(m.invalidEmail)),
  customerPhone: optionalPhoneField(m.invalidPhone),
  deliveryAddress: optionalText(1000, { text: multiLine, invalid: m.invalidCharacters }),
  notes: optionalText(2000, { text: multiLine, invalid: m.invalidCharacters }),
  deliveryOption: z.enum(DELIVERY_OPTIONS, m.deliveryOptionRequired),
});

function requireAddressForDelivery(
  value: { deliveryOption: string; deliveryAddress: string | null },
  ctx: z.RefinementCtx,
  message: string,
): void {
  if (value.deliveryOption === 'delivery' && !value.deliveryAddress) {
    ctx.addIssue({ code: 'custom', path: ['deliveryAddress'], message });
  }
}

export const orderSubmissionSchema = z
  .strictObject({
    ...customerFields(checkoutMessages),
    kegDispenserRental: z.boolean('kegDispenserRental must be true or false').default(false),
    kegDispenserQuantity: z
      .number(KEG_QUANTITY)
      .int(KEG_QUANTITY)
      .min(0, KEG_QUANTITY)
      .max(shopConfig.kegRentalQuantity, KEG_QUANTITY)
      .optional(),
    kegDispenserCost: moneyEcho.optional(),
    registrationChoice: z.enum(REGISTRATION_CHOICES).optional(),
    // Part of the submission shape the web app sends; registration goes through /api/customer/register, so
    // it is never read here.
    newCustomerPassword: singleLine().max(200).optional(),
    language: z.enum(LANGUAGES).default('en'),
    /** The customer's own statement, sent once the age gate is passed; the server records when it came. */
    ageDeclaration: z.literal(true, AGE_DECLARATION_REQUIRED),
    totalAmount: moneyEcho,
    items: z
      .array(orderItemInputSchema, 'Items are required')
      .min(1, 'Your cart is empty')
      .max(MAX_ORDER_LINES, `An order can have at most ${MAX_ORDER_LINES} lines`),
  })
  .superRefine((value, ctx) => {
    requireAddressForDelivery(value, ctx, checkoutMessages.addressRequired);
    const expected = value.kegDispenserRental ? shopConfig.kegRentalQuantity : 0;
    if (value.kegDispenserQuantity !== undefined && value.kegDispenserQuantity !== expected) {
      ctx.addIssue({
        code: 'custom',
        path: ['kegDispenserQuantity'],
        message: `Keg dispenser quantity must be ${expected}`,
      });
    }
  });
/** What the client sends (money as strings). */
export type OrderSubmission = z.input<typeof orderSubmissionSchema>;
/** What the server reads (money in sen). */
export type ParsedOrderSubmission = z.output<typeof orderSubmissionSchema>;

export const idempotencyHeadersSchema = z.looseObject({
  'idempotency-key': singleLine()
    .trim()
    .min(1, 'Idempotency-Key must not be empty')
    .max(
      MAX_IDEMPOTENCY_KEY_LENGTH,
      `Idempotency-Key must be at most ${MAX_IDEMPOTENCY_KEY_LENGTH} characters`,
    )
    .optional(),
});

/** The checkout dialog's own form (docs/rules/ordering.md); the cart supplies the items and totals. */
export function checkoutFormSchema(m: CheckoutMessages = checkoutMessages) {
  return z
    .object({
      ...customerFields(m),
      registrationChoice: z.enum(REGISTRATION_CHOICES),
      newCustomerPassword: singleLine().max(200),
      kegDispenserRental: z.boolean(),
    })
    .superRefine((value, ctx) => {
      requireAddressForDelivery(value, ctx, m.addressRequired);
      if (value.registrationChoice !== 'register') return;
      const password = value.newCustomerPassword;
      if (password.length < PASSWORD_MIN_LENGTH) {
        ctx.addIssue({ code: 'custom', path: ['newCustomerPassword'], message: m.passwordTooShort });
      } else if (isCommonPassword(password)) {
        ctx.addIssue({ code: 'custom', path: ['newCustomerPassword'], message: m.passwordTooCommon });
      }
    });
}
export type CheckoutFormInput = z.input<ReturnType<typeof checkoutFormSchema>>;

export const orderItemViewSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  productId: z.string().nullable(),
  variantId: z.string().nullable(),
  /** The English names staff read. */
  productName: z.string(),
  variantSize: z.string(),
  /** The names as the customer read them when ordering, in the order's language. */
  orderedName: z.string(),
  orderedSize: z.string(),
  quantity: z.number(),
  unitPrice: z.string(),
  totalPrice: z.string(),
  createdAt: z.string(),
});
export type OrderItemView = z.infer<typeof orderItemViewSchema>;

export const orderViewSchema = z.object({
  id: z.string(),
  reference: z.string(),
  /** The human order number, e.g. TR-1042. */
  orderNumber: z.string(),
  customerId: z.string().nullable(),
  customerName: z.string(),
  customerEmail: z.string(),
  customerPhone: z.string().nullable(),
  status: z.string(),
  totalAmount: z.string(),
  deliveryOption: z.string(),
  deliveryAddress: z.string().nullable(),
  kegDispenserRental: z.boolean(),
  kegDispenserQuantity: z.number(),
  kegDispenserCost: z.string(),
  notes: z.string().nullable(),
  adminNotes: z.string().nullable(),
  language: z.string(),
  /** When the customer declared being of drinking age; null only for orders from before it was asked. */
  ageDeclaredAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  items: z.array(orderItemViewSchema),
});
export type OrderView = z.infer<typeof orderViewSchema>;

/** An order as staff read it: with their private note, which no customer-facing answer carries. */
export const adminOrderViewSchema = orderViewSchema.extend({ staffNote: z.string().nullable() });
export type AdminOrderView = z.infer<typeof adminOrderViewSchema>;

export const placedOrderSchema = z.object({
  order: orderViewSchema,
  reference: z.string(),
  orderNumber: z.string(),
  /**
   * The order's confirmation page, relative to the site: the link the acknowledgement mail carries too.
   * Null only when a retried submit answers an order placed before the shop had these pages.
   */
  confirmationPath: z.string().nullable(),
});
export type PlacedOrder = z.infer<typeof placedOrderSchema>;

/** The 409 answer when the cart's prices are stale. */
export type StalePricesBody = {
  message: string;
  currentPrices: { productId: string; variantId: string; unitPrice: string }[];
  totalAmount: string;
};

export const orderIdParamsSchema = z.object({ id: z.uuid('Invalid order id') });

export const MESSAGE_REQUIRED_TO_SEND = 'Write the message to the customer before sending it';

const orderStatusField = z.enum(ORDER_STATUSES, 'Status must be pending, confirmed, completed or cancelled');
/** The brewery's message to the customer (the API's adminNotes): shown in their order history. */
const messageField = optionalText(2000, { text: multiLine });

/**
 * A staff update: status, the message to the customer, the private staff note (docs/rules/ordering.md,
 * "Notes on an order"). The message is mailed only when `sendMessage` is true; a changed status always is.
 */
export const orderUpdateSchema = z
  .strictObject({
    status: orderStatusField,
    adminNotes: messageField,
    staffNote: optionalText(2000, { text: multiLine }),
    sendMessage: z.boolean('sendMessage must be true or false').default(false),
  })
  .refine((update) => !update.sendMessage || update.adminNotes, {
    message: MESSAGE_REQUIRED_TO_SEND,
    path: ['adminNotes'],
  });
export type OrderUpdate = z.input<typeof orderUpdateSchema>;
export type ParsedOrderUpdate = z.output<typeof orderUpdateSchema>;

/** POST /api/admin/orders/{id}/mail-preview: the mail an update would send, in the customer's language. */
export const orderMailPreviewRequestSchema = z.strictObject({
  status: orderStatusField,
  adminNotes: messageField,
  sendMessage: z.boolean('sendMessage must be true or false').default(false),
});
export type OrderMailPreviewRequest = z.input<typeof orderMailPreviewRequestSchema>;
export type ParsedOrderMailPreviewRequest = z.output<typeof orderMailPreviewRequestSchema>;

export const orderMailPreviewSchema = z.object({
  /** Null when the update would mail nothing (status unchanged and no message sent). */
  mail: z.object({ language: z.string(), to: z.string(), subject: z.string(), text: z.string() }).nullable(),
});
export type OrderMailPreview = z.infer<typeof orderMailPreviewSchema>;

/** GET /api/admin/orders: one page of orders (page 1 of 25 by default), filtered, searched and sorted. */
export const adminOrderListQuerySchema = pageQuerySchema
  .extend({
    status: z.enum(ORDER_STATUSES, 'status must be pending, confirmed, completed or cancelled').optional(),
    from: dayParam('from').optional(),
    to: dayParam('to').optional(),
    q: searchParam,
    sort: z.enum(['newest', 'oldest', 'total'], 'sort must be newest, oldest or total').default('newest'),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'from must not be after to',
    path: ['from'],
  });
export type AdminOrderListQuery = z.infer<typeof adminOrderListQuerySchema>;

export const pagedOrdersSchema = pagedSchema(adminOrderViewSchema);

/** GET /api/admin/orders/summary: the order counts per status and the completed revenue (RM, 2 decimals). */
export const adminOrderSummarySchema = z.object({
  total: z.number().int(),
  pending: z.number().int(),
  confirmed: z.number().int(),
  completed: z.number().int(),
  cancelled: z.number().int(),
  revenue: z.string(),
});
export type AdminOrderSummary = z.infer<typeof adminOrderSummarySchema>;
