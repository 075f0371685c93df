import axe from 'axe-core';
import type { Page } from '@playwright/test';
import { expect } from './expect.ts';

declare global {
  interface Window {
    axe?: typeof axe;
  }
}

/**
 * The serious and critical accessibility violations (axe-core's default rules) on the page as it is now,
 * or only inside `within` (e.g. an open dialog, whose background is checked by the journey of that page).
 * axe-core is put into a page once and stays there while the app moves between screens; the shop has no
 * frames, so one `axe.run` in the page sees everything a scan of each frame would.
 */
export async function seriousA11yViolations(page: Page, within?: string): Promise<string[]> {
  // Colours are only final once opening animations (fades, pop-ins) have finished.
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))),
  );
  if (!(await page.evaluate(() => window.axe !== undefined))) await page.evaluate(axe.source);
  return page.evaluate(async (selector) => {
    // Only violations are reported: passes and not-applicable results are not gathered node by node.
    const results = await window.axe!.run(selector ? { include: [selector] } : document, {
      resultTypes: ['violations'],
    });
    return results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.html.slice(0, 160)).join(' | ')})`);
  }, within);
}

/** Fails on any serious or critical accessibility violation on the page (or inside `within`). */
export async function expectNoSeriousA11yViolations(page: Page, within?: string): Promise<void> {
  const serious = await seriousA11yViolations(page, within);
  expect(serious, serious.join('\n')).toEqual([]);
}

export const expectAccessibleWithin = (page: Page, selector: string): Promise<void> =>
  expectNoSeriousA11yViolations(page, selector);
