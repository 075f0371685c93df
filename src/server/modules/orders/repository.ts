import { and, eq, inArray, sql } from 'drizzle-orm';
import { shopConfig, type Language } from '../../../shared/config.ts';
import { senToDecimal } from '../../../shared/money.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import {
  customers,
  orderItems,
  orders,
  products,
  productTranslations,
  productVariants,
} from '../../db/schema.ts';
import { localizeSize, sizeTranslationsOf } from '../../../shared/product-text.ts';
import { asOrderViews, itemOrder, orderColumns } from './order-views.ts';
import type { CatalogueVariant, PricedOrder } from './pricing.ts';

/** The sizes an order names, with the product and size names in the order's language beside the English. */
export async function loadCatalogueVariants(
  db: DbOrTx,
  variantIds: string[],
  language: Language,
): Promise<Map<string, CatalogueVariant>> {
  const rows = await db
    .select({
      variantId: productVariants.id,
      productId: productVariants.productId,
      size: productVariants.size,
      sizeMs: productVariants.sizeMs,
      sizeZh: productVariants.sizeZh,
      price: productVariants.price,
      variantActive: productVariants.isActive,
      productName: products.name,
      translatedName: productTranslations.name,
      productActive: products.isActive,
      // The database's clock decides, the same for every server process.
      opensAt:
        sql<Date | null>`case when ${products.releaseAt} > now() then ${products.releaseAt} end`.mapWith(
          products.releaseAt,
        ),
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .leftJoin(
      productTranslations,
      and(eq(productTranslations.productId, products.id), eq(productTranslations.language, language)),
    )
    .where(inArray(productVariants.id, [...new Set(variantIds)]));
  return new Map(
    rows.map(({ sizeMs, sizeZh, translatedName, ...row }) => [
      row.variantId,
      {
        ...row,
        orderedName: language === 'en' ? row.productName : translatedName?.trim() || row.productName,
        orderedSize: localizeSize(row.size, language, sizeTranslationsOf({ sizeMs, sizeZh })),
      },
    ]),
  );
}

export async function findOrderIdByIdempotencyKey(
  db: DbOrTx,
  key: string,
): Promise<{
  id: string;
  fingerprint: string | null;
  owner: string | null;
  confirmationToken: string | null;
} | null> {
  const [row] = await db
    .select({
      id: orders.id,
      fingerprint: orders.idempotencyFingerprint,
      owner: orders.idempotencyOwner,
      confirmationToken: orders.confirmationToken,
    })
    .from(orders)
    .where(eq(orders.idempotencyKey, key));
  return row ?? null;
}

/** An active customer's id, or null: an order never links to a closed or deleted account. */
export async function activeCustomerId(db: DbOrTx, customerId: string | null): Promise<string | null> {
  if (!customerId) return null;
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.id, customerId), eq(customers.isActive, true)));
  return row?.id ?? null;
}

export interface NewOrder {
  customerId: string | null;
  customerName: string;
  customerEmail: string;
  customerPhone: string | null;
  deliveryOption: string;
  deliveryAddress: string | null;
  kegDispenserRental: boolean;
  notes: string | null;
  language: Language;
  idempotencyKey: string | null;
  idempotencyFingerprint: string | null;
  idempotencyOwner: string | null;
  confirmationToken: string;
}

/**
 * Writes the order and its items; runs inside the caller's transaction so both land or neither. Answers
 * the order's row and its items as the views read them (order-views.ts), so nothing reads them back: the
 * items come from their insert, in the views' order, in the same statement.
 */
export async function insertOrder(tx: Tx, order: NewOrder, priced: PricedOrder) {
  const [row] = await tx
    .insert(orders)
    .values({
      ...order,
      ageDeclaredAt: sql`now()`,
      // Pickup orders keep no address even if the form had one typed in before switching.
      deliveryAddress: order.deliveryOption === 'delivery' ? order.deliveryAddress : null,
      totalAmount: senToDecimal(priced.totalSen),
      kegDispenserQuantity: order.kegDispenserRental ? shopConfig.kegRentalQuantity : 0,
      kegDispenserCost: senToDecimal(priced.kegCostSen),
    })
    .returning(orderColumns);
  const orderId = row!.id;
  const written = tx.$with('written').as(
    tx
      .insert(orderItems)
      .values(
        priced.lines.map((line) => ({
          orderId,
          productId: line.productId,
          variantId: line.variantId,
          productName: line.productName,
          variantSize: line.variantSize,
          // Kept only where they differ from the English names staff read.
          orderedProductName: line.orderedName === line.productName ? null : line.orderedName,
          orderedVariantSize: line.orderedSize === line.variantSize ? null : line.orderedSize,
          quantity: line.quantity,
          unitPrice: senToDecimal(line.unitPriceSen),
          totalPrice: senToDecimal(line.totalPriceSen),
        })),
      )
      .returning(),
  );
  const items = await tx
    .with(written)
    .select()
    .from(written)
    .orderBy(...itemOrder(written));
  return asOrderViews([row!], items)[0]!;
}

export async function updateOrder(
  db: DbOrTx,
  orderId: string,
  changes: { status: string; adminNotes: string | null; staffNote: string | null },
): Promise<boolean> {
  const rows = await db
    .update(orders)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(orders.id, orderId))
    .returning({ id: orders.id });
  return rows.length > 0;
}

/** What staff may change on the order, locking its row for the rest of the transaction; null when there is none. */
export async function lockOrderForStaff(
  tx: Tx,
  orderId: string,
): Promise<{ status: string; adminNotes: string | null; staffNote: string | null } | null> {
  const [row] = await tx
    .select({ status: orders.status, adminNotes: orders.adminNotes, staffNote: orders.staffNote })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  return row ?? null;
}
