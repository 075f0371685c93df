// Test-only: a tiny catalogue with prices that sit right on the order rules' edges, and payload builders.
import { senToDecimal, toSen } from '../../../shared/money.ts';
import type { OrderSubmission } from '../../../shared/schemas/orders.ts';
import type { Db } from '../../db/client.ts';
import { mailOutbox, products, productVariants } from '../../db/schema.ts';
import { and, eq } from 'drizzle-orm';

export interface FixtureVariant {
  productId: string;
  variantId: string;
  price: string;
}

export interface Fixtures {
  can: FixtureVariant; // 14.00, not a keg
  keg: FixtureVariant; // 690.00, '20L Keg'
  edge: FixtureVariant; // 149.99: one of these is 1 sen short of delivery
  half: FixtureVariant; // 75.00: two of these reach delivery exactly
  inactiveProduct: FixtureVariant;
  inactiveVariant: FixtureVariant;
}

async function addProduct(
  db: Db,
  name: string,
  variants: { size: string; price: string; isActive?: boolean }[],
  isActive = true,
): Promise<FixtureVariant[]> {
  const [product] = await db
    .insert(products)
    .values({ name, category: 'beer', isActive })
    .returning({ id: products.id });
  const rows = await db
    .insert(productVariants)
    .values(
      variants.map((v) => ({
        productId: product!.id,
        size: v.size,
        price: v.price,
        isActive: v.isActive ?? true,
      })),
    )
    .returning({ id: productVariants.id, price: productVariants.price });
  return rows.map((row) => ({ productId: product!.id, variantId: row.id, price: row.price }));
}

export async function seedOrderFixtures(db: Db): Promise<Fixtures> {
  const [can, keg] = await addProduct(db, 'Setapak Lager', [
    { size: '330ML Bottle', price: '14.00' },
    { size: '20L Keg', price: '690.00' },
  ]);
  const [edge] = await addProduct(db, 'Edge Ale', [{ size: '500ML Can', price: '149.99' }]);
  const [half, inactiveVariant] = await addProduct(db, 'Half Stout', [
    { size: '750ML Bottle', price: '75.00' },
    { size: '1L Growler', price: '99.00', isActive: false },
  ]);
  const [inactiveProduct] = await addProduct(
    db,
    'Retired Brew',
    [{ size: '330ML Can', price: '12.00' }],
    false,
  );
  return {
    can: can!,
    keg: keg!,
    edge: edge!,
    half: half!,
    inactiveProduct: inactiveProduct!,
    inactiveVariant: inactiveVariant!,
  };
}

export function line(variant: FixtureVariant, quantity: number) {
  const unitSen = toSen(variant.price);
  return {
    productId: variant.productId,
    variantId: variant.variantId,
    quantity,
    unitPrice: senToDecimal(unitSen),
    totalPrice: senToDecimal(unitSen * quantity),
  };
}

/** A valid guest pickup submission for these lines, with the totals the server will compute. */
export function submission(
  lines: ReturnType<typeof line>[],
  overrides: Partial<OrderSubmission> = {},
): OrderSubmission {
  const itemSen = lines.reduce((sum, l) => sum + toSen(l.totalPrice), 0);
  const keg = overrides.kegDispenserRental === true;
  return {
    customerName: 'Aisyah Rahman',
    customerEmail: 'aisyah@example.my',
    customerPhone: '+60 12-222 3333',
    deliveryOption: 'pickup',
    kegDispenserRental: keg,
    kegDispenserQuantity: keg ? 1 : 0,
    kegDispenserCost: keg ? '50.00' : '0.00',
    registrationChoice: 'skip',
    language: 'en',
    ageDeclaration: true,
    totalAmount: senToDecimal(itemSen + (keg ? 5000 : 0)),
    items: lines,
    ...overrides,
  };
}

/** The first mail of this kind the outbox holds for an address. */
export const mailTo = async (db: Db, email: string, kind: string) =>
  (
    await db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, email), eq(mailOutbox.kind, kind)))
  )[0]!;
