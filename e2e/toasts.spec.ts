import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './support/constants.ts';
import { passGates } from './support/gates.ts';

// docs/rules/interface.md: a toast never covers a screen's main action or an open dialog, on a phone or a
// desktop.

/** True when a tap at the control's centre and towards each edge reaches the control, not something over it. */
async function reachable(control: Locator): Promise<boolean> {
  return control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const points = [0.5, 0.2, 0.8].flatMap((across) =>
      [0.5, 0.2, 0.8].map((down) => [box.left + box.width * across, box.top + box.height * down] as const),
    );
    return points.every(([x, y]) => element.contains(document.elementFromPoint(x, y)));
  });
}

/** Once the toast, the sheet and the cart's count have moved into place. */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}

async function addFirstBeerAndOpenTheCart(page: Page): Promise<void> {
  await passGates(page, { language: 'en' });
  await page.goto('/shop');
  await page.getByRole('button', { name: 'Add to Cart: Kinabalu Haze' }).click();
  const toast = page
    .getByRole('region', { name: /Notifications/ })
    .getByRole('listitem')
    .filter({ hasText: 'added to your cart' });
  await expect(toast).toBeVisible();
  // The header's cart stays in reach while the toast shows.
  const cart = page.getByRole('button', { name: 'Cart, 1 item' });
  await settled(page);
  expect(await reachable(cart)).toBe(true);
  await cart.click();
}

for (const width of [375, 1280]) {
  test(`at ${width} px the added-to-cart toast leaves the cart's buttons free`, async ({ page }) => {
    await page.setViewportSize({ width, height: width < 800 ? 740 : 900 });
    await addFirstBeerAndOpenTheCart(page);
    const proceed = page.getByRole('button', { name: 'Continue to Order Form' });
    await expect(proceed).toBeVisible();
    await settled(page);
    // The toast is still up (the open sheet hides the rest of the page from the accessibility tree).
    await expect(page.getByText('Kinabalu Haze (330ML Can) added to your cart')).toBeVisible();
    expect(await reachable(proceed)).toBe(true);
    await proceed.click();
    await expect(page.getByRole('dialog', { name: 'Complete Your Order' })).toBeVisible();
  });
}

/** The toast's box and the dialog's box do not overlap: the toast covers none of the dialog. */
async function expectClearOf(toast: Locator, dialog: Locator): Promise<void> {
  const [a, b] = [(await toast.boundingBox())!, (await dialog.boundingBox())!];
  const apart =
    a.x + a.width <= b.x + 0.5 ||
    b.x + b.width <= a.x + 0.5 ||
    a.y + a.height <= b.y + 0.5 ||
    b.y + b.height <= a.y + 0.5;
  expect(apart, `toast ${JSON.stringify(a)} over dialog ${JSON.stringify(b)}`).toBe(true);
}

for (const width of [375, 1280]) {
  test(`at ${width} px a toast shown over an open dialog leaves all of the dialog in view`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width < 800 ? 740 : 900 });
    await passGates(page, { language: 'en' });
    const signedIn = await page.request.post('/api/admin/login', {
      data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    });
    expect(signedIn.ok()).toBe(true);
    const name = `Toast Reader ${Date.now()}`;
    const sent = await page.request.post('/api/contact', {
      data: {
        name,
        email: 'toast.reader@example.com',
        message: `${'We would like two kegs for a wedding in Shah Alam, delivered by noon. '.repeat(8)}Thanks!`,
      },
    });
    expect(sent.status()).toBe(201);

    // Opening a message marks it read, and says so in a toast while the message is open.
    await page.goto('/admin/messages');
    await page.getByTestId('message-card').filter({ hasText: name }).click();
    const dialog = page.getByRole('dialog');
    // The open dialog hides the rest of the page from the accessibility tree: the toast is found by its text.
    const toast = page.locator('li').filter({ hasText: 'Message marked as read' });
    await expect(toast).toBeVisible();
    await settled(page);
    await expectClearOf(toast, dialog);
    expect(await reachable(dialog.getByRole('button', { name: 'Close' }))).toBe(true);
    expect(await reachable(dialog.getByRole('heading').first())).toBe(true);
    // Once the toast is gone the dialog has the whole height again.
    await expect(toast).toBeHidden({ timeout: 10_000 });
    await expect(async () => {
      const box = (await dialog.boundingBox())!;
      expect(Math.round(box.y + box.height / 2)).toBe(Math.round((width < 800 ? 740 : 900) / 2));
    }).toPass({ timeout: 5_000 });
  });
}
