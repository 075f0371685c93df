// Renders a screen as the shop shows it (docs/architecture.md, "Screen tests"): the English texts from the
// real locale files, a query client that does not retry, a router in memory, the cart store (filled the
// way a returning visitor's is, from storage) and the notifications. The network is fake-api.ts.
import { createRef, useLayoutEffect, type ReactElement, type RefObject } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, render, screen, waitFor } from '@testing-library/react';
import { PointerEventsCheckLevel, userEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import { ensureTexts, type TextGroup } from '../app/i18n.ts';
import { LazyToaster } from '../components/ui/lazy-toaster.tsx';
import { dismissToast } from '../components/ui/use-toast.ts';
import { CartProvider, useCart, type CartItem } from '../lib/cart/cart-context.tsx';
import { STORAGE_KEYS, writeStorage } from '../lib/browser/storage.ts';
import '@testing-library/jest-dom/vitest';

type Cart = ReturnType<typeof useCart>;

export type ScreenOptions = {
  /** The parts of the site's texts the screen shows besides the shell's (src/web/app/text-groups.ts). */
  texts?: TextGroup[];
  /** The page the router starts on. */
  route?: string;
  /** The cart the visitor comes back with. */
  cart?: CartItem[];
};

/** The cart as the screen sees it now: for checking what it holds after a person acted. */
function CartProbe({ cartRef }: { cartRef: RefObject<Cart | null> }) {
  const cart = useCart();
  useLayoutEffect(() => {
    cartRef.current = cart;
  });
  return null;
}

export async function renderScreen(
  ui: ReactElement,
  { texts = [], route = '/', cart = [] }: ScreenOptions = {},
) {
  await ensureTexts('en', ['shell', ...texts]);
  writeStorage(STORAGE_KEYS.cart, JSON.stringify(cart));
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const probe = createRef<Cart>();
  // No pause between key presses: the screens react to each one the same way, only sooner. Whether a
  // control takes the pointer (`pointer-events`) is checked once per action rather than per event.
  // A person can pick any file in the system dialog, whatever the input accepts.
  const user = userEvent.setup({
    delay: null,
    pointerEventsCheck: PointerEventsCheckLevel.EachApiCall,
    applyAccept: false,
  });
  /** Types a value into a field as one paste: one input event instead of one per character. */
  const fill = async (field: HTMLElement, text: string) => {
    if ((field as HTMLInputElement).value) await user.clear(field);
    await user.click(field);
    await user.paste(text);
  };
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>
        <CartProvider>
          <CartProbe cartRef={probe} />
          {ui}
          <LazyToaster />
        </CartProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const currentCart = (): Cart => {
    if (!probe.current) throw new Error('The cart has not rendered');
    return probe.current;
  };
  // The stored cart is read back after the first render, as on a page load.
  await waitFor(() => {
    if (currentCart().items.length !== cart.length) throw new Error('The stored cart is not read back yet');
  });
  return { ...view, user, fill, cart: currentCart };
}

/** The notification on screen with this title (one shows at a time, docs/rules/interface.md). */
export async function findToast(title: string): Promise<HTMLElement> {
  const heading = await screen.findByText(title);
  const toast = heading.closest('li');
  if (!toast) throw new Error(`"${title}" is not a notification`);
  return toast;
}

/**
 * Each test starts with empty storage, no cached answer, no notification and the real `fetch` back. A screen's first
 * opening loads its lazy parts, which can take over a second on a busy machine: `findBy…` waits up to five.
 */
export function resetScreensBetweenTests(): void {
  configure({ asyncUtilTimeout: 5000 });
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    // A new test is a new page: markup a test wrote into the body itself (the gates' page) goes as well.
    document.body.innerHTML = '';
    dismissToast();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}
