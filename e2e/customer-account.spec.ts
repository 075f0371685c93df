import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
// The shared primary amber fails contrast under white button text: the shell's palette, left out as in admin.ts.
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './support/constants.ts';
import { passGates } from './support/gates.ts';
import { placeOrderByApi } from './support/orders.ts';

type Texts = Record<string, Record<string, string>>;
const textsOf = (language: string): Texts =>
  JSON.parse(fs.readFileSync(`src/web/features/customer/locales/${language}.json`, 'utf8')).customer;
const shellOf = (language: string) =>
  JSON.parse(fs.readFileSync(`src/web/locales/${language}.json`, 'utf8')) as {
    status: Record<string, string>;
    common: Record<string, string>;
  };

/** Places an order for the signed-in customer through the API, then has the brewery complete it with a note. */
async function placeCompletedOrder(page: Page, customer: { name: string; email: string }): Promise<string> {
  const products = (await (await page.request.get('/api/products')).json()) as Array<{
    id: string;
    name: string;
    variants: Array<{ id: string; size: string; price: string }>;
  }>;
  const product = products.find((p) => p.name === 'Kinabalu Haze')!;
  const variant = product.variants.find((v) => v.size === '330ML Can')!;
  const orderId = await placeOrderByApi(
    page,
    { productId: product.id, variant, quantity: 2 },
    {
      customerName: customer.name,
      customerEmail: customer.email,
      registrationChoice: 'existing',
      notes: 'Please chill them',
    },
  );
  expect(
    (
      await page.request.post('/api/admin/login', { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } })
    ).ok(),
  ).toBe(true);
  const updated = await page.request.put(`/api/admin/orders/${orderId}`, {
    data: { status: 'completed', adminNotes: 'Ready at the taproom bar' },
  });
  expect(updated.ok()).toBe(true);
  // The header's sign-out link, as the shop's own page sends it (a bare request would sign nobody out).
  const signedOut = await page.request.get('/api/logout', {
    maxRedirects: 0,
    headers: { 'sec-fetch-site': 'same-origin' },
  });
  expect(signedOut.status()).toBe(302);
  expect(await (await page.request.get('/api/auth/user')).json()).toBeNull();
  return orderId;
}

for (const language of ['en', 'ms'] as const) {
  test(`a customer registers, edits the profile, signs out, signs back in and sees the order history (${language})`, async ({
    page,
  }) => {
    const c = textsOf(language);
    const shell = shellOf(language);
    const toast = (page: Page, text: string) =>
      page
        .getByRole('region', { name: shell.common.notifications, includeHidden: true })
        .getByText(text, { exact: true });
    const email = `aina.${language}.${Date.now()}@example.my`;
    await passGates(page, { language });

    await page.goto('/customer/register');
    await expect(page.getByRole('heading', { name: c.register!.title })).toBeVisible();
    await expect(page.getByPlaceholder(c.placeholders!.password!)).toBeVisible();
    await expect(page.getByRole('link', { name: c.register!.signInLink, exact: true })).toHaveAttribute(
      'href',
      '/customer/login',
    );
    await expectNoSeriousA11yViolations(page);

    // The form's own rules speak first.
    await page.getByRole('button', { name: c.register!.submit }).click();
    await expect(page.getByText(c.validation!.firstNameRequired!)).toBeVisible();

    await page.getByLabel(c.fields!.email!, { exact: true }).fill(email.toUpperCase());
    await page.getByLabel(c.fields!.password!).fill('secret-pass');
    await page.getByLabel(c.fields!.firstName!).fill('Aina');
    await page.getByLabel(c.fields!.lastName!).fill('Rahman');
    const [registered] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/customer/register')),
      page.getByRole('button', { name: c.register!.submit }).click(),
    ]);
    expect(registered.status(), await registered.text()).toBe(201);
    await expect(toast(page, c.register!.successTitle!)).toBeVisible();
    await expect(page).toHaveURL(/\/customer\/dashboard$/);

    const greeting = c.dashboard!.greeting!.replace('{{name}}', 'Aina');
    await expect(page.getByRole('heading', { name: greeting })).toBeVisible();
    await expect(page.getByText(email, { exact: true })).toBeVisible();
    await expect(page.getByText(c.profile!.notProvided!)).toHaveCount(2);
    await expect(page.getByRole('heading', { name: c.orders!.emptyTitle })).toBeVisible();
    await expect(page.getByRole('link', { name: c.orders!.startShopping })).toHaveAttribute('href', '/shop');
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: c.profile!.edit }).click();
    await page.getByLabel(c.fields!.phone!).fill('+60 12-888 0000');
    await page.getByLabel(c.fields!.address!, { exact: true }).fill('No. 3, Jalan Genting Klang, Setapak');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: c.profile!.save }).click();
    await expect(toast(page, c.profile!.success!)).toBeVisible();
    await expect(page.getByText('012-888 0000', { exact: true })).toBeVisible();
    await expect(page.getByText('No. 3, Jalan Genting Klang, Setapak')).toBeVisible();
    await expect(page.getByText(c.profile!.notProvided!)).toHaveCount(0);

    await page.getByRole('button', { name: c.dashboard!.signOut }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/customer/dashboard');
    await expect(toast(page, c.dashboard!.signInTitle!)).toBeVisible();
    await expect(page).toHaveURL(/\/customer\/login$/);
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel(c.fields!.email!, { exact: true }).fill(email);
    await page.getByLabel(c.fields!.password!).fill('wrong-pass');
    await page.getByRole('button', { name: c.login!.submit, exact: true }).click();
    await expect(toast(page, c.login!.failedTitle!)).toBeVisible();
    await expect(toast(page, c.login!.invalidCredentials!)).toBeVisible();
    await page.getByLabel(c.fields!.password!).fill('secret-pass');
    await expect(page.getByRole('button', { name: c.login!.submit, exact: true })).toBeEnabled();
    await page.getByRole('button', { name: c.login!.submit, exact: true }).click();
    await expect(toast(page, c.login!.successTitle!)).toBeVisible();
    await expect(page).toHaveURL(/\/customer\/dashboard$/);

    await placeCompletedOrder(page, { name: 'Aina Rahman', email });
    await page.reload();
    const order = page.getByTestId('customer-order');
    await expect(order).toHaveCount(1);
    await expect(order.getByText(shell.status.completed!)).toBeVisible();
    // The summary says what its sum counts: the completed order's RM 38.00.
    const summary = page.getByRole('region', { name: c.dashboard!.summary });
    await expect(summary.getByText(c.dashboard!.totalSpent!, { exact: true })).toBeVisible();
    await expect(summary.getByText('RM 38.00')).toBeVisible();
    // Orders carry their human number (TR-1001 onwards), not a slice of the id.
    await expect(order.getByRole('heading', { name: /TR-\d{4,}$/ })).toBeVisible();
    await expect(order.getByText(c.orders!.selfPickup!)).toBeVisible();
    await expect(
      order.getByText(/2 × Kinabalu Haze \(330ML Can\)|2 × Kinabalu Haze（330ML Can）/),
    ).toBeVisible();
    await expect(order.getByText('Please chill them')).toBeVisible();
    await expect(order.getByText('Ready at the taproom bar')).toBeVisible();
    await expect(page.getByText('RM 38.00').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The storefront header now names the customer and leads to the dashboard.
    await page.goto('/');
    await expect(page.getByRole('link', { name: /Aina/ }).first()).toHaveAttribute(
      'href',
      '/customer/dashboard',
    );
  });
}

test('in Chinese the registration form asks for the family name first, and the shop writes the name family first', async ({
  page,
}) => {
  const c = textsOf('zh');
  const shell = JSON.parse(fs.readFileSync('src/web/locales/zh.json', 'utf8')) as {
    nav: Record<string, string>;
  };
  await passGates(page, { language: 'zh' });
  await page.goto('/customer/register');
  await expect(page.getByRole('heading', { name: c.register!.title })).toBeVisible();
  const family = page.getByLabel(c.fields!.lastName!);
  const given = page.getByLabel(c.fields!.firstName!);
  // 姓 comes before 名: first on screen and first when tabbing.
  const [familyBox, givenBox] = [(await family.boundingBox())!, (await given.boundingBox())!];
  expect(familyBox.y < givenBox.y || (familyBox.y === givenBox.y && familyBox.x < givenBox.x)).toBe(true);
  await family.focus();
  await page.keyboard.press('Tab');
  await expect(given).toBeFocused();
  await expect(family).toHaveAttribute('autocomplete', 'family-name');

  const email = `meiling.${Date.now()}@example.my`;
  await page.getByLabel(c.fields!.email!, { exact: true }).fill(email);
  await page.getByLabel(c.fields!.password!).fill('secret-pass');
  await family.fill('陈');
  await given.fill('美玲');
  await page.getByRole('button', { name: c.register!.submit }).click();
  await expect(page).toHaveURL(/\/customer\/dashboard$/);
  await expect(
    page.getByRole('heading', { name: c.dashboard!.greeting!.replace('{{name}}', '陈美玲') }),
  ).toBeVisible();
  await expect(page.getByText('陈美玲', { exact: true })).toBeVisible();

  await page.goto('/');
  await expect(
    page.getByRole('link', { name: `${shell.nav.customerAccount}: 陈美玲` }).first(),
  ).toBeAttached();

  expect(
    (
      await page.request.post('/api/admin/login', { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } })
    ).ok(),
  ).toBe(true);
  await page.goto('/admin/customers');
  await expect(page.getByRole('heading', { name: '陈美玲', exact: true })).toBeVisible();
});

test('a customer whose session ended is sent to sign in when saving the profile', async ({
  page,
  context,
}) => {
  const c = textsOf('en');
  await passGates(page, { language: 'en' });
  const email = `siti.lapsed.${Date.now()}@example.my`;
  const registered = await page.request.post('/api/customer/register', {
    data: { email, password: 'secret-pass', firstName: 'Siti', lastName: 'Aziz' },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  await page.goto('/customer/dashboard');
  await expect(page.getByText(email, { exact: true })).toBeVisible();

  await page.getByRole('button', { name: c.profile!.edit }).click();
  await page.getByLabel(c.fields!.phone!).fill('+60 12-777 0000');
  // The session cookie goes, as when the session times out.
  await context.clearCookies({ name: /sid$/ });
  await page.getByRole('button', { name: c.profile!.save }).click();

  await expect(page).toHaveURL(/\/customer\/login$/);
  await expect(page.getByRole('button', { name: c.login!.submit, exact: true })).toBeVisible();
});
