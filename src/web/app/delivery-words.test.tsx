// @vitest-environment happy-dom
// docs/decisions/041-delivery-words-from-the-rules.md: every page says how delivery works from the one set of
// rules (src/shared/delivery/). With the minimum raised, the header's promise on every page, the cart, the checkout's options, the home page's
// delivery box, the contact page (its FAQ and business details) and the terms all name the new amount,
// and none the old one. The order API's side is src/server/modules/orders/delivery-rule.test.ts.
import { screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { DELIVERY_RULES } from '../../shared/delivery/delivery-rules.ts';
import { DEMO_BUSINESS_PROFILE } from '../../shared/business-profile.ts';
import type { CheckoutFormInput } from '../../shared/schemas/orders.ts';
import { CartButton } from './cart-button.tsx';
import { CartDrawerSlot } from './cart-drawer-slot.tsx';
import { LanguageProvider } from './language-provider.tsx';
import { SiteHeader } from './site-header.tsx';
import { DeliveryOptions } from '../features/checkout/delivery-options.tsx';
import { ContactFaq } from '../features/contact/contact-faq.tsx';
import { TermsPage } from '../features/legal/terms-page.tsx';
import { fakeApi, json } from '../test-support/fake-api.ts';
import { renderScreen, resetScreensBetweenTests } from '../test-support/render-screen.tsx';
import { cartLine, product, variant } from '../test-support/shop-fixtures.ts';
import { BusinessDetails } from '../components/business-details.tsx';
import { DeliveryInfo } from '../components/delivery-info.tsx';

resetScreensBetweenTests();

const rules = DELIVERY_RULES as { minimumSen: number };
const original = rules.minimumSen;
beforeAll(() => {
  rules.minimumSen = 23_500;
});
afterAll(() => {
  rules.minimumSen = original;
});

const pint = variant({ id: 'v-pint', productId: 'p-ale', size: '330ML Bottle', price: '18.50' });
const ale = product({ id: 'p-ale', name: 'Klang Valley Pale Ale', variants: [pint] });

function Options() {
  const { control } = useForm<CheckoutFormInput>();
  return <DeliveryOptions control={control} itemSen={20_000} />;
}

async function expectSaysTheRule(what: string) {
  await expect.poll(() => document.body.textContent, { message: what }).toContain('RM 235');
  expect(document.body.textContent, what).not.toMatch(/RM ?150/);
}

test('the cart names the raised minimum', async () => {
  fakeApi({ 'GET /api/products': json(200, [ale]) });
  const { user } = await renderScreen(
    <>
      <CartButton />
      <CartDrawerSlot />
    </>,
    { texts: ['cart'], cart: [cartLine(ale, pint, 10)] },
  );
  await user.click(screen.getByRole('button', { name: /cart/i }));
  await screen.findByRole('dialog');
  await expectSaysTheRule('cart');
});

test('the checkout keeps delivery closed below the raised minimum, and says so', async () => {
  fakeApi({ 'GET /api/business-profile': json(200, DEMO_BUSINESS_PROFILE) });
  await renderScreen(<Options />, { texts: ['checkout'] });
  expect(screen.getAllByRole('radio').at(-1)).toBeDisabled();
  await expectSaysTheRule('checkout');
});

test('the home page and the contact page, its FAQ and business details, follow the raised minimum', async () => {
  fakeApi({ 'GET /api/business-profile': json(200, DEMO_BUSINESS_PROFILE) });
  await renderScreen(
    <>
      <DeliveryInfo />
      <ContactFaq />
      <BusinessDetails />
    </>,
    { texts: ['home', 'contact'] },
  );
  await screen.findByText(DEMO_BUSINESS_PROFILE.legalName);
  await expectSaysTheRule('home and contact');
});

test('the terms state the raised minimum', async () => {
  fakeApi({ 'GET /api/business-profile': json(200, DEMO_BUSINESS_PROFILE) });
  await renderScreen(<TermsPage />, { texts: ['legal'], route: '/terms' });
  await expectSaysTheRule('terms');
});

test("the header's promise on every storefront page names the raised minimum", async () => {
  fakeApi({});
  await renderScreen(
    <LanguageProvider initialLanguage="en">
      <SiteHeader />
    </LanguageProvider>,
    { texts: [] },
  );
  await expectSaysTheRule('header');
});
