import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * The serious and critical accessibility violations (axe-core's default rules) on the page as it is now,
 * or only inside `within` (e.g. an open dialog, whose background is checked by the journey of that page).
 */
export async function seriousA11yViolations(page: Page, within?: string): Promise<string[]> {
  // Colours are only final once opening animations (fades, pop-ins) have finished.
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))),
  );
  const builder = new AxeBuilder({ page });
  if (within) builder.include(within);
  const results = await builder.analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.html.slice(0, 160)).join(' | ')})`);
}

/** Fails on any serious or critical accessibility violation on the page (or inside `within`). */
export async function expectNoSeriousA11yViolations(page: Page, within?: string): Promise<void> {
  const serious = await seriousA11yViolations(page, within);
  expect(serious, serious.join('\n')).toEqual([]);
}

export const expectAccessibleWithin = (page: Page, selector: string): Promise<void> =>
  expectNoSeriousA11yViolations(page, selector);
