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

test("staff link the brewery's social pages; the footer and Contact show them, and drop them when cleared", async ({
  page,
}) => {
  await passGates(page, { language: 'en' });
  await page.goto('/contact');
  // No made-up accounts: nothing to follow until staff enter the brewery's own pages.
  await expect(page.getByRole('contentinfo').getByRole('heading', { name: 'Follow us' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Facebook' })).toHaveCount(0);

  await signInAsAdmin(page);
  await page.goto('/admin/settings');
  const social = page.getByRole('group', { name: 'Social links' });
  await social.getByLabel('Facebook').fill('http://facebook.com/hornbill');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(
    social.getByText('Enter a full https:// address (up to 300 characters), or leave it empty'),
  ).toBeVisible();
  await social.getByLabel('Facebook').fill('https://www.facebook.com/hornbillbrewing');
  await social.getByLabel('Instagram').fill('https://www.instagram.com/hornbill.my');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Settings saved', { exact: true })).toBeVisible();

  await page.goto('/contact');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('heading', { name: 'Follow us' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Facebook' })).toHaveAttribute(
    'href',
    'https://www.facebook.com/hornbillbrewing',
  );
  await expect(footer.getByRole('link', { name: 'Instagram' })).toHaveAttribute(
    'href',
    'https://www.instagram.com/hornbill.my',
  );
  await expect(footer.getByRole('link', { name: 'TikTok' })).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('link', { name: 'Instagram' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goto('/admin/settings');
  await social.getByLabel('Facebook').fill('');
  await social.getByLabel('Instagram').fill('');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Settings saved', { exact: true })).toBeVisible();
  await page.goto('/contact');
  await expect(page.getByRole('link', { name: 'Facebook' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Instagram' })).toHaveCount(0);
});

test('the business details read in the shopper language', async ({ page }) => {
  await passGates(page, { language: 'ms' });
  await page.goto('/about');
  const details = page.getByRole('region', { name: 'Maklumat perniagaan' });
  await expect(details).toContainText(DEMO_BUSINESS_PROFILE.paymentMethods.ms);
  await expect(details).toContainText(DEMO_BUSINESS_PROFILE.ssmNumber);
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Notis privasi' })).toBeVisible();
});
