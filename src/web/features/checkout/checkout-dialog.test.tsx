// @vitest-environment happy-dom
// 'Complete Your Order' as a shopper meets it: opened from the cart, filled in and sent, with what
// the dialog shows for mistakes in the form, prices that changed, a failed send and an empty cart.
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { DEMO_BUSINESS_PROFILE } from '../../../shared/business-profile.ts';
import type { StalePricesBody } from '../../../shared/schemas/orders.ts';
import type { CartItem } from '../../lib/cart/cart-context.tsx';
import type { CustomerProfile } from '../../lib/data/customer-session.ts';
import { apiError, fakeApi, json, type Routes } from '../../test-support/fake-api.ts';
import { findToast, renderScreen, resetScreensBetweenTests } from '../../test-support/render-screen.tsx';
import { cartLine, placedOrder, product, variant } from '../../test-support/shop-fixtures.ts';
import { CheckoutDialog } from './checkout-dialog.tsx';
import { useLocation } from 'react-router';

resetScreensBetweenTests();
afterEach(() => vi.useRealTimers());

const bottle = variant({ id: 'v-bottle', productId: 'p-lager', size: '330ml Bottle', price: '18.50' });
const lager = product({ id: 'p-lager', name: 'Merdeka Lager', variants: [bottle] });
const twoBottles = [cartLine(lager, bottle, 2)];
const ORDERS = 'POST /api/orders';

/** The storefront's reads behind the dialog: a visitor (no profile) and the shop's address. */
const storefront = (routes: Routes = {}): Routes => ({
  'GET /api/customer/profile': json(200, null),
  'GET /api/business-profile': json(200, DEMO_BUSINESS_PROFILE),
  // The catalogue in the shown language names the cart's lines.
  'GET /api/products': json(200, [lager]),
  ...routes,
});

/** Where the shopper is now: the address the router shows. */
function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.pathname + location.search}</output>;
}

/** The dialog as the cart drawer's "Continue to Order Form" opens it (cart-drawer.test.tsx follows that button). */
async function openCheckout(cart: CartItem[], routes: Routes = {}) {
  const api = fakeApi(storefront(routes));
  const view = await renderScreen(
    <>
      <CheckoutDialog />
      <Address />
    </>,
    { texts: ['checkout'], cart },
  );
  act(() => view.cart().openCheckout());
  const dialog = await screen.findByRole('dialog', { name: 'Complete Your Order' });
  await within(dialog).findByLabelText('Full Name *');
  return { ...view, api, dialog };
}

async function fillContact(view: Awaited<ReturnType<typeof openCheckout>>) {
  const { fill, dialog } = view;
  await fill(within(dialog).getByLabelText('Full Name *'), 'Aisyah Rahman');
  await fill(within(dialog).getByLabelText('Phone Number'), '012-345 6789');
  await fill(within(dialog).getByLabelText('Email Address *'), 'aisyah@example.com');
}

const submit = (view: Awaited<ReturnType<typeof openCheckout>>) =>
  view.user.click(within(view.dialog).getByRole('button', { name: 'Submit Order' }));

test('a filled form sends the order; the dialog closes, the cart empties, the toast gives the reference and the confirmation page follows', async () => {
  const view = await openCheckout(twoBottles, { [ORDERS]: json(201, placedOrder('TR-1042', twoBottles)) });
  expect(within(view.dialog).getByTestId('checkout-total')).toHaveTextContent('RM 37.00');
  await fillContact(view);
  await view.fill(within(view.dialog).getByLabelText('Notes'), 'Saturday morning please');
  await submit(view);

  const toast = await findToast('Success!');
  expect(within(toast).getByTestId('order-reference')).toHaveTextContent('TR-1042');
  expect(screen.queryByRole('dialog', { name: 'Complete Your Order' })).not.toBeInTheDocument();
  expect(view.cart().items).toEqual([]);
  await waitFor(() =>
    expect(screen.getByTestId('address')).toHaveTextContent(`/order/confirmation?token=${'t'.repeat(43)}`),
  );

  const [sent] = view.api.sent(ORDERS);
  expect(sent?.headers['idempotency-key']).toMatch(/\S/);
  expect(sent?.body).toMatchObject({
    customerName: 'Aisyah Rahman',
    customerEmail: 'aisyah@example.com',
    customerPhone: '012-345 6789',
    deliveryOption: 'pickup',
    deliveryAddress: null,
    notes: 'Saturday morning please',
    registrationChoice: 'skip',
    totalAmount: '37.00',
    items: [
      { productId: 'p-lager', variantId: 'v-bottle', quantity: 2, unitPrice: '18.50', totalPrice: '37.00' },
    ],
  });
});

test('the form names each missing or wrong field and sends nothing', async () => {
  const view = await openCheckout(twoBottles);
  await view.fill(within(view.dialog).getByLabelText('Email Address *'), 'not-an-email');
  await submit(view);

  expect(await within(view.dialog).findByText('Name is required')).toBeVisible();
  expect(within(view.dialog).getByLabelText('Full Name *')).toHaveAttribute('aria-invalid', 'true');
  expect(within(view.dialog).getByText('Please enter a valid email')).toBeVisible();
  expect(view.api.sent(ORDERS)).toHaveLength(0);
});

test('an account asked for needs a password of at least six characters', async () => {
  const view = await openCheckout(twoBottles);
  await fillContact(view);
  await view.user.click(
    within(view.dialog).getByRole('radio', { name: 'Create an account to track my orders' }),
  );
  await view.fill(within(view.dialog).getByLabelText('Password *'), 'abc');
  await submit(view);
  expect(
    await within(view.dialog).findByText('Password must be at least 6 characters when creating account'),
  ).toBeVisible();
  expect(view.api.sent('POST /api/customer/register')).toHaveLength(0);
  expect(view.api.sent(ORDERS)).toHaveLength(0);
});

test('below RM 150 home delivery cannot be chosen, and the dialog says how much is missing', async () => {
  const view = await openCheckout(twoBottles);
  expect(within(view.dialog).getByRole('radio', { name: /Home Delivery/ })).toBeDisabled();
  expect(within(view.dialog).getByText(/Add RM 113.00 more to unlock it/)).toBeVisible();
});

test('home delivery from RM 150 asks for an address in the delivery area and sends it', async () => {
  const crate = [cartLine(lager, bottle, 9)];
  const view = await openCheckout(crate, { [ORDERS]: json(201, placedOrder('TR-1044', crate)) });
  await fillContact(view);
  await view.user.click(within(view.dialog).getByRole('radio', { name: /Home Delivery/ }));
  await submit(view);
  expect(await within(view.dialog).findByText('Please enter a delivery address')).toBeVisible();
  expect(view.api.sent(ORDERS)).toHaveLength(0);

  const address = within(view.dialog).getByLabelText('Delivery Address *');
  await view.fill(address, '12 Jalan SS2/24, Petaling Jaya');
  await submit(view);
  expect(
    await within(view.dialog).findByText(
      'Please include the 5-digit postcode in the delivery address, so we can check that we deliver there.',
    ),
  ).toBeVisible();
  // Outside the Klang Valley: said while typing, before anything is sent.
  await view.fill(address, '10 Lebuh Chulia, 10200 George Town, Pulau Pinang');
  expect(
    within(view.dialog).getByText(/^We deliver only in the Klang Valley, and postcode 10200 is outside it/),
  ).toBeVisible();
  await submit(view);
  expect(view.api.sent(ORDERS)).toHaveLength(0);

  await view.fill(address, '12 Jalan SS2/24, 47300 Petaling Jaya');
  await submit(view);
  await findToast('Success!');
  expect(view.api.sent(ORDERS)[0]?.body).toMatchObject({
    deliveryOption: 'delivery',
    deliveryAddress: '12 Jalan SS2/24, 47300 Petaling Jaya',
    totalAmount: '166.50',
  });
});

test('prices that changed are shown in the dialog, and the next send carries them', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const stale: StalePricesBody = {
    message: 'Prices have changed',
    currentPrices: [{ productId: 'p-lager', variantId: 'v-bottle', unitPrice: '20.00' }],
    totalAmount: '40.00',
  };
  const view = await openCheckout(twoBottles, { [ORDERS]: json(409, stale) });
  await fillContact(view);
  await submit(view);

  expect(await findToast('Prices Updated')).toHaveTextContent(
    'Your cart now shows the current prices: please check the total and submit again.',
  );
  expect(within(view.dialog).getByTestId('checkout-total')).toHaveTextContent('RM 40.00');
  expect(within(view.dialog).getByText('2 x Merdeka Lager (330ml Bottle)').nextSibling).toHaveTextContent(
    'RM 40.00',
  );
  expect(within(view.dialog).getByLabelText('Full Name *')).toHaveValue('Aisyah Rahman');

  view.api.answer(ORDERS, json(201, placedOrder('TR-1043', twoBottles)));
  // docs/rules/ordering.md: the button stays locked for a second after a click.
  await act(() => vi.advanceTimersByTimeAsync(1000));
  await submit(view);
  await findToast('Success!');
  const [first, second] = view.api.sent(ORDERS);
  expect(second?.body).toMatchObject({ totalAmount: '40.00', items: [{ unitPrice: '20.00' }] });
  expect(second?.headers['idempotency-key']).not.toBe(first?.headers['idempotency-key']);
});

test('an order for more than is left says so in the server words and keeps the form and the cart', async () => {
  const message = 'Sorry, only 1 of Merdeka Lager (330ml Bottle) is left.';
  const short = {
    message,
    issues: [{ path: 'items.0.quantity', message }],
    shortage: { productId: 'p-lager', variantId: 'v-bottle', available: 1 },
  };
  const view = await openCheckout(twoBottles, { [ORDERS]: json(409, short) });
  await fillContact(view);
  await submit(view);

  expect(await findToast('Not Enough Stock')).toHaveTextContent(message);
  expect(within(view.dialog).getByLabelText('Full Name *')).toHaveValue('Aisyah Rahman');
  expect(view.cart().items).toHaveLength(1);
});

test.each([
  ['the server fails', apiError(500, 'Internal Server Error')],
  ['the network is down', 'network-error' as const],
])('when %s, the dialog says the order failed and keeps what was typed', async (_, answer) => {
  const view = await openCheckout(twoBottles, { [ORDERS]: answer });
  await fillContact(view);
  await submit(view);

  expect(await screen.findByText('Failed to submit order. Please try again.')).toBeVisible();
  expect(screen.getByRole('dialog', { name: 'Complete Your Order' })).toBeVisible();
  expect(within(view.dialog).getByLabelText('Full Name *')).toHaveValue('Aisyah Rahman');
  expect(within(view.dialog).getByLabelText('Email Address *')).toHaveValue('aisyah@example.com');
  expect(view.cart().items).toHaveLength(1);
});

test('a cart emptied elsewhere while the dialog is open is not sent as an order', async () => {
  const view = await openCheckout(twoBottles);
  await fillContact(view);
  // Another tab or the drawer under the dialog emptied the cart.
  act(() => view.cart().clearCart());
  expect(within(view.dialog).getByTestId('checkout-total')).toHaveTextContent('RM 0.00');
  await submit(view);
  expect(await screen.findByText('Please add items to your cart before submitting an order.')).toBeVisible();
  expect(view.api.sent(ORDERS)).toHaveLength(0);
});

test('a signed-in customer finds the form filled from their account', async () => {
  const profile: CustomerProfile = {
    firstName: 'Wei',
    lastName: 'Tan',
    email: 'wei@example.com',
    emailVerified: true,
    phone: '013-888 1234',
    address: null,
  };
  const view = await openCheckout(twoBottles, { 'GET /api/customer/profile': json(200, profile) });
  expect(within(view.dialog).getByText('Signed in as wei@example.com')).toBeVisible();
  expect(within(view.dialog).getByLabelText('Full Name *')).toHaveValue('Wei Tan');
  expect(within(view.dialog).getByLabelText('Email Address *')).toHaveValue('wei@example.com');
  expect(within(view.dialog).getByLabelText('Phone Number')).toHaveValue('013-888 1234');
});
