import { expect, test } from './support/test.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { passGates } from './support/gates.ts';
import { placeOrderByApi } from './support/orders.ts';
import { mailTextTo } from './support/outbox.ts';

type Product = { id: string; variants: { id: string; price: string }[] };

test('guest orders join the history once the customer confirms the email, and say so', async ({
  page,
  baseURL,
}) => {
  const port = new URL(baseURL!).port;
  const email = `guest-joins-${Date.now()}@example.my`;
  await passGates(page, { language: 'en' });
  const products = (await (await page.request.get('/api/products')).json()) as Product[];
  const product = products.find((p) => p.variants.length > 0)!;
  await placeOrderByApi(
    page,
    { productId: product.id, variant: product.variants[0]!, quantity: 2 },
    { customerName: 'Farah Lim', customerEmail: email, language: 'en' },
  );

  const registered = await page.request.post('/api/customer/register', {
    data: { email, password: 'secret12', firstName: 'Farah', lastName: 'Lim' },
  });
  expect(registered.status()).toBe(201);
  // The address is only typed so far: the guest order stays out of the history.
  await page.goto('/customer/dashboard');
  await expect(page.getByText('No Orders Yet')).toBeVisible();
  await expect(page.getByText('Placed as a guest with your email address', { exact: false })).toHaveCount(0);

  let link: string | null = null;
  await expect
    .poll(
      () => {
        const text = mailTextTo(email, port, /confirm the email address/i);
        link = text ? (/https?:\/\/\S+\/customer\/verify-email\?token=\S+/.exec(text)?.[0] ?? null) : null;
        return link;
      },
      { timeout: 30_000 },
    )
    .not.toBeNull();
  const { pathname, search } = new URL(link!);
  await page.goto(`${pathname}${search}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your email address is confirmed' }),
  ).toBeVisible();

  await page.goto('/customer/dashboard');
  await expect(page.getByText('Placed as a guest with your email address', { exact: false })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
