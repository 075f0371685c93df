// The back office end to end (issue: admin back office): staff add a product with pictures, a guest orders
// it, staff confirm the order, read the guest's message and download the newsletter list.
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { signInAsAdmin } from './support/admin.ts';
import { createProductWithImages } from './support/admin-catalogue.ts';
import { passGates } from './support/gates.ts';
import { confirmationPathFor } from './support/newsletter.ts';

const stamp = Date.now();
const guest = { name: 'Nurul Huda', email: `nurul.${stamp}@example.my`, phone: '012-888 2026' };
// Not by the notifications region: an open modal dialog hides the rest of the page from the accessibility tree.
const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

test('staff add a product, a guest orders it and writes in, staff confirm the order, read the message and export subscribers', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  // Staff and guest each have a browser context of their own (their own cookies and storage).
  const staff = await (await browser.newContext()).newPage();
  await passGates(staff, { language: 'en' });
  await signInAsAdmin(staff);
  const product = await createProductWithImages(staff, `Gula Melaka Porter ${stamp}`);

  // A guest in a browser of their own finds it in the shop and orders it for pickup.
  const shopper = await (await browser.newContext()).newPage();
  await passGates(shopper, { language: 'en' });
  await shopper.goto('/shop');
  await shopper
    .getByRole('link', { name: new RegExp(product.name) })
    .first()
    .click();
  await expect(shopper).toHaveURL(new RegExp(`/product/${product.id}$`));
  await expect(shopper.getByRole('heading', { name: product.name })).toBeVisible();
  await expect(shopper.locator(`img[src="${product.mainImageUrl}"]`).first()).toBeVisible();
  await shopper.getByRole('radio', { name: new RegExp(product.size) }).click();
  await shopper.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(shopper.getByRole('button', { name: 'Added to Cart!' })).toBeVisible();
  await shopper.getByRole('button', { name: /^Cart, \d+ items?$/ }).click();
  await shopper.getByRole('button', { name: 'Continue to Order Form' }).click();
  const checkout = shopper.getByRole('dialog', { name: 'Complete Your Order' });
  await expect(checkout.getByText(`1 x ${product.name} (${product.size})`)).toBeVisible();
  await checkout.getByLabel('Full Name *').fill(guest.name);
  await checkout.getByLabel('Email Address *').fill(guest.email);
  await checkout.getByLabel('Phone Number').fill(guest.phone);
  await checkout.getByLabel('Notes').fill('Picking up after work on Friday');
  await checkout.getByRole('button', { name: 'Submit Order' }).click();
  await expect(
    shopper
      .getByText("Order submitted successfully! We'll contact you within 24 hours to confirm your order.")
      .first(),
  ).toBeVisible();
  const reference = (await shopper.getByTestId('order-reference').textContent())?.trim() ?? '';
  expect(reference).toMatch(/^TR-\d{4,}$/);
  await expect(checkout).toBeHidden();

  // The same guest writes in and joins the newsletter from the contact page.
  await shopper.goto('/contact');
  await shopper.getByLabel('Name').fill(guest.name);
  await shopper.getByLabel('Email', { exact: true }).fill(guest.email);
  await shopper.getByLabel(/Phone/).fill(guest.phone);
  await shopper
    .getByRole('textbox', { name: 'Message' })
    .fill(`Order ${reference}: may I pick it up on Saturday instead?`);
  await shopper.getByRole('button', { name: 'Send Message' }).click();
  await expect(shopper.getByText('Message Sent!', { exact: true })).toBeVisible();
  await shopper.getByRole('textbox', { name: 'Email address' }).fill(guest.email);
  await shopper.getByRole('button', { name: 'Subscribe' }).click();
  await expect(shopper.getByText('Check your inbox', { exact: true })).toBeVisible();
  // The guest confirms from the link in the confirmation mail.
  let link: string | null = null;
  const port = new URL(baseURL!).port;
  await expect
    .poll(() => (link = confirmationPathFor(guest.email, port)), { timeout: 30_000 })
    .not.toBeNull();
  await shopper.goto(link!);
  await expect(
    shopper.getByRole('heading', { level: 1, name: 'Your subscription is confirmed' }),
  ).toBeVisible();

  // Staff confirm the order.
  await staff.goto('/admin/orders');
  await staff.getByRole('button', { name: new RegExp(`${reference}\\b`) }).click();
  const details = staff.getByRole('dialog', { name: 'Order Details' });
  await expect(details.getByText(`1 x ${product.name} (${product.size})`)).toBeVisible();
  await expect(details.getByText('Picking up after work on Friday')).toBeVisible();
  await details.getByRole('combobox', { name: 'Status' }).click();
  await staff.getByRole('option', { name: 'Confirmed' }).click();
  await details
    .getByRole('textbox', { name: 'Message to the customer' })
    .fill('Saturday pickup agreed by phone');
  await details.getByRole('button', { name: 'Update Order' }).click();
  await expect(toast(staff, 'Order updated successfully')).toBeVisible();
  await staff.getByRole('tab', { name: /^Confirmed/ }).click();
  await expect(staff.getByRole('button', { name: new RegExp(`${reference}\\b`) })).toBeVisible();

  // Staff read the message.
  await staff.goto('/admin/messages');
  const card = staff.getByTestId('message-card').filter({ hasText: guest.email });
  await expect(card.getByText('New', { exact: true })).toBeVisible();
  await card.click();
  const message = staff.getByRole('dialog', { name: 'Message Details' });
  await expect(message.getByText(`Order ${reference}: may I pick it up on Saturday instead?`)).toBeVisible();
  await expect(toast(staff, 'Message marked as read')).toBeVisible();
  await message.getByRole('button', { name: 'Close' }).click();
  await expect(card.getByText('Read', { exact: true })).toBeVisible();

  // Staff download the subscriber list, which now holds the guest.
  await staff.goto('/admin/newsletter');
  await expect(staff.getByTestId('subscriber-row').filter({ hasText: guest.email })).toBeVisible();
  const [download] = await Promise.all([
    staff.waitForEvent('download'),
    staff.getByRole('button', { name: /^Download CSV/ }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = fs
    .readFileSync(await download.path(), 'utf8')
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe('Email,Subscribe Date');
  expect(lines.some((line) => line.startsWith(`"${guest.email}",`))).toBe(true);
  await expect(toast(staff, 'Download Complete')).toBeVisible();
});
