import type { Page } from '@playwright/test';

/**
 * Marks the access and age gates as passed before the first page loads, for journeys that are not about
 * the gates themselves. `language` pins the shop language through its storage key.
 */
export async function passGates(page: Page, options: { language?: 'en' | 'ms' | 'zh' } = {}): Promise<void> {
  await page.addInitScript((language) => {
    localStorage.setItem('taproom-access', 'true');
    localStorage.setItem('ageVerified', 'true');
    if (language) localStorage.setItem('language', language);
  }, options.language ?? null);
}
