// Stock per size (docs/decisions/025-stock-ledger.md): what staff send to count or adjust a size's stock,
// and the reasons a movement of the stock ledger can carry.
import { z } from 'zod';

/** Why staff change a count: beer brewed, sold over the taproom's counter, spoiled, or a fresh count. */
export const STAFF_STOCK_REASONS = ['brewed', 'sold-at-taproom', 'spoiled', 'counted'] as const;
export type StaffStockReason = (typeof STAFF_STOCK_REASONS)[number];

/** Movements the shop makes itself: an order takes units, its cancellation returns them. */
export const ORDER_STOCK_REASONS = ['order', 'order-cancelled', 'order-reopened', 'untracked'] as const;
export type StockReason = StaffStockReason | (typeof ORDER_STOCK_REASONS)[number];

/** The largest count or adjustment a brewery this size could mean; anything above is a typo. */
export const MAX_STOCK = 100_000;

const reason = z.enum(STAFF_STOCK_REASONS, {
  error: 'Reason must be brewed, sold-at-taproom, spoiled or counted',
});

const wholeUnits = (name: string) =>
  z
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .max(MAX_STOCK, `${name} must be at most ${MAX_STOCK.toLocaleString('en')}`);

/** A new count for the size (`null`: stop counting, the size is always available). */
export const stockCountSchema = z.strictObject({
  count: wholeUnits('Count').min(0, 'Count must be 0 or more').nullable(),
  reason: reason.default('counted'),
});
export type StockCountInput = z.input<typeof stockCountSchema>;

/** Units added (positive) or taken away (negative) from a counted size. */
export const stockAdjustmentSchema = z
  .strictObject({
    change: wholeUnits('Change')
      .min(-MAX_STOCK, `Change must be at least -${MAX_STOCK.toLocaleString('en')}`)
      .refine((value) => value !== 0, 'Change must not be 0'),
    reason,
  })
  .superRefine(({ change, reason }, ctx) => {
    // Brewing adds beer; selling it over the counter or pouring it away takes it.
    const wrongWay =
      (reason === 'brewed' && change < 0) || (reason !== 'brewed' && reason !== 'counted' && change > 0);
    if (wrongWay)
      ctx.addIssue({
        code: 'custom',
        path: ['change'],
        message: reason === 'brewed' ? 'Brewed beer adds units' : 'Beer sold or spoiled takes units away',
      });
  });
export type StockAdjustmentInput = z.input<typeof stockAdjustmentSchema>;

/** A size's stock after a change: the count (null when not counted). */
export const variantStockSchema = z.object({
  variantId: z.string(),
  stock: z.number().int().nullable(),
});
export type VariantStock = z.infer<typeof variantStockSchema>;

/**
 * The 409 an order gets when it asks for more of a size than is left (besides the message in the
 * shopper's language and an issue on each line of that size): which size, and how many are left.
 */
export const stockShortageSchema = z.object({
  shortage: z.object({
    productId: z.string().nullable(),
    variantId: z.string(),
    available: z.number().int(),
  }),
});
export type StockShortage = z.infer<typeof stockShortageSchema>['shortage'];

/**
 * The low-stock threshold of a counted size (docs/decisions/026-releases-and-stock-alerts.md): at or below
 * it the size is on the staff to-do list and in the daily low-stock mail; null: no alert.
 */
export const lowStockAlertSchema = z.strictObject({
  lowStockAt: wholeUnits('Threshold').min(0, 'Threshold must be 0 or more').nullable(),
});
export type LowStockAlertInput = z.infer<typeof lowStockAlertSchema>;

export const variantLowStockSchema = z.object({
  variantId: z.string(),
  lowStockAt: z.number().int().nullable(),
});
export type VariantLowStock = z.infer<typeof variantLowStockSchema>;

/** A counted size at or below its threshold, as the to-do list and the daily mail name it. */
export const lowStockSizeSchema = z.object({
  productId: z.string(),
  variantId: z.string(),
  productName: z.string(),
  size: z.string(),
  stock: z.number().int(),
  lowStockAt: z.number().int(),
});
export type LowStockSize = z.infer<typeof lowStockSizeSchema>;
