import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { signInAsAdmin } from './support/admin.ts';
import { passGates } from './support/gates.ts';

const announcer = (page: Page) => page.getByTestId('route-announcer');

async function expectFocusOnHeading(page: Page, heading: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeFocused();
  await expect(announcer(page)).toHaveText(await page.title());
}

test('the skip link is the first stop and takes the keyboard past the header', async ({ page }) => {
  await passGates(page, { language: 'en' });
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();
  await page.keyboard.press('Tab');
  // The next stop is inside the page's content, not back in the header.
  expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
});

test('following a link moves focus to the new page heading and announces its title', async ({ page }) => {
  await passGates(page, { language: 'en' });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The first page load leaves focus where the browser puts it.
  await expect(page.getByRole('heading', { level: 1 })).not.toBeFocused();
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Our Story' })
    .click();
  await expectFocusOnHeading(page, 'Brewed in the Klang Valley, inspired by all of Malaysia');
  await expect(announcer(page)).toContainText('Our Story');

  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog');
  await menu.getByRole('link', { name: 'Contact' }).click();
  await expect(menu).toBeHidden();
  await expectFocusOnHeading(page, 'Contact Us');
});

test('the back office moves focus the same way and has the skip link', async ({ page }) => {
  await passGates(page, { language: 'en' });
  await signInAsAdmin(page);
  await page
    .getByRole('navigation', { name: 'Admin navigation' })
    .getByRole('link', { name: 'Orders' })
    .click();
  await expectFocusOnHeading(page, 'Order Management');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Order Management' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
});
