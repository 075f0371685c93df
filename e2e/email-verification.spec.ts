import { expect, test } from './support/test.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { passGates } from './support/gates.ts';
import { mailTextTo } from './support/outbox.ts';

/** The site-relative verification link in the newest verification mail to `email`, or null while none. */
function verificationPathFor(email: string, port: string): string | null {
  const text = mailTextTo(email, port, /confirm the email address/i);
  const url = text ? /https?:\/\/\S+\/customer\/verify-email\?token=\S+/.exec(text)?.[0] : undefined;
  if (!url) return null;
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
}

test('a new customer is told the email is unconfirmed, asks for the link again and confirms it once', async ({
  page,
  baseURL,
}) => {
  const email = `verify-${Date.now()}@example.my`;
  const port = new URL(baseURL!).port;
  await passGates(page, { language: 'en' });
  const registered = await page.request.post('/api/customer/register', {
    data: { email, password: 'secret12', firstName: 'Hana', lastName: 'Lim' },
  });
  expect(registered.status()).toBe(201);
  let first: string | null = null;
  await expect.poll(() => (first = verificationPathFor(email, port)), { timeout: 30_000 }).not.toBeNull();

  await page.goto('/customer/dashboard');
  const card = page.getByRole('region', { name: 'Confirm your email address' });
  await expect(card).toBeVisible();
  await expect(card).toContainText(`We sent a link to ${email}.`);
  await expectNoSeriousA11yViolations(page);
  await card.getByRole('button', { name: 'Send the link again' }).click();
  await expect(page.getByText('Link sent', { exact: true })).toBeVisible();

  let second: string | null = null;
  await expect
    .poll(() => (second = verificationPathFor(email, port)), { timeout: 30_000 })
    .not.toEqual(first);
  // The older link no longer works.
  await page.goto(first!);
  await expect(
    page.getByRole('heading', { level: 1, name: 'This verification link is not valid' }),
  ).toBeVisible();

  await page.goto(second!);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your email address is confirmed' }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.goto(second!);
  await expect(
    page.getByRole('heading', { level: 1, name: 'This verification link has already been used' }),
  ).toBeVisible();

  await page.goto('/customer/dashboard');
  await expect(page.getByRole('heading', { name: 'Your data' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Confirm your email address' })).toHaveCount(0);
});
