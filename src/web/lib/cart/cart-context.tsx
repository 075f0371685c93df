import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useState,
  type ReactNode,
} from 'react';
import { STORAGE_KEYS, readStorage, writeStorage } from '../browser/storage.ts';

/** A cart line (docs/rules/ordering.md): the id combines product, variant and the time it was added; extra fields are kept. */
export type CartItem = {
  id: string;
  productId: string;
  variantId: string;
  name: string;
  size: string;
  price: number;
  imageUrl?: string | null;
  quantity: number;
  [extra: string]: unknown;
};
/** What a page passes to addItem: everything but the generated id and the quantity. */
export type NewCartItem = {
  productId: string;
  variantId: string;
  name: string;
  size: string;
  price: number;
  imageUrl?: string | null;
  [extra: string]: unknown;
};

export function makeCartItemId(productId: string, variantId: string, now: number = Date.now()): string {
  return `${productId}-${variantId}-${now}`;
}

/** docs/rules/ordering.md: the same product and variant adds 1 to the existing line; anything else starts a line at 1. */
export function addCartItem(items: CartItem[], item: NewCartItem, now: number = Date.now()): CartItem[] {
  const existing = items.find((i) => i.productId === item.productId && i.variantId === item.variantId);
  if (existing) return items.map((i) => (i === existing ? { ...i, quantity: i.quantity + 1 } : i));
  return [...items, { ...item, id: makeCartItemId(item.productId, item.variantId, now), quantity: 1 }];
}

function mergeLine(items: CartItem[], line: CartItem): CartItem[] {
  const existing = items.find((i) => i.productId === line.productId && i.variantId === line.variantId);
  if (!existing) return [...items, line];
  return items.map((i) => (i === existing ? { ...i, quantity: i.quantity + line.quantity } : i));
}

export function updateCartQuantity(items: CartItem[], id: string, quantity: number): CartItem[] {
  if (quantity <= 0) return removeCartItem(items, id);
  return items.map((i) => (i.id === id ? { ...i, quantity: Math.floor(quantity) } : i));
}

export function removeCartItem(items: CartItem[], id: string): CartItem[] {
  return items.filter((i) => i.id !== id);
}

export function cartTotalItems(items: CartItem[]): number {
  return items.reduce((sum, i) => sum + i.quantity, 0);
}

/** In sen: each line's price rounded to whole sen, so float drift never shows. */
export function cartTotalSen(items: readonly Pick<CartItem, 'price' | 'quantity'>[]): number {
  return items.reduce((sum, i) => sum + Math.round(i.price * 100) * i.quantity, 0);
}

/** In RM. */
export function cartTotalAmount(items: CartItem[]): number {
  return cartTotalSen(items) / 100;
}

/** A stored cart that does not validate (edited by hand, older format) becomes an empty cart. */
type CartAction =
  | { type: 'add'; item: NewCartItem; now: number }
  | { type: 'quantity'; id: string; quantity: number }
  | { type: 'remove'; id: string }
  | { type: 'clear' }
  | { type: 'retain'; keep: (item: CartItem) => boolean }
  | { type: 'reprice'; prices: ReadonlyMap<string, number> }
  | { type: 'hydrate'; items: CartItem[] };

export function cartReducer(items: CartItem[], action: CartAction): CartItem[] {
  switch (action.type) {
    case 'add':
      return addCartItem(items, action.item, action.now);
    case 'quantity':
      return updateCartQuantity(items, action.id, action.quantity);
    case 'remove':
      return removeCartItem(items, action.id);
    case 'clear':
      return [];
    case 'retain': {
      const kept = items.filter(action.keep);
      return kept.length === items.length ? items : kept;
    }
    case 'reprice':
      // The order API's current prices (keyed by variant id) replace the ones the cart remembered.
      return items.map((i) => {
        const price = action.prices.get(i.variantId);
        return price === undefined || price === i.price ? i : { ...i, price };
      });
    case 'hydrate':
      // Lines added before the stored cart finished loading are kept on top of it.
      return items.reduce((merged, line) => mergeLine(merged, line), action.items);
  }
}

type CartContextValue = {
  items: CartItem[];
  totalItems: number;
  /** Item total in RM (a number, e.g. 123.5). */
  totalAmount: number;
  addItem: (item: NewCartItem) => void;
  updateQuantity: (id: string, quantity: number) => void;
  removeItem: (id: string) => void;
  clearCart: () => void;
  /** Drops the lines the predicate rejects (e.g. products or sizes no longer sold). */
  retainItems: (keep: (item: CartItem) => boolean) => void;
  /** Sets the current price (RM) of each variant id given, e.g. after the order API reported stale prices. */
  updatePrices: (prices: ReadonlyMap<string, number>) => void;
  isOpen: boolean;
  openCart: () => void;
  closeCart: () => void;
  setOpen: (open: boolean) => void;
  /** The checkout dialog 'Complete Your Order', opened from the cart drawer. */
  isCheckoutOpen: boolean;
  openCheckout: () => void;
  closeCheckout: () => void;
};

const CartContext = createContext<CartContextValue | null>(null);

export function CartProvider({ children }: { children: ReactNode }) {
  const [items, dispatch] = useReducer(cartReducer, []);
  const [hydrated, setHydrated] = useState(false);
  const [isOpen, setOpen] = useState(false);
  const [isCheckoutOpen, setCheckoutOpen] = useState(false);

  // The stored cart is validated with zod, loaded as its own chunk to keep zod out of the first load.
  // It arrives as a transition: an urgent update here would make React hydrate the whole server-rendered
  // page in one task to show it (docs/decisions/039-no-urgent-update-during-hydration.md).
  useEffect(() => {
    let active = true;
    void import('./cart-storage.ts')
      .then(({ parseStoredCart }) => {
        const stored = parseStoredCart(readStorage(STORAGE_KEYS.cart));
        if (active) startTransition(() => dispatch({ type: 'hydrate', items: stored }));
      })
      .catch((error: unknown) => console.warn('Could not restore the cart', error))
      .finally(() => {
        if (active) startTransition(() => setHydrated(true));
      });
    return () => {
      active = false;
    };
  }, []);

  useEffect(() => {
    // Until the stored cart is read back, writing would erase it.
    if (hydrated) writeStorage(STORAGE_KEYS.cart, JSON.stringify(items));
  }, [items, hydrated]);

  const addItem = useCallback((item: NewCartItem) => dispatch({ type: 'add', item, now: Date.now() }), []);
  const updateQuantity = useCallback(
    (id: string, quantity: number) => dispatch({ type: 'quantity', id, quantity }),
    [],
  );
  const removeItem = useCallback((id: string) => dispatch({ type: 'remove', id }), []);
  const clearCart = useCallback(() => dispatch({ type: 'clear' }), []);
  const retainItems = useCallback(
    (keep: (item: CartItem) => boolean) => dispatch({ type: 'retain', keep }),
    [],
  );
  const updatePrices = useCallback(
    (prices: ReadonlyMap<string, number>) => dispatch({ type: 'reprice', prices }),
    [],
  );
  const openCheckout = useCallback(() => setCheckoutOpen(true), []);
  const closeCheckout = useCallback(() => setCheckoutOpen(false), []);
  const openCart = useCallback(() => setOpen(true), []);
  const closeCart = useCallback(() => setOpen(false), []);

  const value = useMemo<CartContextValue>(
    () => ({
      items,
      totalItems: cartTotalItems(items),
      totalAmount: cartTotalAmount(items),
      addItem,
      updateQuantity,
      removeItem,
      clearCart,
      retainItems,
      updatePrices,
      isOpen,
      openCart,
      closeCart,
      setOpen,
      isCheckoutOpen,
      openCheckout,
      closeCheckout,
    }),
    [
      items,
      isOpen,
      isCheckoutOpen,
      addItem,
      updateQuantity,
      removeItem,
      clearCart,
      retainItems,
      updatePrices,
      openCart,
      closeCart,
      openCheckout,
      closeCheckout,
    ],
  );
  return <CartContext value={value}>{children}</CartContext>;
}

export function useCart(): CartContextValue {
  const context = useContext(CartContext);
  if (!context) throw new Error('useCart must be used within a CartProvider');
  return context;
}
