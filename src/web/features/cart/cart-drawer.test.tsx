// @vitest-environment happy-dom
// The cart drawer as a shopper uses it: opened from the header's cart button, with the lines, totals and
// the free-delivery hint it shows, and what its buttons do.
import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { CartButton } from '../../app/cart-button.tsx';
import { CartDrawerSlot } from '../../app/cart-drawer-slot.tsx';
import type { CartItem } from '../../lib/cart/cart-context.tsx';
import { fakeApi, json } from '../../test-support/fake-api.ts';
import { renderScreen, resetScreensBetweenTests } from '../../test-support/render-screen.tsx';
import { cartLine, product, variant } from '../../test-support/shop-fixtures.ts';

resetScreensBetweenTests();

const pint = variant({ id: 'v-pint', productId: 'p-ale', size: '330ml Bottle', price: '18.50' });
const keg = variant({ id: 'v-keg', productId: 'p-ale', size: '20L Keg', price: '420.00' });
const ale = product({ id: 'p-ale', name: 'Klang Valley Pale Ale', variants: [pint, keg] });

async function openCart(cart: CartItem[], catalogue = [ale]) {
  fakeApi({ 'GET /api/products': json(200, catalogue) });
  const view = await renderScreen(
    <>
      <CartButton />
      <CartDrawerSlot />
    </>,
    { texts: ['cart'], cart },
  );
  await view.user.click(screen.getByRole('button', { name: /cart/i }));
  const drawer = await screen.findByRole('dialog', { name: 'Your Cart' });
  return { ...view, drawer };
}

test('an empty cart says so, offers the shop, and will not continue to the order form', async () => {
  const { drawer, user, cart } = await openCart([]);
  expect(within(drawer).getAllByText('Your cart is empty').length).toBeGreaterThan(0);
  expect(within(drawer).getByRole('link', { name: 'Browse Our Brews' })).toHaveAttribute('href', '/shop');
  expect(within(drawer).getByTestId('cart-total')).toHaveTextContent('RM 0.00');
  expect(within(drawer).queryByText(/free Klang Valley delivery/)).not.toBeInTheDocument();

  await user.click(within(drawer).getByRole('button', { name: 'Continue to Order Form' }));
  expect(await screen.findByText('Please add items to your cart before submitting an order.')).toBeVisible();
  expect(cart().isCheckoutOpen).toBe(false);
});

test('each line shows its size, unit price, quantity and line total, and the drawer the total in RM', async () => {
  const { drawer } = await openCart([cartLine(ale, pint, 3)]);
  const line = within(drawer).getByRole('listitem');
  expect(line).toHaveTextContent('Klang Valley Pale Ale');
  expect(line).toHaveTextContent('330ml Bottle');
  expect(line).toHaveTextContent('RM 18.50 each');
  expect(within(line).getByLabelText('Quantity 3')).toHaveTextContent('3');
  expect(within(line).getByTestId('cart-line-total')).toHaveTextContent('RM 55.50');
  expect(within(drawer).getByText('3 items')).toBeVisible();
  expect(within(drawer).getByTestId('cart-total')).toHaveTextContent('RM 55.50');
  expect(
    within(drawer).getByText('Home delivery from RM 150.00: add RM 94.50 more, or choose self pickup.'),
  ).toBeVisible();
});

test('changing a quantity updates the line and the totals; going below one removes the line', async () => {
  const { drawer, user } = await openCart([cartLine(ale, pint, 1)]);
  const label = 'Klang Valley Pale Ale (330ml Bottle)';

  await user.click(within(drawer).getByRole('button', { name: `Increase quantity of ${label}` }));
  expect(within(drawer).getByLabelText('Quantity 2')).toBeVisible();
  expect(within(drawer).getByTestId('cart-total')).toHaveTextContent('RM 37.00');

  await user.click(within(drawer).getByRole('button', { name: `Decrease quantity of ${label}` }));
  await user.click(within(drawer).getByRole('button', { name: `Decrease quantity of ${label}` }));
  expect(within(drawer).queryByRole('listitem')).not.toBeInTheDocument();
  expect(within(drawer).getAllByText('Your cart is empty').length).toBeGreaterThan(0);
});

test('the remove button takes out only its own line', async () => {
  const { drawer, user } = await openCart([cartLine(ale, pint, 2), cartLine(ale, keg, 1)]);
  await user.click(within(drawer).getByRole('button', { name: 'Remove Klang Valley Pale Ale (20L Keg)' }));
  const lines = within(drawer).getAllByRole('listitem');
  expect(lines).toHaveLength(1);
  expect(lines[0]).toHaveTextContent('330ml Bottle');
  expect(within(drawer).getByTestId('cart-total')).toHaveTextContent('RM 37.00');
});

test('from RM 150 the drawer says free delivery is reached', async () => {
  const { drawer } = await openCart([cartLine(ale, keg, 1)]);
  expect(within(drawer).getByText('Your order qualifies for free home delivery.')).toBeVisible();
  expect(within(drawer).getByTestId('cart-total')).toHaveTextContent('RM 420.00');
});

test('a line whose product is no longer sold leaves the cart once the catalogue is known', async () => {
  const stout = product({ id: 'p-stout', name: 'Old Stout', variants: [] });
  const gone = { ...cartLine(stout, variant({ id: 'v-gone', productId: 'p-stout' }), 1), id: 'gone' };
  const { drawer } = await openCart([cartLine(ale, pint, 1), gone], [ale]);
  await expect.poll(() => within(drawer).queryAllByRole('listitem')).toHaveLength(1);
  expect(within(drawer).queryByText('Old Stout')).not.toBeInTheDocument();
});

test('continuing with items closes the drawer and opens the order form', async () => {
  const { drawer, user, cart } = await openCart([cartLine(ale, pint, 1)]);
  await user.click(within(drawer).getByRole('button', { name: 'Continue to Order Form' }));
  expect(screen.queryByRole('dialog', { name: 'Your Cart' })).not.toBeInTheDocument();
  expect(cart().isCheckoutOpen).toBe(true);
});

test('a line sold out since it was added says so and blocks the order form until it is removed', async () => {
  const soldOutKeg = { ...keg, available: false };
  const { drawer, user, cart } = await openCart(
    [cartLine(ale, pint, 1), cartLine(ale, keg, 1)],
    [{ ...ale, variants: [pint, soldOutKeg] }],
  );
  expect(
    await within(drawer).findByText('Sold out since you added it. Remove it to continue.'),
  ).toBeVisible();
  const next = within(drawer).getByRole('button', { name: 'Continue to Order Form' });
  expect(next).toBeDisabled();
  await user.click(within(drawer).getByRole('button', { name: 'Remove Klang Valley Pale Ale (20L Keg)' }));
  expect(next).toBeEnabled();
  await user.click(next);
  expect(cart().isCheckoutOpen).toBe(true);
});

test('a sold-out keg does not count towards free delivery while it is still in the cart', async () => {
  const soldOutKeg = { ...keg, available: false };
  const { drawer } = await openCart(
    [cartLine(ale, pint, 2), cartLine(ale, keg, 1)],
    [{ ...ale, variants: [pint, soldOutKeg] }],
  );
  expect(
    await within(drawer).findByText('Sold out since you added it. Remove it to continue.'),
  ).toBeVisible();
  expect(
    within(drawer).getByText('Home delivery from RM 150.00: add RM 113.00 more, or choose self pickup.'),
  ).toBeVisible();
  expect(within(drawer).queryByText('Your order qualifies for free home delivery.')).not.toBeInTheDocument();
});

test('a line asking for more than the few left counts only those few towards free delivery', async () => {
  const fewKegs = { ...pint, id: 'v-few', size: '5L Mini Keg', price: '60.00', left: 2 };
  const mini = cartLine(ale, fewKegs, 3);
  const { drawer } = await openCart([mini], [{ ...ale, variants: [fewKegs] }]);
  expect(await within(drawer).findByText('Only 2 left. Lower the quantity to continue.')).toBeVisible();
  expect(within(drawer).getByTestId('cart-total')).toHaveTextContent('RM 180.00');
  expect(
    within(drawer).getByText('Home delivery from RM 150.00: add RM 30.00 more, or choose self pickup.'),
  ).toBeVisible();
});

test('a line asking for more than the few left says how many are left and cannot grow', async () => {
  const fewPints = { ...pint, left: 2 };
  const { drawer, user } = await openCart([cartLine(ale, pint, 3)], [{ ...ale, variants: [fewPints, keg] }]);
  expect(await within(drawer).findByText('Only 2 left. Lower the quantity to continue.')).toBeVisible();
  const next = within(drawer).getByRole('button', { name: 'Continue to Order Form' });
  expect(next).toBeDisabled();
  const label = 'Klang Valley Pale Ale (330ml Bottle)';
  expect(within(drawer).getByRole('button', { name: `Increase quantity of ${label}` })).toBeDisabled();
  await user.click(within(drawer).getByRole('button', { name: `Decrease quantity of ${label}` }));
  expect(within(drawer).queryByTestId('cart-line-stock')).not.toBeInTheDocument();
  expect(next).toBeEnabled();
});
