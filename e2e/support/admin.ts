import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './constants.ts';

/** Signs in through the staff sign-in page, the way staff do (the admin link goes to /api/login). */
export async function signInAsAdmin(page: Page): Promise<void> {
  await page.goto('/api/login');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.getByLabel('Email').fill(ADMIN_EMAIL);
  await page.getByLabel('Password').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Welcome, Admin' })).toBeVisible();
}

/** No serious or critical accessibility violations on the page as it is now. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  // Colours are only final once opening animations (fades, pop-ins) have finished.
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))),
  );
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.html.slice(0, 160)).join(' | ')}`)).toEqual([]);
}
