// After ordering, the shopper lands on a page to keep: reached only by the order's random link, which the
// acknowledgement mail carries too; it survives a reload and shows nothing typed into the form.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { passGates } from './support/gates.ts';
import { mailTextTo } from './support/outbox.ts';

type Product = { id: string; name: string; variants: { id: string; size: string }[] };

async function orderFromProductPage(page: Page, name: string, size: string): Promise<void> {
  const products = (await (await page.request.get('/api/products?lang=en')).json()) as Product[];
  const product = products.find((p) => p.name === name)!;
  await page.goto(`/product/${product.id}`);
  await page.getByRole('radio', { name: new RegExp(size) }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page.getByRole('button', { name: /^Cart, 1 item$/ }).click();
  await page.getByRole('button', { name: 'Continue to Order Form' }).click();
}

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Complete Your Order' });

test('a guest lands on a confirmation page to keep, and the mail carries the same link', async ({
  page,
  baseURL,
  browser,
}) => {
  const port = new URL(baseURL!).port;
  const email = `confirm.guest.${Date.now()}@example.my`;
  await passGates(page, { language: 'en' });
  await orderFromProductPage(page, 'Kinabalu Haze', '330ML Can');
  const form = dialog(page);
  await form.getByLabel('Full Name *').fill('Aisyah Confirmation');
  await form.getByLabel('Email Address *').fill(email);
  await form.getByLabel('Phone Number').fill('012-222 3333');
  await form.getByLabel('Notes').fill('Ring the bell twice');
  await form.getByRole('button', { name: 'Submit Order' }).click();

  // The toast of the order form stays (docs/rules/ordering.md), and the page follows.
  await expect(page.getByTestId('order-reference')).toHaveText(/^TR-\d{4,}$/);
  const reference = (await page.getByTestId('order-reference').textContent())!.trim();
  await expect(dialog(page)).toBeHidden();
  await expect(page).toHaveURL(/\/order\/confirmation\?token=[\w-]{43}$/);
  const address = new URL(page.url());
  const confirmation = page.getByTestId('order-confirmation');
  await expect(confirmation.getByRole('heading', { level: 1 })).toHaveText(
    'Thank you! We received your order',
  );
  await expect(page.getByTestId('confirmation-order-number')).toHaveText(reference);
  await expect(page.getByTestId('confirmation-lines')).toContainText('1 x Kinabalu Haze (330ML Can)');
  await expect(confirmation.getByText('RM 19.00').last()).toBeVisible();
  await expect(confirmation.getByText(/calls you within 24 hours/)).toBeVisible();
  await expect(confirmation.getByText(/Opening hours: weekdays/)).toBeVisible();
  await expect(confirmation.getByText(/^Self pickup at /)).toBeVisible();
  await expect(page.getByTestId('confirmation-whatsapp')).toHaveAttribute(
    'href',
    new RegExp(`^https://wa\\.me/\\d+\\?text=.*${reference}`),
  );
  await expect(confirmation.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
    'href',
    '/customer/register',
  );
  // Nothing typed into the form is on the page.
  for (const typed of ['Aisyah Confirmation', email, '012-222 3333', 'Ring the bell twice']) {
    await expect(page.getByText(typed)).toHaveCount(0);
  }
  await expectNoSeriousA11yViolations(page);

  // A reload reads the page again, and its answer is never kept by a cache.
  const answer = page.waitForResponse((res) => res.url().includes('/api/orders/confirmation'));
  await page.reload();
  expect((await answer).headers()['cache-control']).toBe('no-store');
  await expect(page.getByTestId('confirmation-order-number')).toHaveText(reference);

  let link: string | null = null;
  await expect
    .poll(
      () => {
        const text = mailTextTo(email, port, new RegExp(reference));
        link = text ? (/https?:\/\/\S+\/order\/confirmation\?token=[\w-]+/.exec(text)?.[0] ?? null) : null;
        return link;
      },
      { timeout: 30_000 },
    )
    .not.toBeNull();
  const mailed = new URL(link!);
  expect(`${mailed.pathname}${mailed.search}`).toBe(`${address.pathname}${address.search}`);

  // Someone else's browser, with the link from the mail and in Malay: the same order, in Malay words.
  const other = await browser.newPage();
  await passGates(other, { language: 'ms' });
  await other.goto(`${mailed.pathname}${mailed.search}`);
  await expect(other.getByRole('heading', { level: 1 })).toHaveText(
    'Terima kasih! Kami telah menerima pesanan anda',
  );
  await expect(other.getByTestId('confirmation-order-number')).toHaveText(reference);
  await other.close();
});

test("a signed-in customer's confirmation page offers no new account", async ({ page }) => {
  const email = `confirm.member.${Date.now()}@example.my`;
  await passGates(page, { language: 'en' });
  const registered = await page.request.post('/api/customer/register', {
    data: { email, password: 'secret12', firstName: 'Mei Ling', lastName: 'Tan' },
  });
  expect(registered.status()).toBe(201);
  await orderFromProductPage(page, 'Kinabalu Haze', '330ML Can');
  await expect(dialog(page).getByText(`Signed in as ${email}`)).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Submit Order' }).click();
  await expect(page).toHaveURL(/\/order\/confirmation\?token=[\w-]{43}$/);
  await expect(page.getByTestId('confirmation-lines')).toContainText('Kinabalu Haze');
  await expect(page.getByRole('link', { name: 'Create an account' })).toHaveCount(0);
});

test('a link that names no order says so and shows no order', async ({ page }) => {
  await passGates(page, { language: 'en' });
  for (const query of [`?token=${'A'.repeat(43)}`, '?token=TR-1001', '']) {
    await page.goto(`/order/confirmation${query}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("We can't find this order");
    await expect(page.getByTestId('order-confirmation')).toHaveCount(0);
  }
  await expectNoSeriousA11yViolations(page);
});
