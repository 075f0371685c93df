import type { Page } from '@playwright/test';
import { expect } from './expect.ts';
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
