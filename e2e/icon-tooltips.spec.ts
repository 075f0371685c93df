// Icon-only buttons name themselves in a tooltip: after the pointer rests 700 ms, at once when moving
// straight on from another icon, and on keyboard focus. The tooltips load at the first pointer move or
// key press (docs/decisions/015-first-load-without-framework-extras.md), which must not show.
import { expect, test } from './support/test.ts';
import { passGates } from './support/gates.ts';

test.use({ viewport: { width: 1280, height: 800 } });

test('an icon tooltip waits for a resting pointer, then the next icon answers at once', async ({ page }) => {
  await passGates(page, { language: 'en' });
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const theme = page.getByRole('button', { name: /^Switch to (dark|light) theme$/ });
  const cart = page.getByRole('button', { name: /^Cart, 0 items$/ });

  // The page itself times how long after the pointer arrived the tooltip appears.
  const shownAfterMs = theme.evaluate(
    (button) =>
      new Promise<number>((resolve) => {
        let arrived = 0;
        button.addEventListener('pointerenter', () => (arrived = performance.now()), { once: true });
        new MutationObserver((_, observer) => {
          if (!arrived || !document.querySelector('[role="tooltip"]')) return;
          observer.disconnect();
          resolve(performance.now() - arrived);
        }).observe(document.body, { childList: true, subtree: true });
      }),
  );
  await theme.hover();
  await expect(page.getByRole('tooltip')).toHaveText(/^Switch to (dark|light) theme$/);
  expect(await shownAfterMs).toBeGreaterThanOrEqual(700);

  await cart.hover();
  await expect(page.getByRole('tooltip')).toHaveText('Cart, 0 items', { timeout: 300 });
  await page.mouse.move(640, 700, { steps: 5 });
  await expect(page.getByRole('tooltip')).toHaveCount(0);
});

test('reaching an icon with the keyboard shows its tooltip and keeps the focus on it', async ({ page }) => {
  await passGates(page, { language: 'ms' });
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const theme = page.getByRole('button', { name: /^Tukar ke tema (gelap|cerah)$/ });
  for (let press = 0; press < 30; press++) {
    await page.keyboard.press('Tab');
    if (await theme.evaluate((button) => button === document.activeElement)) break;
  }
  await expect(theme).toBeFocused();
  await expect(page.getByRole('tooltip')).toHaveText(/^Tukar ke tema (gelap|cerah)$/);
});
