import { expect, test } from './support/test.ts';
import { PRIVACY_NOTICE_VERSION } from '../src/shared/policies.ts';
import { signInAsAdmin } from './support/admin.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { passGates } from './support/gates.ts';
import { confirmationPathFor } from './support/newsletter.ts';

test('a visitor signs up, confirms from the mailed link, and staff see the subscriber confirmed with its consent', async ({
  page,
  baseURL,
}) => {
  const email = `double-opt-in-${Date.now()}@example.my`;
  const port = new URL(baseURL!).port;
  await passGates(page, { language: 'en' });
  await page.goto('/');
  await page.getByRole('textbox', { name: 'Email address' }).fill(email);
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Check your inbox', { exact: true })).toBeVisible();

  // Until the link is followed, staff see the address as pending, with no consent yet.
  await signInAsAdmin(page);
  await page.goto('/admin/newsletter');
  const row = page.getByTestId('subscriber-row').filter({ hasText: email });
  await expect(row.getByText('Pending: waiting for confirmation')).toBeVisible();
  await expect(row.getByTestId('subscriber-consent')).toHaveCount(0);

  let link: string | null = null;
  await expect.poll(() => (link = confirmationPathFor(email, port)), { timeout: 30_000 }).not.toBeNull();
  await page.goto(link!);
  await expect(page.getByRole('heading', { level: 1, name: 'Your subscription is confirmed' })).toBeVisible();
  await expect(
    page.getByText(`${email} will now receive the Taproom newsletter.`, { exact: false }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The link works once: opening it again explains that, and changes nothing.
  await page.goto(link!);
  await expect(
    page.getByRole('heading', { level: 1, name: 'This confirmation link has already been used' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign up again' })).toBeVisible();

  await page.goto('/admin/newsletter');
  await expect(row.getByText('Active subscriber')).toBeVisible();
  await expect(row.getByTestId('subscriber-consent')).toHaveText(
    new RegExp(
      `^Confirmed .+ · from home page · privacy notice ${PRIVACY_NOTICE_VERSION.replace('.', '\\.')}$`,
    ),
  );
  await expectNoSeriousA11yViolations(page);
});

test('a changed or incomplete confirmation link is refused and explained in the visitor language', async ({
  page,
}) => {
  await passGates(page, { language: 'ms' });
  await page.goto('/newsletter/confirm?token=not-a-real-link');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Pautan pengesahan ini tidak sah' }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.goto('/newsletter/confirm');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Pautan pengesahan ini tidak lengkap' }),
  ).toBeVisible();
});

test('the news-and-offers choice at registration starts unticked; ticked, the newsletter waits for the mailed link', async ({
  page,
  baseURL,
}) => {
  const email = `register-news-${Date.now()}@example.my`;
  const port = new URL(baseURL!).port;
  await passGates(page, { language: 'en' });
  await page.goto('/customer/register');
  const choice = page.getByRole('checkbox', { name: 'Send me news and offers by email' });
  await expect(choice).not.toBeChecked();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('secret-pass-9');
  await page.getByLabel('First Name').fill('Siti');
  await page.getByLabel('Last Name').fill('Hajar');
  await choice.click();
  await expect(choice).toBeChecked();
  const [registered] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/customer/register')),
    page.getByRole('button', { name: 'Create Account' }).click(),
  ]);
  expect(registered.status()).toBe(201);
  expect(registered.request().postDataJSON()).toMatchObject({
    marketingConsent: true,
    noticeVersion: PRIVACY_NOTICE_VERSION,
  });
  await expect(
    page
      .getByRole('region', { name: /Notifications/ })
      .getByText(
        'Welcome! Your account has been created. Please check your inbox to confirm the newsletter.',
        {
          exact: true,
        },
      ),
  ).toBeVisible();

  let link: string | null = null;
  await expect.poll(() => (link = confirmationPathFor(email, port)), { timeout: 30_000 }).not.toBeNull();
  await page.goto(link!);
  await expect(page.getByRole('heading', { level: 1, name: 'Your subscription is confirmed' })).toBeVisible();
  const exported = await (await page.request.get('/api/customer/data-export')).json();
  expect(exported.consents.records).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ kind: 'marketing', sourceForm: 'register' }),
      expect.objectContaining({ kind: 'newsletter', sourceForm: 'register' }),
    ]),
  );
});
