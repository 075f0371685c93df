import type { Page } from '@playwright/test';
import { expect } from './expect.ts';

/**
 * Follows an in-app link the way the router does, without reloading the page, and waits for the new page.
 * The app, its code and its data stay loaded, as for a visitor moving between screens.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  // The old page stays until the new screen's code has loaded: its heading is marked to tell them apart.
  await page.evaluate(() => document.querySelector('h1')?.setAttribute('data-left', ''));
  await page.evaluate((to) => {
    window.history.pushState({ usr: null, key: to, idx: (window.history.state?.idx ?? 0) + 1 }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
  await expect(page.locator('h1[data-left]')).toHaveCount(0);
}
