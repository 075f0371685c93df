import { expect, test } from './support/test.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { passGates } from './support/gates.ts';

test('the contact form explains its errors, then sends the message', async ({ page }) => {
  await passGates(page, { language: 'en' });
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const send = page.getByRole('button', { name: 'Send Message' });
  await send.click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByText('Please enter a valid email')).toBeVisible();
  await expect(page.getByText('Message must be at least 10 characters long')).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('Name').fill('Aisyah Rahman');
  await page.getByLabel('Email', { exact: true }).fill('not-an-email');
  await page.getByLabel('Message', { exact: true }).fill('Too short');
  await send.click();
  await expect(page.getByText('Please enter a valid email')).toBeVisible();
  await expect(page.getByText('Message must be at least 10 characters long')).toBeVisible();
  await expect(page.getByText('Name is required')).toBeHidden();

  await page.getByLabel('Email', { exact: true }).fill('aisyah@example.my');
  await page.getByLabel(/Phone/).fill('+60 12-345 6789');
  await page
    .getByLabel('Message', { exact: true })
    .fill('Could you deliver two kegs to Shah Alam next Saturday?');
  await send.click();
  await expect(page.getByText('Message Sent!', { exact: true })).toBeVisible();
  await expect(
    page.getByText("Thank you for your message. We'll get back to you within 24 hours.", { exact: true }),
  ).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveValue('');
});

test('the FAQ opens its answers from the keyboard', async ({ page }) => {
  await passGates(page, { language: 'en' });
  await page.goto('/contact');
  const question = page.getByRole('button', { name: 'Which areas do you deliver to?' });
  await question.focus();
  await page.keyboard.press('Enter');
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  // The answer says the delivery rules, as the business details below it do.
  const answer = page.locator(`[id="${await question.getAttribute('aria-controls')}"]`);
  await expect(
    answer.getByText(
      /Free home delivery in the Klang Valley for an item total of RM 150.00 or more; orders with a keg are delivered free anywhere in Malaysia/,
    ),
  ).toBeVisible();
});

test('signing up for the newsletter asks the visitor to confirm from their inbox and clears the field', async ({
  page,
}) => {
  await passGates(page, { language: 'en' });
  await page.goto('/contact');
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/newsletter/subscribe')) sent.push(request.postData() ?? '');
  });
  const email = page.getByRole('textbox', { name: 'Email address' });
  // An empty submit is ignored: only the real signup below reaches the server.
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await email.fill('Brew.Fan@Example.my');
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/newsletter/subscribe'));
  await page.getByRole('button', { name: 'Subscribe' }).click();
  expect((await answered).status()).toBe(200);
  expect(sent).toHaveLength(1);
  expect(JSON.parse(sent[0]!)).toMatchObject({
    email: 'Brew.Fan@Example.my',
    language: 'en',
    source: 'contact',
    noticeVersion: expect.any(String),
  });
  await expect(page.getByText('Check your inbox', { exact: true })).toBeVisible();
  await expect(
    page.getByText(
      "We've sent a link to confirm your subscription. You're only subscribed once you open it.",
      {
        exact: true,
      },
    ),
  ).toBeVisible();
  await expect(email).toHaveValue('');
});
