// Every server-rendered page hydrates without an error or warning: in each language and theme, for a
// visitor, a signed-in customer and a member of staff, each with a filled cart. React reports a page the
// browser would draw otherwise than the server did as a console error (docs/decisions/019-server-rendered-react.md).
import type { Page } from '@playwright/test';
import { LANGUAGE_COOKIE, type Language } from '../src/shared/config.ts';
import { serverRendered, sitePages } from '../src/shared/site-pages.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './support/constants.ts';
import { passGates } from './support/gates.ts';
import { expect, test } from './support/test.ts';

type Session = 'visitor' | 'customer' | 'staff';
const SESSIONS: Session[] = ['visitor', 'customer', 'staff'];
const LANGUAGES: Language[] = ['en', 'ms', 'zh'];

/** Signs in through the API, as the sign-in pages do; the page's requests share the browser's cookies. */
async function signIn(page: Page, session: Session): Promise<void> {
  if (session === 'staff') {
    const answer = await page.request.post('/api/admin/login', {
      data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    });
    expect(answer.status()).toBe(200);
  }
  if (session !== 'customer') return;
  const answer = await page.request.post('/api/customer/register', {
    data: {
      email: `hydrate-${Date.now()}-${Math.random().toString(36).slice(2)}@example.my`,
      password: 'stout-secret1',
      firstName: 'Siti',
      lastName: 'Nur',
    },
  });
  expect(answer.status()).toBe(201);
}

for (const session of SESSIONS) {
  for (const [index, language] of LANGUAGES.entries()) {
    const theme = (index + SESSIONS.indexOf(session)) % 2 === 0 ? 'light' : 'dark';
    test(`every server-rendered page hydrates quietly: ${session}, ${language}, ${theme}`, async ({
      browser,
      baseURL,
    }) => {
      const context = await browser.newContext({ colorScheme: theme, baseURL });
      const page = await context.newPage();
      const [product] = (await (await page.request.get('/api/products')).json()) as {
        id: string;
        name: string;
        variants: { id: string; size: string; price: string }[];
      }[];
      const variant = product!.variants[0]!;
      const cart = [
        {
          id: `${product!.id}-${variant.id}-0`,
          productId: product!.id,
          variantId: variant.id,
          name: product!.name,
          size: variant.size,
          price: Number(variant.price),
          imageUrl: null,
          quantity: 2,
        },
      ];
      await page.addInitScript(
        ({ stored }) => {
          for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
        },
        {
          stored: {
            'taproom-access': 'true',
            ageVerified: 'true',
            language,
            theme,
            cart: JSON.stringify(cart),
          },
        },
      );
      await context.addCookies([{ name: LANGUAGE_COOKIE, value: language, url: baseURL! }]);
      await signIn(page, session);
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') {
          problems.push(`${page.url()} ${message.type()}: ${message.text()}`);
        }
      });
      page.on('pageerror', (error) => problems.push(`${page.url()} page error: ${error.message}`));
      const addresses = [
        ...sitePages.filter(serverRendered).map(({ path }) => path.replace(':id', product!.id)),
        '/no-such-page',
        '/product/no-such-product',
        // Spelled otherwise than the table: the server draws what the browser's router shows.
        '/Shop',
        '/ABOUT//',
        // Whole, since a relative `//shop` would name a host.
        `${new URL(baseURL!).origin}//shop`,
      ];
      for (const address of addresses) {
        await page.goto(address);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page.locator('html')).toHaveClass(theme);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        // Hydrated: the root is React's, and the stored cart is shown.
        await expect
          .poll(() =>
            page.evaluate(() =>
              Object.keys(document.getElementById('root')!).some((key) =>
                key.startsWith('__reactContainer$'),
              ),
            ),
          )
          .toBe(true);
      }
      expect(problems.filter((problem) => !problem.includes('404 (Not Found)'))).toEqual([]);
      await context.close();
    });
  }
}

// A built shop shows shoppers nothing when a page hydrates differently from the server's render: React
// draws it afresh and the app logs the error (src/web/app/react-errors.ts); only `npm run dev` shows
// Vite's overlay (scripts/dev.process.test.ts).
test('a page that hydrates differently shows shoppers the page, and only the console the error', async ({
  page,
}) => {
  await passGates(page, { language: 'en' });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  // The page's HTML changed on its way, so its text differs from what React draws in the browser.
  await page.route('**/about', async (route) => {
    const answer = await route.fetch();
    const html = (await answer.text()).replace(
      /(<div id="root">[\s\S]*?<h1[^>]*>)([^<]*)/,
      (_, before: string) => `${before}Not what React drew`,
    );
    await route.fulfill({ response: answer, body: html });
  });
  await page.goto('/about');
  await expect.poll(() => errors.join('\n')).toMatch(/recovered from an error/);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Not what React drew');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('vite-error-overlay')).toHaveCount(0);
  expect(await page.evaluate(() => customElements.get('vite-error-overlay'))).toBeUndefined();
});
