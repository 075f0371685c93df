// The API documentation page (docs/architecture.md, "The API document") renders in the browser under the
// shop's own content security policy: nothing refused, nothing loaded from elsewhere, no console error.
import { expect, test } from './support/test.ts';
import { untilShown } from './support/shown.ts';

test('the API docs show the calls by area, the order call with its request and answers, quietly', async ({
  page,
  baseURL,
}) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`console ${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('request', (request) => {
    if (!request.url().startsWith(baseURL!) && !request.url().startsWith('data:'))
      problems.push(`outside request: ${request.url()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()}: ${response.url()}`);
  });
  // Init scripts run outside the page's policy, so this listener sees every refusal the policy makes.
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP refused ${event.blockedURI} (${event.violatedDirective})`);
    });
  });

  const answer = await page.goto('/api/docs');
  expect(answer?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByRole('heading', { name: /Taproom API/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Back office: orders' })).toBeVisible();

  const orders = page.locator('.opblock-post', { has: page.locator('[data-path="/api/orders"]') });
  await orders.locator('.opblock-summary-control').click();
  await expect(orders.getByText('Request body')).toBeVisible();
  await expect(orders.locator('.responses-table').getByText('201', { exact: true })).toBeVisible();
  await expect(orders.locator('.responses-table').getByText('4XX', { exact: true })).toBeVisible();

  await untilShown(page);
  expect(problems).toEqual([]);
});
