import type { Page } from '@playwright/test';
import { expect } from './expect.ts';

type Variant = { id: string; price: string };

/**
 * Places an order of one line through the API, as the order form would send it (prices as the shop shows
 * them, the customer's age declared), and returns the placed order's id.
 */
export async function placeOrderByApi(
  page: Page,
  line: { productId: string; variant: Variant; quantity: number },
  customer: Record<string, unknown>,
): Promise<string> {
  const total = (Number(line.variant.price) * line.quantity).toFixed(2);
  const placed = await page.request.post('/api/orders', {
    data: {
      deliveryOption: 'pickup',
      kegDispenserRental: false,
      kegDispenserQuantity: 0,
      kegDispenserCost: '0.00',
      ageDeclaration: true,
      totalAmount: total,
      items: [
        {
          productId: line.productId,
          variantId: line.variant.id,
          quantity: line.quantity,
          unitPrice: line.variant.price,
          totalPrice: total,
        },
      ],
      ...customer,
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return ((await placed.json()) as { order: { id: string } }).order.id;
}
