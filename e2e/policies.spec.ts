import { expect, test } from './support/test.ts';
import { POLICIES } from '../src/shared/policies.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { passGates } from './support/gates.ts';

test('the privacy notice is linked from the footer and shows its version, sections and the business details', async ({
  page,
}) => {
  await passGates(page, { language: 'en' });
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy notice' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Notice' })).toBeVisible();
  await expect(page.getByText(`Version ${POLICIES.privacy.version}, effective`)).toBeVisible();
  for (const section of [
    'What we collect and why',
    'Who we disclose it to',
    'How long we keep it',
    'Your rights',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
  }
  await expect(page.getByRole('region', { name: 'Business details' })).toContainText('SSM registration no.');
  await expectNoSeriousA11yViolations(page);
});

test('the terms of sale read in Bahasa Malaysia and Chinese and state the ID check', async ({ page }) => {
  await passGates(page, { language: 'ms' });
  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 1, name: 'Terma Jualan' })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: '21+ dan kad pengenalan semasa penyerahan' }),
  ).toBeVisible();
  await page.getByLabel('Bahasa').first().selectOption('zh');
  await expect(page.getByRole('heading', { level: 1, name: '销售条款' })).toBeVisible();
  await expect(page.getByText('交货时核验身份证件', { exact: false }).first()).toBeVisible();
});

test('each form that collects personal data states its purpose and links the privacy notice', async ({
  page,
}) => {
  await passGates(page, { language: 'en' });
  await page.goto('/contact');
  const contactLine = page.getByText('We use these details only to answer your message.');
  await expect(contactLine).toBeVisible();
  await expect(contactLine.getByRole('link', { name: 'Privacy notice' })).toHaveAttribute('href', '/privacy');
  await expect(
    page.getByText('We use your email only to send brewery news; unsubscribe any time.'),
  ).toBeVisible();
  await page.goto('/customer/register');
  await expect(page.getByText('We use these details to run your account and your orders.')).toBeVisible();
  await page.goto('/custom-beer');
  await expect(page.getByText('We use these details only to design your beer with you')).toBeVisible();
});
