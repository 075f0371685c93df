// Staff text is put into pages and mails as it is: `$`` `$'` `$&` `$1`, which String.replace reads as
// "the text before", "the text after", "the match" and "the first group" when the replacement is a string,
// never copy parts of the page template or a mail around it (docs/rules/api.md, "Templates").
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { DEMO_BUSINESS_PROFILE } from '../../shared/business-profile.ts';
import { mailOutbox } from '../db/schema.ts';
import { line, submission } from '../modules/orders/order-fixtures.ts';
import { signInAdmin } from '../test-support/admin-session.ts';
import { firstReadsOf } from '../test-support/first-reads.ts';
import { startTestApp, type TestApp, type TestClient } from '../test-support/test-app.ts';

const PATTERNS = "$` $' $& $1 $$";
const marked = (what: string) => `${what} ${PATTERNS} end`;
/** As HTML shows it: only `&` and `'` of the patterns are escaped. */
const inHtml = (text: string) => text.replaceAll('&', () => '&amp;').replaceAll("'", () => '&#39;');
const template =
  '<!doctype html><html lang="en"><head><!--taproom-head--><!--taproom-config--></head>' +
  '<body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>';

let t: TestApp;
let admin: TestClient;
let productId: string;
let variantId: string;

beforeAll(async () => {
  t = await startTestApp({ distFiles: { 'web/index.html': template } });
  admin = await signInAdmin(t);
  const saved = await admin.put('/api/admin/settings', {
    ...DEMO_BUSINESS_PROFILE,
    legalName: marked('Brewery'),
    address: marked('Jalan'),
    openingHoursWeekdays: marked('9-6'),
    openingHoursWeekends: marked('10-4'),
    paymentMethods: { en: marked('Pay'), ms: marked('Bayar'), zh: marked('付款') },
  });
  expect(saved.status).toBe(200);
  const texts = (lang: string) => ({
    name: marked(`Stout ${lang}`),
    description: marked('Dark'),
    style: marked('Stout'),
    color: marked('Black'),
    tastingNotes: marked('Coffee'),
    brewingStory: marked('Brewed'),
  });
  const created = await admin.post<{ id: string }>('/api/admin/products', {
    ...texts('en'),
    category: 'beer',
    isActive: true,
    translations: { ms: texts('ms'), zh: texts('zh') },
  });
  expect(created.status).toBe(201);
  productId = created.body.id;
  const variant = await admin.post<{ id: string }>(`/api/admin/products/${productId}/variants`, {
    size: '330ML Bottle',
    price: 200,
    isActive: true,
  });
  expect(variant.status).toBe(201);
  variantId = variant.body.id;
}, 120_000);
afterAll(() => t.close());

const pages = ['/', '/about', '/contact', '/privacy', '/terms', '/shop', '/shop?category=beer'];

test('every storefront page keeps the template whole with the patterns in every staff text', async () => {
  const paths = [...pages, `/product/${productId}`];
  for (const path of paths.flatMap((p) => [
    p,
    `${p}${p.includes('?') ? '&' : '?'}lang=ms`,
    `${p}${p.includes('?') ? '&' : '?'}lang=zh`,
  ])) {
    const res = await t.client().get(path);
    expect(res.status, path).toBe(200);
    const html = res.text;
    expect(html.match(/<!doctype html>/g), path).toHaveLength(1);
    expect(html.match(/<html /g), path).toHaveLength(1);
    expect(html.match(/<\/head>/g), path).toHaveLength(1);
    expect(html.match(/<script type="module"/g), path).toHaveLength(1);
    expect(html.match(/id="taproom-first-reads"/g), path).toHaveLength(1);
    expect(html.match(/<!--taproom-/g), path).toBeNull();
    // The profile reaches the page's first read exactly as staff saved it.
    expect(firstReadsOf(html).businessProfile?.legalName, path).toBe(marked('Brewery'));
  }
  const product = await t.client().get(`/product/${productId}?lang=ms`);
  expect(product.text).toContain(`<title>${inHtml(marked('Stout ms'))} · Taproom</title>`);
});

test('mails carry the patterns in staff text as they were typed', async () => {
  const placed = await t.client().post(
    '/api/orders',
    submission([line({ productId, variantId, price: '200.00' }, 1)], {
      customerEmail: 'dollar@example.my',
    }),
  );
  expect(placed.status).toBe(201);
  const note = marked('Call first');
  const updated = await admin.put(`/api/admin/orders/${placed.body.order.id}`, {
    status: 'confirmed',
    adminNotes: note,
    sendMessage: true,
  });
  expect(updated.status).toBe(200);
  const mails = await t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.recipient, 'dollar@example.my')));
  const acknowledgement = mails.find((m) => m.kind === 'order-acknowledgement')!;
  const status = mails.find((m) => m.kind === 'order-status')!;
  for (const mail of [acknowledgement, status]) {
    expect(mail.textBody).toContain(marked('Brewery'));
    expect(mail.textBody).toContain(marked('Jalan'));
    expect(mail.htmlBody).toContain(inHtml(marked('Brewery')));
  }
  expect(acknowledgement.textBody).toContain(marked('Stout en'));
  expect(status.textBody).toContain(note);
  expect(status.htmlBody).toContain(inHtml(note));
});
