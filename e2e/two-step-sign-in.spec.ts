import { Secret, TOTP } from 'otpauth';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './support/constants.ts';
import { passGates } from './support/gates.ts';
import { mailTextTo } from './support/outbox.ts';

const PASSWORD = 'hop-garden-2026';

/** A code from the secret as an authenticator app shows it, `offset` seconds from now. */
const codeFrom = (secret: string, offset = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + offset * 1000 });

async function signInWithPassword(page: Page, email: string): Promise<void> {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByLabel('Authentication code')).toBeVisible();
}

async function signOut(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
}

test('a member sets up two-step sign-in from the shown key, signs in with a code, is refused a replayed code and uses a recovery code', async ({
  page,
  baseURL,
}) => {
  const port = new URL(baseURL!).port;
  const email = `two-step-${Date.now()}@taproom.test`;
  // An owner invites the member (the invitation itself has a journey of its own).
  expect(
    (
      await page.request.post('/api/admin/login', { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } })
    ).ok(),
  ).toBe(true);
  const invited = await page.request.post('/api/admin/team/invitations', {
    data: { email, role: 'staff', language: 'en' },
  });
  expect(invited.status()).toBe(201);
  await page.request.get('/api/logout', { headers: { 'sec-fetch-site': 'same-origin' } });
  let mail: string | null = null;
  await expect.poll(() => (mail = mailTextTo(email, port, /invited/)), { timeout: 30_000 }).not.toBeNull();
  const token = /#token=([A-Za-z0-9_-]+)/.exec(mail!)![1];
  const accepted = await page.request.post('/api/team/invitation/accept', {
    data: { token, firstName: 'Siti', lastName: '', password: PASSWORD },
  });
  expect(accepted.ok()).toBe(true);

  await passGates(page, { language: 'en' });
  await page.goto('/admin');
  await page
    .getByRole('navigation', { name: 'Admin navigation' })
    .getByRole('link', { name: 'My account' })
    .click();
  await page.getByRole('button', { name: 'Set up two-step sign-in' }).click();
  await expect(
    page.getByRole('img', { name: 'QR code to add Taproom to your authenticator app' }),
  ).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expectNoSeriousA11yViolations(page);
  const enrolmentCode = codeFrom(secret);
  await page.getByLabel('Code from the app').fill(enrolmentCode);
  await page.getByRole('button', { name: 'Turn on' }).click();
  const codes = page.getByTestId('recovery-codes').getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recoveryCode = (await codes.first().textContent())!.trim();
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByText('Two-step sign-in is on')).toBeVisible();
  await signOut(page);

  // The password alone no longer signs in: the code from the app does.
  await signInWithPassword(page, email);
  await expectNoSeriousA11yViolations(page);
  const signInCode = codeFrom(secret, 30);
  await page.getByLabel('Authentication code').fill(signInCode);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await signOut(page);

  // The same code again is a replay, refused; a recovery code works instead, once.
  await signInWithPassword(page, email);
  await page.getByLabel('Authentication code').fill(signInCode);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toContainText('That code is not right, or was already used');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByLabel('Recovery code').fill(recoveryCode);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await signOut(page);

  await signInWithPassword(page, email);
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByLabel('Recovery code').fill(recoveryCode);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toContainText('already used');
});
