import type { CartItem } from './cart-context.tsx';

// The stored cart is read on every page, so it is checked by hand here rather than with a schema library
// that would join the first load. Extra fields (older formats) are kept; anything malformed empties it.

const isText = (value: unknown): value is string => typeof value === 'string';

function isCartItem(value: unknown): value is CartItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    isText(item.id) &&
    isText(item.productId) &&
    isText(item.variantId) &&
    isText(item.name) &&
    isText(item.size) &&
    typeof item.price === 'number' &&
    Number.isFinite(item.price) &&
    item.price >= 0 &&
    (item.imageUrl === undefined || item.imageUrl === null || isText(item.imageUrl)) &&
    Number.isSafeInteger(item.quantity) &&
    (item.quantity as number) > 0
  );
}

/** A stored cart that does not validate (edited by hand, older format) becomes an empty cart. */
export function parseStoredCart(raw: string | null): CartItem[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) && parsed.every(isCartItem) ? parsed : [];
  } catch {
    return [];
  }
}
