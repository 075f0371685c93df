import { expect, test } from './support/test.ts';
import { DEMO_BUSINESS_PROFILE } from '../src/shared/business-profile.ts';
import { signInAsAdmin } from './support/admin.ts';
import { expectAccessibleWithin, expectNoSeriousA11yViolations } from './support/axe.ts';
import { passGates } from './support/gates.ts';

test.afterEach(async ({ page }) => {
  // Later journeys expect the demo profile.
  await page.request.put('/api/admin/settings', { data: DEMO_BUSINESS_PROFILE });
});

test('staff fill in the business profile and the shop shows it in the footer, on About and on Contact', async ({
  page,
}) => {
  await passGates(page, { language: 'en' });
  await signInAsAdmin(page);
  await page
    .getByRole('navigation', { name: 'Admin navigation' })
    .getByRole('link', { name: 'Settings' })
    .click();
  await expect(page.getByRole('heading', { name: 'Business Settings' })).toBeVisible();
  const legalName = page.getByLabel('Registered business name');
  await expect(legalName).toHaveValue(DEMO_BUSINESS_PROFILE.legalName);
  await expectAccessibleWithin(page, 'main');

  await legalName.fill('Hornbill Brewing Sdn. Bhd.');
  await page.getByLabel('SSM registration number').fill('12345');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(
    page.getByText('Enter 12 digits, optionally followed by the old number in brackets'),
  ).toBeVisible();

  await page.getByLabel('SSM registration number').fill('202301012345 (1234567-A)');
  await page.getByLabel('Full address').fill('12 Jalan Kilang, 47301 Petaling Jaya, Selangor');
  const payment = page.getByRole('group', { name: 'Payment methods' });
  await payment.getByLabel('English').fill('Bank transfer to Maybank after our call.');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Settings saved', { exact: true })).toBeVisible();

  await page.goto('/about');
  const details = page.getByRole('region', { name: 'Business details' });
  await expect(details).toContainText('Hornbill Brewing Sdn. Bhd.');
  await expect(details).toContainText('202301012345 (1234567-A)');
  await expect(details).toContainText('Bank transfer to Maybank after our call.');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('Hornbill Brewing Sdn. Bhd. (SSM 202301012345 (1234567-A))');
  await expect(footer).toContainText('12 Jalan Kilang, 47301 Petaling Jaya, Selangor');
  await expectNoSeriousA11yViolations(page);

  await page.goto('/contact');
  await expect(page.getByRole('region', { name: 'Business details' })).toContainText(
    'Hornbill Brewing Sdn. Bhd.',
  );
});

test('the business details read in the shopper language', async ({ page }) => {
  await passGates(page, { language: 'ms' });
  await page.goto('/about');
  const details = page.getByRole('region', { name: 'Maklumat perniagaan' });
  await expect(details).toContainText(DEMO_BUSINESS_PROFILE.paymentMethods.ms);
  await expect(details).toContainText(DEMO_BUSINESS_PROFILE.ssmNumber);
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Notis privasi' })).toBeVisible();
});
