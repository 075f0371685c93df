import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * No serious or critical accessibility violation inside one part of the page, e.g. an open dialog: what
 * lies under its overlay is checked by the journey of that page.
 */
export async function expectAccessibleWithin(page: Page, selector: string): Promise<void> {
  // Colours are only final once opening animations (fade, pop-in) have finished.
  await page.locator(selector).first().evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
