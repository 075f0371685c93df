import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { passGates } from './support/gates.ts';

// docs/rules/interface.md: a toast never covers a screen's main action, on a phone or a desktop.

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
