// Turns the cart and the checkout form into the order API's payload. Money is counted in sen so the
// echoed totals match the server's to the sen.
import type { Language } from '../../../shared/config.ts';
import { senToDecimal } from '../../../shared/money.ts';
import { isKegSize, kegRentalCostSen } from '../../../shared/order-rules.ts';
import type { CheckoutFormInput, OrderSubmission, StalePricesBody } from '../../../shared/schemas/orders.ts';
import { apiErrorSchema } from '../../../shared/schemas/responses.ts';
import { stockShortageSchema, type StockShortage } from '../../../shared/schemas/stock.ts';
import { readApiError } from '../../lib/data/api-error.ts';

export type PayloadLine = {
  productId: string;
  variantId: string;
  name: string;
  size: string;
  price: number;
  quantity: number;
};

export const priceSen = (price: number): number => Math.round(price * 100);
export const lineSen = (line: Pick<PayloadLine, 'price' | 'quantity'>): number =>
  priceSen(line.price) * line.quantity;
export const itemTotalSen = (lines: readonly PayloadLine[]): number =>
  lines.reduce((sum, l) => sum + lineSen(l), 0);
export const hasKegItem = (lines: readonly Pick<PayloadLine, 'size'>[]): boolean =>
  lines.some((l) => isKegSize(l.size));

export function buildOrderPayload(
  form: CheckoutFormInput,
  lines: readonly PayloadLine[],
  language: Language,
): OrderSubmission {
  const keg = form.kegDispenserRental && hasKegItem(lines);
  const delivery = form.deliveryOption === 'delivery';
  return {
    customerName: form.customerName.trim(),
    customerEmail: form.customerEmail.trim(),
    customerPhone: form.customerPhone?.trim() || null,
    deliveryOption: form.deliveryOption,
    deliveryAddress: delivery ? form.deliveryAddress?.trim() || null : null,
    kegDispenserRental: keg,
    kegDispenserQuantity: keg ? 1 : 0,
    kegDispenserCost: senToDecimal(kegRentalCostSen(keg)),
    notes: form.notes?.trim() || null,
    registrationChoice: form.registrationChoice,
    language,
    // The site's gates show nothing of the shop, the checkout included, before the age question is answered yes.
    ageDeclaration: true,
    totalAmount: senToDecimal(itemTotalSen(lines) + kegRentalCostSen(keg)),
    items: lines.map((l) => ({
      productId: l.productId,
      variantId: l.variantId,
      quantity: l.quantity,
      unitPrice: senToDecimal(priceSen(l.price)),
      totalPrice: senToDecimal(lineSen(l)),
    })),
  };
}

export function stalePrices(error: unknown): StalePricesBody | null {
  const parsed = readApiError(error);
  if (parsed?.status !== 409 || typeof parsed.body !== 'object' || parsed.body === null) return null;
  const body = parsed.body as Partial<StalePricesBody>;
  return Array.isArray(body.currentPrices) ? (body as StalePricesBody) : null;
}

/** The order asked for more of a size than is left: the server's message, in the shopper's language. */
export function stockShortage(error: unknown): { message: string; shortage: StockShortage } | null {
  const parsed = readApiError(error);
  if (parsed?.status !== 409) return null;
  const body = stockShortageSchema.and(apiErrorSchema).safeParse(parsed.body);
  return body.success ? { message: body.data.message, shortage: body.data.shortage } : null;
}
