import * as z from 'zod/mini';
import type { CartItem } from './cart-context.tsx';

// zod/mini: this chunk loads right after the first paint, so it should stay small too.
const cartItemSchema = z.looseObject({
  id: z.string(),
  productId: z.string(),
  variantId: z.string(),
  name: z.string(),
  size: z.string(),
  price: z.number().check(z.nonnegative()),
  imageUrl: z.optional(z.nullable(z.string())),
  quantity: z.number().check(z.int(), z.positive()),
});
const cartSchema = z.array(cartItemSchema);

/** A stored cart that does not validate (edited by hand, older format) becomes an empty cart. */
export function parseStoredCart(raw: string | null): CartItem[] {
  if (!raw) return [];
  try {
    const parsed = cartSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}
