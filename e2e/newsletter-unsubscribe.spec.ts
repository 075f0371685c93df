import { expect, test } from './support/test.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { passGates } from './support/gates.ts';
import { subscribeConfirmed } from './support/newsletter.ts';
import { mailTextTo } from './support/outbox.ts';

function welcomeLinkFor(email: string, port: string): string | null {
  const text = mailTextTo(email, port, /welcome/i);
  return text ? (/https?:\/\/\S+\/newsletter\/unsubscribe\?token=\S+/.exec(text)?.[0] ?? null) : null;
}

test('the welcome email link unsubscribes in one click; a changed link is refused and explained', async ({
  page,
  baseURL,
}) => {
  const email = `unsubscribe-${Date.now()}@example.my`;
  const port = new URL(baseURL!).port;
  // The welcome mail, with its unsubscribe link, comes once the sign-up is confirmed.
  await subscribeConfirmed(page.request, email, port);
  let link: string | null = null;
  await expect.poll(() => (link = welcomeLinkFor(email, port)), { timeout: 30_000 }).not.toBeNull();
  const { pathname, search } = new URL(link!);

  await passGates(page, { language: 'en' });
  await page.goto(`${pathname}${search}`);
  await expect(page.getByRole('heading', { level: 1, name: "You've been unsubscribed" })).toBeVisible();
  await expect(page).toHaveTitle('Unsubscribe from the newsletter · Taproom');
  await expect(
    page.getByText(`${email} will no longer receive the Taproom newsletter.`, { exact: false }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goto(`${pathname}${search.slice(0, -3)}xyz`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'This unsubscribe link is not valid' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contact Us' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the refusal is explained in the visitor language', async ({ page }) => {
  await passGates(page, { language: 'zh' });
  await page.goto('/newsletter/unsubscribe?token=forged.token');
  await expect(page.getByRole('heading', { level: 1, name: '此退订链接无效' })).toBeVisible();
  await page.goto('/newsletter/unsubscribe');
  await expect(page.getByRole('heading', { level: 1, name: '此退订链接不完整' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
