import fs from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { signInAsAdmin } from './support/admin.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { passGates } from './support/gates.ts';
import { subscribeConfirmed } from './support/newsletter.ts';
import { choose } from './support/choose.ts';

const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: /Notifications/, includeHidden: true }).getByText(text, { exact: true });
const stamp = Date.now();
const shopper = {
  email: `lim.mei.${stamp}@example.my`,
  firstName: 'Lim',
  lastName: 'Mei',
  phone: '+60 12-777 1234',
  address: '12, Jalan Ampang, KL',
};

// Seeded once per file: the public contact and newsletter endpoints are rate limited per address.
let seeded = false;
async function seed(request: APIRequestContext, port: string): Promise<void> {
  if (seeded) return;
  seeded = true;
  expect(
    (
      await request.post('/api/customer/register', { data: { ...shopper, password: 'secret-pass' } })
    ).status(),
  ).toBe(201);
  const messages = [
    {
      name: 'Farah Aziz',
      email: `farah.${stamp}@example.my`,
      phone: '+60 3-1234 5678',
      message: 'Do you deliver kegs to Penang for a wedding next month? We need three.',
    },
    {
      name: 'Raj Kumar',
      email: `raj.${stamp}@example.my`,
      message: 'Can I book a brewery tour for six people on Saturday?',
    },
  ];
  for (const data of messages) expect((await request.post('/api/contact', { data })).ok()).toBe(true);
  await subscribeConfirmed(request, `news.${stamp}@example.my`, port);
}

test.beforeEach(async ({ page, request, baseURL }) => {
  await seed(request, new URL(baseURL!).port);
  await passGates(page, { language: 'en' });
  await signInAsAdmin(page);
});

test('staff see customers with their figures', async ({ page }) => {
  await page.getByRole('link', { name: 'Customers' }).click();
  await expect(page.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible();
  const rows = page.getByTestId('customer-row');
  await expect(rows.first()).toBeVisible();
  await expect(page.getByTestId('customers-total')).toHaveText(/^\d+$/);
  const total = Number(await page.getByTestId('customers-total').textContent());
  expect(total).toBeGreaterThanOrEqual(await rows.count());
  await page.getByRole('searchbox', { name: 'Search name, email or phone' }).fill(shopper.phone);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(rows).toHaveCount(1);
  // The figures above the list count every account, whatever the search.
  await expect(page.getByTestId('customers-total')).toHaveText(String(total));
  const row = rows.filter({ hasText: shopper.email });
  await expect(row.getByRole('heading', { name: 'Lim Mei' })).toBeVisible();
  await expect(row.getByText('Active', { exact: true })).toBeVisible();
  await expect(row.getByText('012-777 1234')).toBeVisible();
  await expect(row.getByText(shopper.address)).toBeVisible();
  await expect(row.getByText(/^Member since /)).toBeVisible();
  await expect(row.getByText('Never')).toBeVisible();
  await expect(row.getByText('RM 0.00')).toHaveCount(2);
  await expect(page.getByText('Avg Orders/Customer')).toBeVisible();
  await expect(page.getByTestId('customers-avg-orders')).toHaveText(/^\d+\.\d$/);
  await expectNoSeriousA11yViolations(page);
});

test('staff open an unread message, which marks it read, and get reply and call links', async ({ page }) => {
  await page.goto('/admin/messages');
  await expect(page.getByRole('heading', { name: 'Contact Messages', level: 1 })).toBeVisible();
  const card = page.getByTestId('message-card').filter({ hasText: `farah.${stamp}@example.my` });
  await expect(card.getByText('New', { exact: true })).toBeVisible();
  await expect(page.getByTestId('messages-unread')).toHaveText(/^\d+$/);
  const unreadBefore = Number(await page.getByTestId('messages-unread').textContent());
  await expectNoSeriousA11yViolations(page);

  await card.click();
  const dialog = page.getByRole('dialog', { name: 'Message Details' });
  await expect(dialog.getByText('03-1234 5678')).toBeVisible();
  await expect(
    dialog.getByText(/Do you deliver kegs to Penang for a wedding next month\? We need three\./),
  ).toBeVisible();
  await expect(dialog.getByText(/(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)/)).toBeVisible();
  await expect(toast(page, 'Message marked as read')).toBeVisible();
  const reply = dialog.getByRole('link', { name: 'Reply via Email' });
  const href = (await reply.getAttribute('href')) ?? '';
  expect(href.startsWith(`mailto:farah.${stamp}@example.my?subject=Re%3A%20Your%20inquiry&body=`)).toBe(true);
  expect(decodeURIComponent(href)).toContain('Dear Farah Aziz,');
  await expect(dialog.getByRole('link', { name: 'Call Customer' })).toHaveAttribute(
    'href',
    'tel:+60312345678',
  );
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  await expect(page.getByTestId('messages-unread')).toHaveText(String(unreadBefore - 1));
  await expect(card.getByText('Read', { exact: true })).toBeVisible();

  await page.getByTestId('message-card').filter({ hasText: 'Raj Kumar' }).click();
  await expect(dialog.getByText('Not provided')).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Call Customer' })).toHaveCount(0);
});

test('staff download the confirmed subscribers as CSV', async ({ page }) => {
  await page.goto('/admin/newsletter');
  await expect(page.getByRole('heading', { name: 'Newsletter Subscribers', level: 1 })).toBeVisible();
  const row = page.getByTestId('subscriber-row').filter({ hasText: `news.${stamp}@example.my` });
  await expect(row.getByText('Active subscriber')).toBeVisible();
  await expect(page.getByTestId('newsletter-total')).toHaveText(/^\d+$/);
  const total = Number(await page.getByTestId('newsletter-total').textContent());
  expect(total).toBeGreaterThanOrEqual(await page.getByTestId('subscriber-row').count());
  expect(Number(await page.getByTestId('newsletter-today').textContent())).toBeGreaterThanOrEqual(1);
  await expectNoSeriousA11yViolations(page);

  // Only confirmed subscribers are on the mailing list.
  const confirmed = await page.locator('[data-testid="subscriber-row"][data-status="active"]').count();
  await expect(page.getByTestId('newsletter-active')).toHaveText(String(confirmed));
  const button = page.getByRole('button', {
    name: `Download CSV (${confirmed} ${confirmed === 1 ? 'subscriber' : 'subscribers'})`,
  });
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toMatch(/^newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs.readFileSync(await download.path(), 'utf8');
  const lines = csv.trim().split('\r\n');
  expect(lines[0]).toBe('Email,Subscribe Date');
  expect(lines).toHaveLength(confirmed + 1);
  expect(
    lines.some((line) => new RegExp(`^"news\\.${stamp}@example\\.my","\\d{4}-\\d{2}-\\d{2}"$`).test(line)),
  ).toBe(true);
  await expect(toast(page, 'Download Complete')).toBeVisible();

  // Unsubscribed only: the address keeps the filter, and this active subscriber is not among them.
  await choose(page, 'Show', 'Pending or unsubscribed');
  await expect(page).toHaveURL(/[?&]status=inactive\b/);
  await expect(
    page.getByTestId('subscriber-row').filter({ hasText: `news.${stamp}@example.my` }),
  ).toHaveCount(0);
});

test('staff filter the messages to the unread ones and search them', async ({ page }) => {
  const name = `Siew Ling ${stamp}`;
  const sent = await page.request.post('/api/contact', {
    data: { name, email: `siew.${stamp}@example.my`, message: 'Is the durian stout back this season?' },
  });
  expect(sent.ok()).toBe(true);
  await page.goto('/admin/messages?status=unread');
  await expect(page.getByLabel('Show')).toHaveText('Unread');
  await expect(page.getByTestId('message-card').first()).toBeVisible();
  await expect(page.getByTestId('message-card').getByText('Read', { exact: true })).toHaveCount(0);
  await page.getByRole('searchbox', { name: 'Search name, email, phone or message' }).fill('durian stout');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/status=unread.*q=durian|q=durian.*status=unread/);
  await expect(page.getByTestId('message-card')).toHaveCount(1);
  await expect(page.getByTestId('message-card').filter({ hasText: name })).toBeVisible();
  await choose(page, 'Show', 'Read');
  await expect(page.getByText('No messages match', { exact: true })).toBeVisible();
});
