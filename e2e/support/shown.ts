// Waiting for what a person sees instead of for a quiet network: the screen's heading, its text in the
// shop's fonts, and every picture in view drawn.
import type { Page } from '@playwright/test';
import { expect } from './expect.ts';

export async function untilShown(page: Page): Promise<void> {
  await expect(page.getByRole('heading').first()).toBeVisible();
  await page.waitForFunction(() => {
    if (document.fonts.status !== 'loaded') return false;
    const inView = [...document.images].filter((image) => {
      const box = image.getBoundingClientRect();
      return box.width > 0 && box.bottom > 0 && box.top < window.innerHeight;
    });
    return inView.every((image) => image.complete);
  });
}
