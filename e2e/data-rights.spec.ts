import fs from 'node:fs';
import { expect, test } from './support/test.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { passGates } from './support/gates.ts';
import { signInAsAdmin } from './support/admin.ts';
import { PRIVACY_NOTICE_VERSION } from '../src/shared/policies.ts';

test('a customer downloads their data, then deletes the account after confirming, and the email is free again', async ({
  page,
}) => {
  await passGates(page, { language: 'en' });
  const email = `rights-${Date.now()}@example.my`;
  // Registration through the API signs this browser in, like the form does.
  const registered = await page.request.post('/api/customer/register', {
    data: { email, password: 'secret12', firstName: 'Farah', lastName: 'Iskandar', phone: '012-888 9999' },
  });
  expect(registered.status()).toBe(201);
  await page.goto('/customer/dashboard');
  await expect(page.getByRole('heading', { name: 'Your data' })).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download my data' }).click(),
  ]);
  const exported = JSON.parse(fs.readFileSync(await download.path(), 'utf8'));
  expect(exported.profile).toMatchObject({ email, firstName: 'Farah', phone: '+60128889999' });
  expect(exported.orders).toEqual([]);

  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page, '[role="dialog"]');
  await dialog.getByRole('button', { name: 'Keep my account' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Your data' })).toBeVisible();

  await page.getByRole('button', { name: 'Delete my account' }).click();
  await dialog.getByRole('button', { name: 'Yes, delete my account' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Account deleted', { exact: true })).toBeVisible();
  expect((await page.request.get('/api/customer/data-export')).status()).toBe(401);
  const again = await page.request.post('/api/customer/register', {
    data: { email, password: 'secret12', firstName: 'Farah', lastName: 'Again' },
  });
  expect(again.status()).toBe(201);
});

test('staff download a customer’s data and delete the account from the customer list', async ({
  page,
  request,
}) => {
  const stamp = Date.now();
  const email = `staff-rights-${stamp}@example.my`;
  const lastName = `Rahim${stamp}`;
  const registered = await request.post('/api/customer/register', {
    data: {
      email,
      password: 'secret12',
      firstName: 'Zainab',
      lastName,
      marketingConsent: true,
      noticeVersion: PRIVACY_NOTICE_VERSION,
    },
  });
  expect(registered.status()).toBe(201);

  await passGates(page, { language: 'en' });
  await signInAsAdmin(page);
  await page.goto('/admin/customers');
  const row = page.getByTestId('customer-row').filter({ hasText: email });
  await expect(row).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('link', { name: `Download data (Zainab ${lastName})` }).click(),
  ]);
  const exported = JSON.parse(fs.readFileSync(await download.path(), 'utf8'));
  expect(exported.profile).toMatchObject({ email, firstName: 'Zainab' });
  expect(exported.consents.records).toEqual([
    expect.objectContaining({ kind: 'marketing', sourceForm: 'register', withdrawnAt: null }),
  ]);

  await row.getByRole('button', { name: `Delete account (Zainab ${lastName})` }).click();
  const dialog = page.getByRole('dialog', { name: `Delete Zainab ${lastName}'s account?` });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(email);
  await expectNoSeriousA11yViolations(page, '[role="dialog"]');
  await dialog.getByRole('button', { name: 'Keep account' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toBeVisible();

  await row.getByRole('button', { name: `Delete account (Zainab ${lastName})` }).click();
  await dialog.getByRole('button', { name: 'Delete account' }).click();
  await expect(
    page.getByText(`The account of Zainab ${lastName} has been deleted.`, { exact: true }),
  ).toBeVisible();
  // The list refreshes without the customer, and the customer's session is gone.
  await expect(row).toHaveCount(0);
  expect((await request.get('/api/customer/profile')).status()).toBe(200);
  expect(await (await request.get('/api/customer/profile')).json()).toBeNull();
});
