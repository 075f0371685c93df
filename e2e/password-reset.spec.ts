import { expect, test } from './support/test.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { passGates } from './support/gates.ts';
import { mailTextTo } from './support/outbox.ts';

test('a customer who forgot the password resets it from the mailed link and signs in with the new one', async ({
  page,
  baseURL,
}) => {
  const port = new URL(baseURL!).port;
  const email = `forgetful-${Date.now()}@example.my`;
  const registered = await page.request.post('/api/customer/register', {
    data: { email, password: 'old-lager-secret', firstName: 'Farid', lastName: 'Hassan' },
  });
  expect(registered.status()).toBe(201);
  await page.request.post('/api/customer/logout');

  await passGates(page, { language: 'en' });
  await page.goto('/customer/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/customer\/forgot-password$/);
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('status').getByText('Check your email')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  let mail: string | null = null;
  await expect
    .poll(() => (mail = mailTextTo(email, port, /Reset your Taproom password/)), { timeout: 30_000 })
    .not.toBeNull();
  const link = /https?:\/\/\S+\/customer\/reset-password#token=[A-Za-z0-9_-]+/.exec(mail!)?.[0];
  expect(link).toBeTruthy();
  const { pathname, hash } = new URL(link!);

  await page.goto(`${pathname}${hash}`);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password').fill('iloveyou');
  await page.getByRole('button', { name: 'Save New Password' }).click();
  await expect(
    page.getByText('This password is too common. Please choose one that is harder to guess.'),
  ).toBeVisible();
  await page.getByLabel('New password').fill('pandan-stout-2026');
  await page.getByRole('button', { name: 'Save New Password' }).click();
  await expect(page).toHaveURL(/\/customer\/login$/);
  await expect(page.getByText('Password changed', { exact: true }).first()).toBeVisible();

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('pandan-stout-2026');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/customer\/dashboard$/);

  await expect
    .poll(() => mailTextTo(email, port, /Your Taproom password was changed/), { timeout: 30_000 })
    .toContain('every other device was signed out');

  // The link worked once.
  await page.goto(`${pathname}${hash}`);
  await page.getByLabel('New password').fill('another-fresh-secret');
  await page.getByRole('button', { name: 'Save New Password' }).click();
  await expect(page.getByText('This reset link is invalid, has expired or was already used.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
    'href',
    '/customer/forgot-password',
  );
});

test('staff find "Forgot password?" on their sign-in page and get the same answer for any address', async ({
  page,
}) => {
  await passGates(page, { language: 'en' });
  await page.goto('/admin/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/admin\/forgot-password$/);
  await page.getByLabel('Email').fill('nobody-here@taproom.test');
  const [answer] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/password-reset/request')),
    page.getByRole('button', { name: 'Send Reset Link' }).click(),
  ]);
  expect(answer.status()).toBe(202);
  await expect(page.getByRole('status').getByText('Check your email')).toBeVisible();
  await page.getByRole('link', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
});
