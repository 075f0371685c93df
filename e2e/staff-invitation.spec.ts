import { expect, test } from './support/test.ts';
import { signInAsAdmin } from './support/admin.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { passGates } from './support/gates.ts';
import { mailTextTo } from './support/outbox.ts';
import { choose } from './support/choose.ts';

test('an owner invites a packer, who chooses a password from the mailed link and signs in as staff', async ({
  page,
  browser,
  baseURL,
}) => {
  const port = new URL(baseURL!).port;
  const email = `packer-${Date.now()}@taproom.test`;
  await passGates(page, { language: 'en' });
  await signInAsAdmin(page);
  await page
    .getByRole('navigation', { name: 'Admin navigation' })
    .getByRole('link', { name: 'Team' })
    .click();
  await expect(page.getByRole('heading', { name: 'Team', level: 1 })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await choose(page, 'Role', 'Staff');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  const card = page.getByTestId(`member-${email}`);
  await expect(card).toContainText('Invited');
  await expect(card).toContainText('Staff');
  await expectNoSeriousA11yViolations(page);

  let mail: string | null = null;
  await expect
    .poll(() => (mail = mailTextTo(email, port, /invited to the Taproom back office/)), { timeout: 30_000 })
    .not.toBeNull();
  const link = /https?:\/\/\S+\/admin\/invitation#token=[A-Za-z0-9_-]+/.exec(mail!)?.[0];
  expect(link).toBeTruthy();
  const { pathname, hash } = new URL(link!);

  // The owner's own browser is signed in as someone else: the link is refused there, clearly.
  await page.goto(`${pathname}${hash}`);
  await expect(page.getByText('This invitation is for someone else')).toBeVisible();

  const packerContext = await browser.newContext({ baseURL });
  const packer = await packerContext.newPage();
  await passGates(packer, { language: 'en' });
  await packer.goto(`${pathname}${hash}`);
  await expect(packer.getByRole('heading', { name: 'Join the back office' })).toBeVisible();
  await expect(packer.getByText(`Invitation for ${email}`)).toBeVisible();
  await expectNoSeriousA11yViolations(packer);
  await packer.getByLabel('First name').fill('Hafiz');
  await packer.getByLabel('Choose a password').fill('bottling-line-7');
  await packer.getByRole('button', { name: 'Accept and sign in' }).click();
  await expect(packer).toHaveURL(/\/admin$/);

  // Staff see what their role may use, and an owner's screen opened by its address says it is not theirs.
  const nav = packer.getByRole('navigation', { name: 'Admin navigation' });
  await expect(nav.getByRole('link', { name: 'Orders' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Settings' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Team' })).toHaveCount(0);
  await packer.goto('/admin/settings');
  await expect(packer.getByRole('heading', { name: 'Not open to your role' })).toBeVisible();
  await packer.goto('/admin/customers');
  await expect(packer.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible();
  await expect(packer.getByRole('button', { name: /Download/ })).toHaveCount(0);

  // The link worked once; the password it set signs in.
  await packer.goto('/api/logout');
  await packer.goto(`${pathname}${hash}`);
  await expect(packer.getByText('This invitation was already used')).toBeVisible();
  await packer.goto('/admin/login');
  await packer.getByLabel('Email').fill(email);
  await packer.getByLabel('Password').fill('bottling-line-7');
  await packer.getByRole('button', { name: 'Sign In' }).click();
  await expect(packer).toHaveURL(/\/admin$/);
  await packerContext.close();

  await page.goto('/admin/team');
  await expect(page.getByTestId(`member-${email}`)).toContainText('Active');
  await page.goto('/admin/invitation#token=not-a-real-link');
  await expect(page.getByText('This invitation link is not valid')).toBeVisible();
});
