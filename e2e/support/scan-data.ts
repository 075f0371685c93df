// What the accessibility scan needs on screen besides the demo catalogue: a customer with an order, a
// contact message, a subscriber and a custom-beer request, plus one browser state signed in as that
// customer and as staff, reused by every scan.
import { request as newRequest, type APIRequestContext } from '@playwright/test';
import { expect } from './expect.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './constants.ts';
import { NEWSLETTER_FORM } from './newsletter.ts';

export const SCAN_CUSTOMER = {
  email: 'hafiz.scan@example.my',
  firstName: 'Hafiz',
  lastName: 'Osman',
  phone: '+60 12-345 6789',
  address: '8, Jalan Bukit Bintang, Kuala Lumpur',
  password: 'scan-secret-2026',
};

interface CatalogueProduct {
  id: string;
  name: string;
  variants: Array<{ id: string; price: string }>;
}

const ok = (status: number, ...alsoFine: number[]) => expect([200, 201, 204, ...alsoFine]).toContain(status);

async function signInCustomer(api: APIRequestContext): Promise<void> {
  const { password, ...profile } = SCAN_CUSTOMER;
  const registered = await api.post('/api/customer/register', { data: { ...profile, password } });
  // Registered already when an earlier worker ran the scan against the same server.
  if (registered.status() === 201) return;
  ok((await api.post('/api/customer/login', { data: { email: profile.email, password } })).status());
}

async function placeOrder(api: APIRequestContext): Promise<void> {
  const products = (await (await api.get('/api/products')).json()) as CatalogueProduct[];
  const variant = products[0]!.variants[0]!;
  const placed = await api.post('/api/orders', {
    data: {
      customerName: `${SCAN_CUSTOMER.firstName} ${SCAN_CUSTOMER.lastName}`,
      customerEmail: SCAN_CUSTOMER.email,
      customerPhone: SCAN_CUSTOMER.phone,
      deliveryOption: 'pickup',
      ageDeclaration: true,
      kegDispenserRental: false,
      registrationChoice: 'existing',
      notes: 'Please chill them',
      totalAmount: variant.price,
      kegDispenserQuantity: 0,
      kegDispenserCost: '0.00',
      items: [
        {
          productId: products[0]!.id,
          variantId: variant.id,
          quantity: 1,
          unitPrice: variant.price,
          totalPrice: variant.price,
        },
      ],
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
}

/** Seeds the records and returns the signed-in browser state (customer and staff in one session). */
export async function prepareScanState(
  baseURL: string,
): Promise<Awaited<ReturnType<APIRequestContext['storageState']>>> {
  const api = await newRequest.newContext({ baseURL });
  await signInCustomer(api);
  await placeOrder(api);
  // Public forms are rate limited per address: a second run against the same server may be refused.
  const contact = await api.post('/api/contact', {
    data: {
      name: 'Aisyah Rahman',
      email: 'aisyah.scan@example.my',
      message: 'Do you deliver kegs to Penang?',
    },
  });
  ok(contact.status(), 429);
  ok(
    (
      await api.post('/api/newsletter/subscribe', {
        data: { email: 'news.scan@example.my', ...NEWSLETTER_FORM },
      })
    ).status(),
    429,
  );
  const brief = await api.post('/api/custom-beer/submit', {
    data: { email: 'event.scan@example.my', occasion: ['wedding'] },
  });
  ok(brief.status(), 429);
  ok(
    (await api.post('/api/admin/login', { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } })).status(),
  );
  const state = await api.storageState();
  await api.dispose();
  return state;
}
