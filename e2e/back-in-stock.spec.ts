// A shopper on a phone, in Malay, asks to be told when a sold-out beer is back, confirms from the mail,
// gets one mail in Malay when staff restock it, and removes the request from that mail's link.
import { expect, test } from './support/test.ts';
import { signInAsAdmin } from './support/admin.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { passGates } from './support/gates.ts';
import { mailTextTo } from './support/outbox.ts';

test.use({ viewport: { width: 375, height: 800 } });

/** The site-relative address of the newest link to `path` mailed to `email` with this subject. */
function mailedPath(email: string, port: string, subject: RegExp, path: string): string | null {
  const text = mailTextTo(email, port, subject);
  const url = text ? new RegExp(`https?://\\S+${path}\\?token=\\S+`).exec(text)?.[0] : undefined;
  if (!url) return null;
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
}

test('a sold-out beer: ask, confirm from the mail, get one mail when it is back, remove the request', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const port = new URL(baseURL!).port;
  const email = `tunggu-${Date.now()}@example.my`;
  await passGates(page, { language: 'en' });
  await signInAsAdmin(page);
  const name = `Aaa Waiting Stout ${Date.now()}`;
  const created = await page.request.post('/api/admin/products', {
    data: { name, category: 'beer', isActive: true },
  });
  const { id } = (await created.json()) as { id: string };
  const variant = await page.request.post(`/api/admin/products/${id}/variants`, {
    data: { size: '330ML Bottle', price: 16, isActive: true },
  });
  const { id: variantId } = (await variant.json()) as { id: string };
  const stockUrl = `/api/admin/products/${id}/variants/${variantId}/stock`;
  await page.request.put(stockUrl, { data: { count: 0 } });

  const shop = await page.context().newPage();
  await passGates(shop, { language: 'ms' });
  await shop.goto(`/product/${id}?lang=ms`);
  const form = shop.getByTestId('back-in-stock');
  await expect(form.getByRole('heading', { name: 'Beritahu saya apabila ia kembali' })).toBeVisible();
  await form.getByRole('textbox', { name: 'E-mel anda' }).fill(email);
  await form.getByRole('button', { name: 'Maklumkan saya' }).click();
  await expect(shop.getByText('Semak peti masuk anda').first()).toBeVisible();
  await expectNoSeriousA11yViolations(shop);

  let confirm: string | null = null;
  await expect
    .poll(() => (confirm = mailedPath(email, port, /Sahkan/, '/back-in-stock/confirm')), { timeout: 30_000 })
    .not.toBeNull();
  await shop.goto(`${confirm!}&lang=ms`);
  await expect(
    shop.getByRole('heading', { name: 'Kami akan memberitahu anda apabila ia kembali' }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(shop);

  // Staff see that one shopper waits for the size, never who.
  await page.goto('/admin/products');
  await page
    .getByTestId('admin-product-row')
    .filter({ hasText: name, visible: true })
    .getByRole('button', { name: `Adjust stock of ${name}` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Stock: ${name}` });
  await expect(dialog.getByTestId('variant-waiting')).toHaveText('1 shopper waiting to be told');
  await expect(dialog).not.toContainText(email);
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');

  // Staff brew more: the shopper gets one mail in Malay with the product's link.
  await page.request.put(stockUrl, { data: { count: 24 } });
  let back: string | null = null;
  await expect
    .poll(() => (back = mailTextTo(email, port, /boleh dipesan di Taproom/)), { timeout: 120_000 })
    .not.toBeNull();
  expect(back).toContain(`/product/${id}?lang=ms`);
  const stop = mailedPath(email, port, /boleh dipesan di Taproom/, '/back-in-stock/stop')!;
  await shop.goto(`${stop}&lang=ms`);
  await expect(shop.getByRole('heading', { name: 'Permintaan anda telah dipadam' })).toBeVisible();
  await expectNoSeriousA11yViolations(shop);
  await shop.close();
  await page.request.delete(`/api/admin/products/${id}`);
});
