import type { Page } from '@playwright/test';
import { LANGUAGE_COOKIE } from '../../src/shared/config.ts';

/**
 * Marks the access and age gates as passed before the first page loads, for journeys that are not about
 * the gates themselves. `language` pins the shop language as a returning visitor's browser holds it: in
 * its storage key and in the cookie that lets the server render in it.
 */
export async function passGates(page: Page, options: { language?: 'en' | 'ms' | 'zh' } = {}): Promise<void> {
  await page.addInitScript((language) => {
    localStorage.setItem('taproom-access', 'true');
    localStorage.setItem('ageVerified', 'true');
    if (language) localStorage.setItem('language', language);
  }, options.language ?? null);
  if (options.language) {
    await page
      .context()
      .addCookies([{ name: LANGUAGE_COOKIE, value: options.language, domain: '127.0.0.1', path: '/' }]);
  }
}
