// Prices an order from the catalogue as it is now. Pure: the caller loads the variants, this decides.
import { senToDecimal, toSen } from '../../../shared/money.ts';
import { deliveryRefusal } from '../../../shared/delivery/delivery-rules.ts';
import { isKegSize, kegRentalCostSen } from '../../../shared/order-rules.ts';
import type { ParsedOrderSubmission, StalePricesBody } from '../../../shared/schemas/orders.ts';
import { HttpError, type FieldIssue } from '../../http-error.ts';
import { deliveryRefusalMessage } from './delivery-messages.ts';

export interface CatalogueVariant {
  variantId: string;
  productId: string;
  size: string;
  price: string;
  variantActive: boolean;
  productName: string;
  productActive: boolean;
  /** The product's release time while it is still ahead; null once it can be ordered. */
  opensAt: Date | null;
  /** The product's and the size's names in the order's language (the English ones when not translated). */
  orderedName: string;
  orderedSize: string;
}

export interface PricedLine {
  productId: string;
  variantId: string;
  productName: string;
  variantSize: string;
  orderedName: string;
  orderedSize: string;
  quantity: number;
  unitPriceSen: number;
  totalPriceSen: number;
}

export interface PricedOrder {
  lines: PricedLine[];
  itemTotalSen: number;
  kegCostSen: number;
  totalSen: number;
}

const UNAVAILABLE = 'This product is no longer available';

export function priceOrder(
  input: ParsedOrderSubmission,
  catalogue: ReadonlyMap<string, CatalogueVariant>,
): PricedOrder {
  const issues: FieldIssue[] = [];
  const lines: PricedLine[] = [];
  input.items.forEach((item, i) => {
    const variant = catalogue.get(item.variantId);
    if (!variant || variant.productId !== item.productId) {
      issues.push({ path: `items.${i}.variantId`, message: 'This product size does not exist' });
      return;
    }
    if (!variant.productActive || !variant.variantActive) {
      issues.push({ path: `items.${i}.variantId`, message: UNAVAILABLE });
      return;
    }
    const unitPriceSen = toSen(variant.price);
    lines.push({
      productId: variant.productId,
      variantId: variant.variantId,
      productName: variant.productName,
      variantSize: variant.size,
      orderedName: variant.orderedName,
      orderedSize: variant.orderedSize,
      quantity: item.quantity,
      unitPriceSen,
      totalPriceSen: unitPriceSen * item.quantity,
    });
  });
  if (issues.length) throw new HttpError(400, issues[0]!.message, { issues });

  const itemTotalSen = lines.reduce((sum, line) => sum + line.totalPriceSen, 0);
  if (input.deliveryOption === 'delivery') assertDeliverable(input, lines, itemTotalSen);
  if (input.kegDispenserRental && !lines.some((line) => isKegSize(line.variantSize))) {
    const message = 'Keg dispenser rental is only available with a keg';
    throw new HttpError(400, message, { issues: [{ path: 'kegDispenserRental', message }] });
  }
  const kegCostSen = kegRentalCostSen(input.kegDispenserRental);
  const priced = { lines, itemTotalSen, kegCostSen, totalSen: itemTotalSen + kegCostSen };
  assertEchoMatches(input, priced);
  return priced;
}

/** Home delivery by the shop's rules (src/shared/delivery): refused in the order's language, naming the field. */
function assertDeliverable(input: ParsedOrderSubmission, lines: PricedLine[], itemTotalSen: number): void {
  const address = input.deliveryAddress ?? '';
  const sizes = lines.map((line) => line.variantSize);
  const refusal = deliveryRefusal({ itemTotalSen, sizes, address });
  if (!refusal) return;
  const message = deliveryRefusalMessage(input.language, refusal, address);
  const path = refusal === 'below-minimum' ? 'deliveryOption' : 'deliveryAddress';
  throw new HttpError(400, message, { issues: [{ path, message }] });
}

/** The client's prices must equal ours; otherwise its cart is stale and gets the current prices. */
function assertEchoMatches(input: ParsedOrderSubmission, priced: PricedOrder): void {
  const linesMatch = input.items.every((item, i) => {
    const line = priced.lines[i]!;
    return item.unitPrice === line.unitPriceSen && item.totalPrice === line.totalPriceSen;
  });
  const kegMatches = input.kegDispenserCost === undefined || input.kegDispenserCost === priced.kegCostSen;
  if (linesMatch && kegMatches && input.totalAmount === priced.totalSen) return;
  const body: Omit<StalePricesBody, 'message'> = {
    currentPrices: priced.lines.map((line) => ({
      productId: line.productId,
      variantId: line.variantId,
      unitPrice: senToDecimal(line.unitPriceSen),
    })),
    totalAmount: senToDecimal(priced.totalSen),
  };
  throw new HttpError(
    409,
    'Prices have changed since these items were added to your cart. Please review your order.',
    {
      details: body,
    },
  );
}
