import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { signInAsAdmin } from './support/admin.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { findMisfits } from './support/fit.ts';
import { passGates } from './support/gates.ts';

type Stats = {
  weeklyOrders: { weekStart: string; orders: number; revenue: string }[];
  dailyPageViews: { day: string; views: number }[];
};

/** Serves the dashboard's figures reshaped by `change`, so what the charts show does not depend on the shop's history. */
async function withStats(page: Page, change: (stats: Stats) => void): Promise<void> {
  await page.route('**/api/admin/stats', async (route) => {
    const response = await route.fetch();
    const stats = (await response.json()) as Stats;
    change(stats);
    await route.fulfill({ response, json: stats });
  });
}

const charts = (page: Page) => page.getByTestId('bar-chart');
const chart = (page: Page, title: string) => charts(page).filter({ hasText: title });

test('on a phone the charts are readable: labels of at least 12 px, values on hover and on focus, one screen wide', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await passGates(page, { language: 'en' });
  await withStats(page, (stats) => {
    stats.weeklyOrders = stats.weeklyOrders.map((week, i) => ({
      ...week,
      orders: i === 3 ? 7 : i % 3,
      revenue: i === 3 ? '920.00' : '0.00',
    }));
  });
  await signInAsAdmin(page);
  const orders = chart(page, 'Orders per week');
  await orders.scrollIntoViewIfNeeded();
  await expect(orders.getByRole('button')).toHaveCount(12);
  await expect(orders).toContainText('Highest: 7');

  const labels = page.getByTestId('bar-chart-label');
  expect(await labels.count()).toBeGreaterThan(0);
  for (const size of await labels.evaluateAll((els) => els.map((el) => getComputedStyle(el).fontSize)))
    expect(parseFloat(size)).toBeGreaterThanOrEqual(12);

  // Each bar names its figure to screen readers, and shows it when hovered or focused.
  const revenue = chart(page, 'Completed revenue per week');
  const peakWeek = revenue.getByRole('button', { name: /Revenue: RM 920\.00$/ });
  await expect(peakWeek).toHaveCount(1);
  await peakWeek.hover();
  await expect(revenue.getByTestId('bar-chart-tooltip')).toHaveText(/RM 920\.00/);
  expect(
    parseFloat(
      await revenue.getByTestId('bar-chart-tooltip').evaluate((el) => getComputedStyle(el).fontSize),
    ),
  ).toBeGreaterThanOrEqual(12);

  await page.mouse.move(0, 0);
  const last = orders.getByRole('button').last();
  await last.focus();
  await expect(last).toBeFocused();
  await expect(orders.getByTestId('bar-chart-tooltip')).toBeVisible();
  // One tab stop per chart; the arrow keys walk the bars.
  await page.keyboard.press('Home');
  await expect(orders.getByRole('button').first()).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(orders.getByRole('button').nth(3)).toBeFocused();
  await expect(orders.getByTestId('bar-chart-tooltip')).toContainText('7');
  expect(await orders.locator('button[tabindex="0"]').count()).toBe(1);

  expect(await findMisfits(page)).toEqual([]);
  await expectNoSeriousA11yViolations(page);
});

test('a period with nothing in it says so, in the admin language', async ({ page }) => {
  await passGates(page);
  await withStats(page, (stats) => {
    stats.weeklyOrders = stats.weeklyOrders.map((week) => ({ ...week, orders: 0, revenue: '0.00' }));
    stats.dailyPageViews = stats.dailyPageViews.map((day) => ({ ...day, views: 0 }));
  });
  await signInAsAdmin(page);
  await page.evaluate(() => localStorage.setItem('language', 'ms'));
  await page.reload();
  await expect(charts(page)).toHaveCount(3);
  await expect(page.getByText('Belum ada pesanan dalam tempoh ini')).toBeVisible();
  await expect(page.getByText('Belum ada paparan halaman dalam tempoh ini')).toBeVisible();
  await expect(charts(page).getByRole('button')).toHaveCount(0);
});
